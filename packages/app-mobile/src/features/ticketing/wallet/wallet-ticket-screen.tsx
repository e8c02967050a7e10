// /wallet/{id}: one ticket — what it is for first (the exhibition as the heading, the type, its days,
// venue and hall, the entrance: issue 28), then its entry QR (static, or rotating when the exhibition
// enables it), its number, the holder's masked details and its status, add to calendar and the
// organiser's contact; with no network, the copy kept on the phone with an "offline" note. A valid
// ticket can be upgraded or reported lost; a gifted (locked) or revoked one shows no QR and says why.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { hrefOf, localizedField, maskPhone } from '@fairpass/domain';
import { canReportLoss, canUpgrade, showsQr } from '@fairpass/domain/ticketing';
import { BackButton } from '../../../ui/back-button';
import { lazyPart } from '../../../ui/lazy-part';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useLanguage } from '../../../ui/use-language';
import { useOnline } from '../../../ui/use-online';
import { useQueryParam } from '../../../ui/use-query-param';
import { TicketingNav } from '../ticketing-nav';
import { TicketQr } from './ticket-qr';
import { TicketEventFacts } from './ticket-event';
import { ForgetKept, KeptNote } from './kept-note';
import { TicketStatusBadge } from './ticket-status-badge';
import { useKeptWalletSync } from './use-kept-wallet-sync';
import { useWalletTicket, type WalletTicket } from './use-wallet-ticket';
import { useValidityEnded, ValidityEnded } from './validity';
import { BuyTicketsLink } from '../buy-tickets-link';
import '../../../ui/screen-blocks.css';
import '../ticketing.css';

// What can be done with a ticket loads after the ticket and its code are on screen: the code is what the
// visitor came for, and the screen must stay within its budget. A network that drops meanwhile (at the
// gate) leaves these out, never the ticket; they come once it is back (ui/lazy-part.ts).
const UpgradeTicket = lazyPart(() => import('./upgrade-ticket'), (module) => module.UpgradeTicket);
const ReportLoss = lazyPart(() => import('./report-loss'), (module) => module.ReportLoss);
const TicketHelp = lazyPart(() => import('./ticket-help'), (module) => module.TicketHelp);

export default withServerState(WalletTicketScreen);

function WalletTicketScreen() {
  const { t } = useTranslation('ticketing');
  const { id = '' } = useParams<{ id: string }>();
  const ticket = useWalletTicket(id);
  useKeptWalletSync();
  return (
    <QueryView query={ticket} heading={t('title.walletTicket')} headingId="fp-tk-ticket-heading" failureLinks={<BuyTicketsLink />}>
      {(data) => <TicketView shown={data} />}
    </QueryView>
  );
}

function TicketView({ shown }: { readonly shown: WalletTicket }) {
  const { t } = useTranslation('ticketing');
  const [language] = useLanguage();
  const renewed = useQueryParam('renewed') === '1';
  const online = useOnline();
  const { ticket, receivedAt } = shown;
  // The kept copy answered, or the phone has just lost the network: either way, say so.
  const offline = shown.offline || !online;
  // Answered by the phone's kept copy (no network, or no login here): nothing is changed from here.
  const readOnly = offline || shown.kept !== undefined;
  const ended = useValidityEnded(ticket, receivedAt);
  const name = localizedField(ticket, 'name', language);
  const exhibition = localizedField(ticket.event, 'name', language);
  return (
    <Page labelledBy="fp-tk-ticket-heading">
      <BackButton fallback="/wallet" />
      <h1 id="fp-tk-ticket-heading" className="fp-heading">{exhibition || name}</h1>
      {exhibition && <p className="fp-tk-ticket-type">{name}</p>}
      {ticket.event && <TicketEventFacts event={ticket.event} />}
      {renewed && (
        <p className="fp-notice" role="status">
          {t('wallet.reportLossDone')}
        </p>
      )}
      <KeptNote kept={shown.kept} offline={offline} />
      {ended ? (
        <ValidityEnded ticket={ticket} />
      ) : showsQr(ticket) ? (
        <TicketQr ticket={ticket} name={name} receivedAt={receivedAt} />
      ) : (
        <p className="fp-tk-countdown">
          {ticket.issueStatus !== 'locked' ? t('wallet.revokedHint') : ticket.lockedBy === 'refund' ? t('wallet.refundLockedHint') : t('wallet.lockedHint')}
        </p>
      )}
      <dl className="fp-letter__rows">
        {ticket.ticketNo && (
          <div className="fp-letter__row">
            <dt>{t('ticket.number')}</dt>
            <dd>{ticket.ticketNo}</dd>
          </div>
        )}
        <div className="fp-letter__row">
          <dt>{t('wallet.holder')}</dt>
          <dd>{ticket.holderName}</dd>
        </div>
        <div className="fp-letter__row">
          <dt>{t('wallet.phone')}</dt>
          <dd>{maskPhone(ticket.holderPhone)}</dd>
        </div>
        <div className="fp-letter__row">
          <dt>{t('wallet.status')}</dt>
          <dd>
            {ended ? <span className="fp-badge fp-badge--off">{t('wallet.ended')}</span> : <TicketStatusBadge ticket={ticket} />}
          </dd>
        </div>
      </dl>
      <TicketHelp ticket={ticket} online={!readOnly} />
      {!readOnly && !ended && canUpgrade(ticket) && <UpgradeTicket ticketId={ticket.ticketId} />}
      {!readOnly && !ended && canReportLoss(ticket) && (
        <div className="fp-actions">
          <ReportLoss ticketId={ticket.ticketId} />
        </div>
      )}
      <ForgetKept kept={shown.kept} />
      {ticket.issueStatus === 'locked' && ticket.giftId && (
        <Link href={hrefOf('/give/:id', { id: ticket.giftId })} className="fp-link fp-center">
          {t('wallet.toGift')}
        </Link>
      )}
      <TicketingNav current="/wallet" />
    </Page>
  );
}
