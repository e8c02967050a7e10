// The holder's tickets: reporting a lost badge (the old code revoked, a new ticket with a new code
// issued to the same holder) and what a gate scanner would say of a code.
import { ownedBy } from '../kit/buyer';
import { COMMERCE, done, notFound, refused, type Outcome } from '../kit/commerce-failure';
import { codeMatches, readCode } from './ticket-codes';
import type { TicketRecord } from './tickets';
import type { TicketingState } from './ticketing-state';

export const TICKET = { cn: '门票', en: 'Ticket' } as const;

/** 4114: a given-away ticket is locked until the recipient claims it. */
export const lockedRefusal = () => refused(COMMERCE.ticketLocked, '该票已转赠，待领取前不能操作', 'This ticket has been given away and cannot be changed until it is claimed');

export function reportLoss(state: TicketingState, personId: string, ticketId: string): Outcome<TicketRecord> {
  const now = state.now();
  const old = ownedBy(state.tickets.find(ticketId), personId);
  if (!old) return notFound(TICKET);
  if (old.issueStatus === 'locked') return lockedRefusal();
  if (old.issueStatus === 'revoked') return refused(400, '该票已作废', 'This ticket is no longer valid');
  const { orderId, exhibitionId, userId, ticketTypeId, holderName, holderPhone, holderEmail } = old;
  const fresh = state.issueTicket({ orderId, exhibitionId, userId, personId, ticketTypeId, holderName, holderPhone, ...(holderEmail ? { holderEmail } : {}) }, now);
  state.tickets.revoke(old, 'lost', fresh.ticketId);
  const order = state.orders.find(orderId);
  if (order) order.ticketIds = [...order.ticketIds, fresh.ticketId];
  return done(fresh);
}

export interface CodeVerdict {
  valid: boolean;
  /** Which kind of code was read, when it was one of ours. */
  kind?: 'static' | 'rotating';
  ticketId?: string;
  /** Why not: not a code of ours, a wrong signature or step, an unknown ticket, or the ticket's state. */
  reason?: 'malformed' | 'invalid' | 'unknown_ticket' | 'revoked' | 'locked' | 'entered' | 'not_rotating' | 'wallet_ticket';
}

/**
 * What a gate would say of a scanned code: the static code of a ticket whose exhibition does not rotate
 * codes, or a rotating one of the current or the previous step on the server's clock (only for tickets
 * of an exhibition that rotates codes). The static code of a wallet ticket (its exhibition rotates codes)
 * is refused (`wallet_ticket`): the rotating QR is that ticket, so a screenshot or a copied code does
 * not get in.
 */
export function verifyCode(state: TicketingState, code: string, rotates: (exhibitionId: string) => boolean): CodeVerdict {
  const now = state.now();
  const scanned = readCode(code);
  if (!scanned) return { valid: false, reason: 'malformed' };
  const verdict = { kind: scanned.kind, ticketId: scanned.ticketId };
  if (!codeMatches(scanned, now)) return { valid: false, ...verdict, reason: 'invalid' };
  const ticket = state.tickets.find(scanned.ticketId);
  if (!ticket) return { valid: false, ...verdict, reason: 'unknown_ticket' };
  if (scanned.kind === 'rotating' && !rotates(ticket.exhibitionId)) return { valid: false, ...verdict, reason: 'not_rotating' };
  if (ticket.issueStatus !== 'issued') return { valid: false, ...verdict, reason: ticket.issueStatus };
  if (ticket.entryStatus === 'entered') return { valid: false, ...verdict, reason: 'entered' };
  if (scanned.kind === 'static' && rotates(ticket.exhibitionId)) return { valid: false, ...verdict, reason: 'wallet_ticket' };
  return { valid: true, ...verdict };
}
