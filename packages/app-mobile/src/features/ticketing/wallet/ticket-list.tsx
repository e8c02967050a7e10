// A page-at-a-time list of tickets (valid ones in the wallet, revoked and used ones in the history),
// each with its label and holder, and a way to show it. The valid ones come with the phone's kept copy
// behind them (issue 28 §3: no network, or no login in this tab); one whose validity ended says so.
import { Button } from '../../../ui/button';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf, localizedField, maskPhone, type DomainError } from '@fairpass/domain';
import { serverClockOffset, validityEnded, type Ticket } from '@fairpass/domain/ticketing';
import { FormAlert } from '../../../ui/form/form-alert';
import { recordsOf } from '../../../ui/server-state/paging';
import { useShell } from '../../../ui/shell-context';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { useLanguage } from '../../../ui/use-language';
import { TicketStatusBadge } from './ticket-status-badge';
import { ticketListQuery } from './wallet.queries';

export function TicketList({ scope, emptyText, headingLevel = 2 }: { readonly scope: 'valid' | 'history'; readonly emptyText: string; readonly headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('ticketing');
  const { t: tc } = useTranslation('common');
  const failureMessage = useFailureMessage();
  const { client } = useShell();
  const tickets = useInfiniteQuery(ticketListQuery(client, scope));
  const list = recordsOf(tickets.data?.pages);
  // The clock offset of the first answer: the kept copy's tickets all read as of it.
  const receivedAt = tickets.data?.pages[0]?.receivedAt ?? Date.now();
  if (tickets.status === 'pending') return <p className="fp-note" role="status">{t('wallet.loading')}</p>;
  if (tickets.status === 'error') {
    return (
      <>
        <FormAlert message={failureMessage(tickets.error as DomainError)} />
        {/* Only where reading again can help (a network fault, a time-out, a 5xx); the screen has its ways on. */}
        {(tickets.error as DomainError).retryable && (
          <Button block fill="outline" loading={tickets.isFetching} onClick={() => void tickets.refetch()}>
            {tc('retry')}
          </Button>
        )}
      </>
    );
  }
  return (
    <>
      {list.length === 0 ? (
        <p className="fp-note">{emptyText}</p>
      ) : (
        <ul className="fp-list">
          {list.map((ticket) => (
            <li key={ticket.ticketId}>
              <TicketRow ticket={ticket} scope={scope} headingLevel={headingLevel} receivedAt={receivedAt} />
            </li>
          ))}
        </ul>
      )}
      {tickets.hasNextPage && (
        <div className="fp-more">
          <Button block fill="outline" loading={tickets.isFetchingNextPage} loadingText={t('order.loadingMore')} onClick={() => void tickets.fetchNextPage()}>
            {t('wallet.loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}

function TicketRow({ ticket, scope, headingLevel, receivedAt }: { readonly ticket: Ticket; readonly scope: 'valid' | 'history'; readonly headingLevel: 2 | 3; readonly receivedAt: number }) {
  const { t } = useTranslation('ticketing');
  const ended = scope === 'valid' && validityEnded(ticket, Date.now() + serverClockOffset({ serverTime: ticket.serverTime, receivedAt }));
  const [language] = useLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const name = localizedField(ticket, 'name', language);
  return (
    <article className="fp-item" aria-labelledby={`fp-tk-ticket-${ticket.ticketId}`}>
      <div className="fp-item__head">
        <Heading id={`fp-tk-ticket-${ticket.ticketId}`} className="fp-item__name">
          {scope === 'valid' ? (
            <Link href={hrefOf('/wallet/:id', { id: ticket.ticketId })} className="fp-item__link">
              {name}
            </Link>
          ) : (
            name
          )}
        </Heading>
        {ended ? <span className="fp-badge fp-badge--off">{t('wallet.ended')}</span> : <TicketStatusBadge ticket={ticket} />}
      </div>
      <ul className="fp-item__facts">
        <li>
          {t('wallet.holder')} {ticket.holderName} {maskPhone(ticket.holderPhone)}
        </li>
        {ticket.revokedReason && <li>{t(`wallet.revokedReason.${ticket.revokedReason}`)}</li>}
      </ul>
    </article>
  );
}
