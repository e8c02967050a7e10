// What happens once an order needs no more payment (paid, or free from the start): a ticket order
// issues one ticket per seat to its attendees (the buyer where none was named); an upgrade revokes the
// ticket it replaces and issues the higher one to the same holder; a journal order only completes.
import type { OrderRecord } from './orders';
import type { TicketingState } from './ticketing-state';
import type { TicketRecord } from './tickets';

type Holder = Pick<TicketRecord, 'holderName' | 'holderPhone' | 'holderEmail'>;

/** The holder of the `index`-th ticket of a type in the order. */
function holderOf(order: OrderRecord, ticketTypeId: string, index: number): Holder {
  const values = order.attendees.filter((a) => a.ticketTypeId === ticketTypeId)[index]?.values ?? {};
  const fullName = [values.firstName, values.lastName].filter((part) => part?.trim()).join(' ');
  const email = values.email || order.buyer.email;
  return {
    holderName: values.name || fullName || order.buyer.name,
    holderPhone: values.phone || order.buyer.phone,
    ...(email ? { holderEmail: email } : {}),
  };
}

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

export function fulfil(state: TicketingState, order: OrderRecord, paymentStatus: 'received' | 'not_required', now: number): void {
  if (order.kind === 'ticket') order.ticketIds = issueOrderTickets(state, order, now);
  if (order.kind === 'upgrade') order.ticketIds = exchangeTicket(state, order, now);
  order.paymentStatus = paymentStatus;
  order.orderStatus = 'completed';
}
