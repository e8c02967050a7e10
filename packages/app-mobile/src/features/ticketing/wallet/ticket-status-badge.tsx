// A ticket's label (issued, entered, gift pending, revoked), derived by the domain from its issue and
// entry states.
import { useTranslation } from 'react-i18next';
import { ticketLabelKey, type TicketAxes } from '@fairpass/domain/ticketing';
import { dynamicText } from '../../../ui/dynamic-text';

export function TicketStatusBadge({ ticket }: { readonly ticket: TicketAxes }) {
  const { t } = useTranslation('ticketing');
  const key = ticketLabelKey(ticket);
  const tone = ticket.issueStatus === 'issued' ? 'fp-badge fp-badge--on' : 'fp-badge fp-badge--off';
  return <span className={tone}>{dynamicText(t)(key)}</span>;
}
