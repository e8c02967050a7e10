// The spec §4 labels derived from the separate axes (status-axes.ts), as i18n keys in the pattern of
// commerce/status-label.ts: `status.<kind>.<label>`. The keys the commerce table already has are the
// same keys; expired, locked, revoked and a failed refund are new, and so are a ticket's refunding (locked
// by a refund under way) and given_away (claimed by someone else from the holder's gift).
import type { Order } from './order.types';
import type { Ticket } from './ticket.types';

export type OrderLabel =
  | 'pending_payment'
  | 'paid'
  | 'cancelled'
  | 'payment_failed'
  | 'refunding'
  | 'refunded'
  | 'finished'
  | 'expired';
/** `locked`: in an open gift, awaiting its claim; `refunding`: locked by a refund under way. */
export type TicketLabel = 'issued' | 'not_entered' | 'entered' | 'locked' | 'refunding' | 'revoked' | 'given_away';
export type RefundLabel = 'refunding' | 'refunded' | 'failed';

export type OrderLabelKey = `status.order.${OrderLabel}`;
export type TicketLabelKey = `status.ticket.${TicketLabel}`;
export type RefundLabelKey = `status.refund.${RefundLabel}`;

export type OrderAxes = Pick<Order, 'orderStatus' | 'paymentStatus' | 'refundStatus'>;
/** The two axes, and what locked or revoked the ticket when the wire says (both optional). */
export type TicketAxes = Pick<Ticket, 'issueStatus' | 'entryStatus' | 'lockedBy' | 'revokedReason'>;

/**
 * An order's label. A refund under way or done says most, whatever the order's own state (a paid order
 * cancelled later is refunding); then a closed order; a completed order is paid, or finished when
 * nothing was to be paid (a free order was never "paid"); an open one awaits payment or shows the
 * failed attempt (a payment already received while the order is still reserved reads as paid).
 */
export const orderLabelOf = ({ orderStatus, paymentStatus, refundStatus }: OrderAxes): OrderLabel => {
  if (refundStatus === 'pending') return 'refunding';
  if (refundStatus === 'refunded') return 'refunded';
  if (orderStatus === 'cancelled' || orderStatus === 'expired') return orderStatus;
  if (paymentStatus === 'received') return 'paid';
  if (orderStatus === 'completed') return 'finished';
  return paymentStatus === 'failed' ? 'payment_failed' : 'pending_payment';
};

export interface TicketLabelContext {
  /**
   * Whether the exhibition's entry has opened: before it a valid ticket reads "ticket issued", from then
   * on "not entered" until it is scanned. Unknown counts as not yet.
   */
  readonly entryOpen?: boolean;
}

/**
 * A ticket's label: revoked (given away when someone claimed it from the holder's gift) and locked (by a
 * refund under way, else by an open gift awaiting its claim) first, then its entry.
 */
export const ticketLabelOf = (
  { issueStatus, entryStatus, lockedBy, revokedReason }: TicketAxes,
  { entryOpen = false }: TicketLabelContext = {},
): TicketLabel => {
  if (issueStatus === 'revoked') return revokedReason === 'gifted' ? 'given_away' : 'revoked';
  if (issueStatus === 'locked') return lockedBy === 'refund' ? 'refunding' : 'locked';
  if (entryStatus === 'entered') return 'entered';
  return entryOpen ? 'not_entered' : 'issued';
};

/** The refund's own label, or undefined when there is no refund. */
export const refundLabelOf = ({ refundStatus }: Pick<Order, 'refundStatus'>): RefundLabel | undefined => {
  if (refundStatus === 'pending') return 'refunding';
  return refundStatus === 'none' ? undefined : refundStatus;
};

export const orderLabelKey = (order: OrderAxes): OrderLabelKey => `status.order.${orderLabelOf(order)}`;

export const ticketLabelKey = (ticket: TicketAxes, context?: TicketLabelContext): TicketLabelKey =>
  `status.ticket.${ticketLabelOf(ticket, context)}`;

export const refundLabelKey = (order: Pick<Order, 'refundStatus'>): RefundLabelKey | undefined => {
  const label = refundLabelOf(order);
  return label === undefined ? undefined : `status.refund.${label}`;
};
