// What happens once an order needs no more payment (paid, or free from the start): a ticket order
// issues one ticket per seat to its attendees (the buyer where none was named); an upgrade revokes the
// ticket it replaces and issues the higher one to the same holder; a journal order only completes.
import { holderOf, type OrderRecord } from './orders';
import type { TicketingState } from './ticketing-state';
import type { PayChannel } from './ticketing-wire.types';

function issueOrderTickets(state: TicketingState, order: OrderRecord, now: number): string[] {
  const owner = { orderId: order.orderId, exhibitionId: order.exhibitionId, userId: order.userId, personId: order.personId };
  return order.lines.flatMap((line) =>
    Array.from({ length: line.quantity }, (_, index) => state.issueTicket({ ...owner, ticketTypeId: line.ticketTypeId, ...holderOf(order, line.ticketTypeId, index) }, now).ticketId),
  );
}

/** The upgrade's new ticket; the one it replaces (or what replaced that since, e.g. a lost badge) is revoked. */
function exchangeTicket(state: TicketingState, order: OrderRecord, now: number): string[] {
  const old = order.upgradeOf === undefined ? undefined : state.tickets.current(order.upgradeOf);
  const target = order.lines[0]?.ticketTypeId;
  if (!old || target === undefined) return [];
  const { holderName, holderPhone, holderEmail } = old;
  const fresh = state.issueTicket(
    { orderId: order.orderId, exhibitionId: order.exhibitionId, userId: order.userId, personId: order.personId, ticketTypeId: target, holderName, holderPhone, ...(holderEmail ? { holderEmail } : {}) },
    now,
  );
  state.tickets.revoke(old, 'upgraded', fresh.ticketId);
  return [fresh.ticketId];
}

/** Completes the order; a received payment is stamped with its time and `channel` (the receipt shows both). */
export function fulfil(state: TicketingState, order: OrderRecord, paymentStatus: 'received' | 'not_required', now: number, channel?: PayChannel): void {
  if (order.kind === 'ticket') order.ticketIds = issueOrderTickets(state, order, now);
  if (order.kind === 'upgrade') order.ticketIds = exchangeTicket(state, order, now);
  order.paymentStatus = paymentStatus;
  order.orderStatus = 'completed';
  if (paymentStatus === 'received') {
    order.paidAt = now;
    if (channel !== undefined) order.paidChannel = channel;
  }
}
