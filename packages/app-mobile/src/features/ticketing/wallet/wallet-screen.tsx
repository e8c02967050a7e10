// /wallet: the valid tickets, a page at a time, each opening its entry QR. A visitor who has not
// completed the registration and holds nothing is told so (spec §8) with the way to do it. With no
// network, or in a tab with no login, the copy the phone keeps for the gate (issue 28 §3), saying so.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Page } from '../../../ui/page';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useOnline } from '../../../ui/use-online';
import { useSession } from '../../../ui/use-session';
import { TicketingNav } from '../ticketing-nav';
import { ForgetKept, KeptNote } from './kept-note';
import { TicketList } from './ticket-list';
import { useKeptWalletSync } from './use-kept-wallet-sync';
import { walletQuery } from './wallet.queries';
import '../../../ui/screen-blocks.css';
import '../ticketing.css';

export default withServerState(WalletScreen);

function WalletScreen() {
  const { t } = useTranslation('ticketing');
  const { client } = useShell();
  const registered = useSession((s) => s.user?.userExhibitionVO.completeResult === 'succ');
  const tickets = useInfiniteQuery(walletQuery(client));
  useKeptWalletSync();
  const online = useOnline();
  const kept = tickets.data?.pages[0]?.kept;
  const none = tickets.status === 'success' && (tickets.data.pages[0]?.total ?? 0) === 0;
  return (
    <Page labelledBy="fp-tk-wallet-heading">
      <h1 id="fp-tk-wallet-heading" className="fp-heading">{t('wallet.heading')}</h1>
      <KeptNote kept={kept} offline={!online || kept?.because === 'offline'} />
      <TicketList scope="valid" emptyText={registered ? t('wallet.none') : t('wallet.noneNotRegistered')} />
      {none && kept === undefined && (
        <Link href={registered ? '/ticket-type' : '/registration'} className="fp-button-link">
          {registered ? t('wallet.buy') : t('nav.types')}
        </Link>
      )}
      <ForgetKept kept={kept} />
      <Link href="/ticket" className="fp-link fp-center">
        {t('wallet.history')}
      </Link>
      <TicketingNav current="/wallet" />
    </Page>
  );
}
