// /ticket: my tickets — the valid ones (each opens its QR, where a lost badge is reported) and the
// history (revoked by a lost-badge report, an upgrade or a refund, and used ones).
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { TicketingNav } from '../ticketing-nav';
import { TicketList } from './ticket-list';
import '../../../ui/screen-blocks.css';
import '../ticketing.css';

export default withServerState(MyTicketsScreen);

function MyTicketsScreen() {
  const { t } = useTranslation('ticketing');
  return (
    <Page labelledBy="fp-tk-tickets-heading">
      <h1 id="fp-tk-tickets-heading" className="fp-heading">{t('wallet.myTickets')}</h1>
      <section aria-labelledby="fp-tk-valid-heading">
        <h2 id="fp-tk-valid-heading" className="fp-subheading">{t('wallet.heading')}</h2>
        <TicketList scope="valid" emptyText={t('wallet.none')} headingLevel={3} />
      </section>
      <section aria-labelledby="fp-tk-history-heading">
        <h2 id="fp-tk-history-heading" className="fp-subheading">{t('wallet.history')}</h2>
        <TicketList scope="history" emptyText={t('wallet.historyNone')} headingLevel={3} />
      </section>
      <TicketingNav />
    </Page>
  );
}
