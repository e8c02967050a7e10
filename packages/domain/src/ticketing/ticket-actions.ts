// What the user may do with a ticket in the wallet. A locked ticket (in an open gift, or its order being
// refunded) has no code, refund, upgrade or gift; a revoked one is history.
import type { Ticket } from './ticket.types';

type TicketFacts = Pick<Ticket, 'issueStatus' | 'entryStatus'>;

/** Whether the entry QR is shown: only a valid ticket has a code (a used one still shows it, for re-entry). */
export const showsQr = ({ issueStatus }: Pick<Ticket, 'issueStatus'>): boolean => issueStatus === 'issued';

/** Whether a higher type may be offered: a valid ticket not used yet. */
export const canUpgrade = ({ issueStatus, entryStatus }: TicketFacts): boolean => issueStatus === 'issued' && entryStatus === 'not_entered';

/** Whether a lost badge may be reported: the valid ticket is revoked and a new one issued. */
export const canReportLoss = ({ issueStatus }: Pick<Ticket, 'issueStatus'>): boolean => issueStatus === 'issued';

/** Whether it may go into a gift: a valid ticket not used yet (a locked one is in a gift or a refund already). */
export const canGift = ({ issueStatus, entryStatus }: TicketFacts): boolean => issueStatus === 'issued' && entryStatus === 'not_entered';
