// Whole-order refunds, as Chinese ticketing commonly does them: within the window of the order's ticket
// types, never for a ticket already used or given away. The preview says what the server will pay back
// (the whole order) or why not; applying locks the order's tickets ('refund') until it settles
// (refund-settlement.ts: 60 s later on the server clock, or the test hook).
import { beijingTime } from '../kit/beijing-time';
import { ownedBy } from '../kit/buyer';
import { ORDER } from './checkout';
import { COMMERCE, done, notFound, refused, type Outcome } from '../kit/commerce-failure';
import { CURRENCY, yuan } from '../kit/money';
import type { OrderRecord } from './orders';
import { REFUND_SETTLES_AFTER_MS, settleRefund, type RefundOutcome } from './refund-settlement';
import type { TicketingState } from './ticketing-state';
import type { RefundPreview, RefundReason, RefundRefusal } from './ticketing-wire.types';

export const REFUND_REASONS: readonly RefundReason[] = ['plans_changed', 'bought_by_mistake', 'duplicate', 'other'];
const REASON_TEXT_MAX = 200;

/** The refund window's end: the earliest deadline of the order's ticket types (none for other orders). */
function deadlineOf(state: TicketingState, order: OrderRecord): number | undefined {
  const deadlines = order.lines.flatMap((line) => {
    const type = state.type(line.ticketTypeId);
    return type ? [type.refundDeadlineAt] : [];
  });
  return deadlines.length === 0 ? undefined : Math.min(...deadlines);
}

/** Why the order cannot be refunded now, if it cannot. */
function refusalOf(state: TicketingState, order: OrderRecord, now: number, deadline: number | undefined): RefundRefusal | undefined {
  const tickets = order.ticketIds.flatMap((id) => state.tickets.find(id) ?? []);
  const paid = order.orderStatus === 'completed' && order.paymentStatus === 'received' && order.totalFen > 0;
  // Only ticket orders: an upgrade's or a catalogue's money is not refunded on its own, nor an order whose ticket was upgraded.
  if (!paid || order.kind !== 'ticket' || order.refundStatus === 'pending' || order.refundStatus === 'refunded' || tickets.some((t) => t.revokedReason === 'upgraded')) {
    return 'not_refundable';
  }
  if (tickets.some((t) => t.entryStatus === 'entered')) return 'entered';
  if (tickets.some((t) => t.lockedBy === 'gift' || t.revokedReason === 'gifted')) return 'gifted';
  if (deadline !== undefined && now >= deadline) return 'window_closed';
  return undefined;
}

const failureOf = (refusal: RefundRefusal, deadline: number | undefined): Outcome<never> => {
  if (refusal === 'entered') return refused(COMMERCE.refundTicketEntered, '订单中有门票已入场，不能退款', 'A ticket of this order has been used to enter: it cannot be refunded');
  if (refusal === 'gifted') return refused(COMMERCE.refundTicketGifted, '订单中有门票已转赠，不能退款', 'A ticket of this order has been given away: it cannot be refunded');
  if (refusal === 'window_closed') {
    return refused(COMMERCE.refundWindowClosed, '已过退款截止时间', 'The refund window has closed', deadline === undefined ? undefined : { deadline: beijingTime(deadline) });
  }
  return refused(COMMERCE.notRefundable, '该订单不可退款', 'This order cannot be refunded');
};

export function previewRefund(state: TicketingState, personId: string, orderId: string): Outcome<RefundPreview> {
  const now = state.now();
  const order = ownedBy(state.orders.find(orderId), personId);
  if (!order) return notFound(ORDER);
  const deadline = deadlineOf(state, order);
  const refusal = refusalOf(state, order, now, deadline);
  return done({
    orderId: order.orderId,
    refundable: refusal === undefined,
    ...(refusal ? { refusal } : {}),
    amount: yuan(order.totalFen),
    currency: order.currency ?? CURRENCY,
    ...(deadline === undefined ? {} : { deadline: beijingTime(deadline) }),
    serverTime: now,
  });
}

export function applyRefund(state: TicketingState, personId: string, body: Record<string, unknown>): Outcome<OrderRecord> {
  const now = state.now();
  const order = ownedBy(state.orders.find(typeof body.orderId === 'string' ? body.orderId : ''), personId);
  if (!order) return notFound(ORDER);
  const reason = REFUND_REASONS.find((r) => r === body.reason);
  if (!reason) return refused(400, '请选择退款原因', 'Choose a reason for the refund');
  const reasonText = typeof body.reasonText === 'string' ? body.reasonText.trim() : '';
  if (reason === 'other' && reasonText === '') return refused(400, '请填写退款原因', 'Describe the reason for the refund');
  if (reasonText.length > REASON_TEXT_MAX) return refused(400, `退款原因最多 ${REASON_TEXT_MAX} 字`, `The reason is at most ${REASON_TEXT_MAX} characters`);
  const deadline = deadlineOf(state, order);
  const refusal = refusalOf(state, order, now, deadline);
  if (refusal) return failureOf(refusal, deadline);
  for (const id of order.ticketIds) {
    const ticket = state.tickets.find(id);
    if (ticket?.issueStatus === 'issued') state.tickets.lock(ticket, 'refund');
  }
  order.refundStatus = 'pending';
  order.refund = { reason, ...(reasonText ? { reasonText } : {}), appliedAt: now, settlesAt: now + REFUND_SETTLES_AFTER_MS };
  return done(order);
}

/** The test hook: WeChat's answer to a pending refund, now. */
export function settleRefundNow(state: TicketingState, orderId: string, outcome: RefundOutcome): Outcome<OrderRecord> {
  const now = state.now();
  const order = state.orders.find(orderId);
  if (!order) return notFound(ORDER);
  if (order.refundStatus !== 'pending') return refused(400, '该订单没有进行中的退款', 'The order has no refund in progress');
  settleRefund(state, order, outcome, now);
  return done(order);
}
