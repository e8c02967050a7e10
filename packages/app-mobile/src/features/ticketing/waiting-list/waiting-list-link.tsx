// The hook on a ticket type's card (issue 28): a sold-out type offers its waiting list, a type not on sale
// yet a reminder at its sale start, and a buyer already on either sees where they stand — their place in
// line, seats held for them (with the way to buy), a reminder set. A link to the type's waiting-list page
// (/waitingList/:ticketTypeId), which asks a visitor who is not logged in to log in first.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf, localizedField } from '@fairpass/domain';
import type { TicketType } from '@fairpass/domain/ticketing';
import { waitingChoiceOf } from '@fairpass/domain/waiting-list';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { useSession } from '../../../ui/use-session';
import { waitingEntriesQuery } from './waiting-list.queries';
import './waiting-list.css';

export function WaitingListLink({ type }: { readonly type: TicketType }) {
  const { t } = useTranslation('waiting-list');
  const { client } = useShell();
  const [language] = useLanguage();
  const loggedIn = useSession((s) => s.token !== null);
  const asks = type.saleState === 'sold_out' || type.saleState === 'not_started';
  const entries = useQuery({ ...waitingEntriesQuery(client), enabled: loggedIn });
  const choice = waitingChoiceOf(type, entries.data ?? []);
  if (choice.kind === 'none' || (!asks && choice.kind !== 'waiting' && choice.kind !== 'offered')) return null;
  const text =
    choice.kind === 'waiting'
      ? choice.entry.position === undefined
        ? t('card.waitingNoPlace')
        : t('card.waiting', { position: choice.entry.position })
      : t(`card.${choice.kind}`);
  return (
    <Link href={hrefOf('/waitingList/:ticketTypeId', { ticketTypeId: type.id })} className={choice.kind === 'offered' ? 'fp-button-link fp-wl-card fp-wl-card--offered' : 'fp-link fp-wl-card'}>
      {text}
      {/* Each link says whose, for a screen reader's list of links. */}
      <span className="fp-sr-only">{t('card.for', { name: localizedField(type, 'name', language) })}</span>
    </Link>
  );
}
