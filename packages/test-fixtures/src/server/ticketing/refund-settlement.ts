// How a pending refund ends: 60 seconds after it was asked for on the server clock WeChat has paid it
// back (the order `refunded`, its tickets revoked 'refunded', an issued invoice reversed), or the test
// hook says it failed (the tickets are the holder's again). Kept apart from refunds.ts so the state can
// settle what is due on every read of its clock without importing the actions.
import type { InvoiceStore } from '../invoicing/invoice-store';
import type { OrderRecord, OrderStore } from './orders';
import type { TicketRecord, TicketStore } from './tickets';

export const REFUND_SETTLES_AFTER_MS = 60 * 1000;

export type RefundOutcome = 'refunded' | 'failed';

/** What settling touches (the ticketing state has all of it). */
export interface RefundBooks {
  orders: OrderStore;
  tickets: TicketStore;
  invoices: InvoiceStore;
  revokeTicket(ticket: TicketRecord, reason: 'refunded'): void;
}

/** The order's tickets its refund holds. */
const lockedByRefund = (books: RefundBooks, order: OrderRecord): TicketRecord[] =>
  order.ticketIds.flatMap((id) => {
    const ticket = books.tickets.find(id);
    return ticket?.issueStatus === 'locked' && ticket.lockedBy === 'refund' ? [ticket] : [];
  });

/** Settles a pending refund at `at` (an invoice in progress is first moved along to that moment). */
export function settleRefund(books: RefundBooks, order: OrderRecord, outcome: RefundOutcome, at: number): void {
  if (order.refundStatus !== 'pending') return;
  books.invoices.advanceDue(at);
  const tickets = lockedByRefund(books, order);
  if (outcome === 'refunded') {
    for (const ticket of tickets) books.revokeTicket(ticket, 'refunded');
    books.invoices.reverseOrder(order.orderId);
  } else {
    for (const ticket of tickets) books.tickets.unlock(ticket);
  }
  order.refundStatus = outcome;
}

/** Every pending refund whose minute is up is paid back, each at its own moment. */
export function settleDueRefunds(books: RefundBooks, now: number): void {
  for (const order of books.orders.every()) {
    if (order.refundStatus === 'pending' && order.refund && now >= order.refund.settlesAt) settleRefund(books, order, 'refunded', order.refund.settlesAt);
  }
}
