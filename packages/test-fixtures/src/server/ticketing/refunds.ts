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

/**
 * Why the order cannot be refunded now, if it cannot (issue 28: the true reason, never one word for all):
 * a refund under way or done; not paid, or nothing paid (free); not a ticket order (a catalogue, a
 * package); an upgrade's difference (refunded with nothing on its own); an order whose ticket was
 * upgraded (the ticket now stands on the upgrade); a ticket used to enter or given away; the window shut.
 */
function refusalOf(state: TicketingState, order: OrderRecord, now: number, deadline: number | undefined): RefundRefusal | undefined {
  if (order.refundStatus === 'pending') return 'refund_pending';
  if (order.refundStatus === 'refunded') return 'refunded';
  if (order.orderStatus !== 'completed' || (order.paymentStatus !== 'received' && order.paymentStatus !== 'not_required')) return 'not_paid';
  if (order.paymentStatus === 'not_required' || order.totalFen <= 0) return 'free';
  if (order.kind === 'upgrade') return 'upgrade_order';
  if (order.kind !== 'ticket') return 'not_ticket';
  const tickets = order.ticketIds.flatMap((id) => state.tickets.find(id) ?? []);
  if (tickets.some((t) => t.revokedReason === 'upgraded')) return 'upgraded';
  if (tickets.some((t) => t.entryStatus === 'entered')) return 'entered';
  if (tickets.some((t) => t.lockedBy === 'gift' || t.revokedReason === 'gifted')) return 'gifted';
  if (deadline !== undefined && now >= deadline) return 'window_closed';
  return undefined;
}

/** The refusal's words, in both languages (its stable code is 4301–4304). */
const REFUSAL_WORDS: Readonly<Record<Exclude<RefundRefusal, 'entered' | 'gifted' | 'window_closed'>, { cn: string; en: string }>> = {
  refund_pending: { cn: '该订单的退款正在处理中', en: 'A refund of this order is already under way' },
  refunded: { cn: '该订单已退款', en: 'This order has already been refunded' },
  not_paid: { cn: '该订单尚未支付，无需退款', en: 'This order has not been paid: there is nothing to refund' },
  free: { cn: '免费订单无需退款', en: 'This order was free: there is nothing to refund' },
  not_ticket: { cn: '只有门票订单可以退款', en: 'Only ticket orders can be refunded' },
  upgrade_order: { cn: '升级补差价不单独退款', en: 'The difference paid for an upgrade is not refunded on its own' },
  upgraded: { cn: '订单中的门票已升级，已升级的订单不能退款', en: 'A ticket of this order has been upgraded: an upgraded order cannot be refunded' },
  not_refundable: { cn: '该订单不可退款', en: 'This order cannot be refunded' },
};

const failureOf = (refusal: RefundRefusal, deadline: number | undefined): Outcome<never> => {
  if (refusal === 'entered') return refused(COMMERCE.refundTicketEntered, '订单中有门票已入场，不能退款', 'A ticket of this order has been used to enter: it cannot be refunded');
  if (refusal === 'gifted') return refused(COMMERCE.refundTicketGifted, '订单中有门票已转赠，不能退款', 'A ticket of this order has been given away: it cannot be refunded');
  if (refusal === 'window_closed') {
    return refused(COMMERCE.refundWindowClosed, '已过退款截止时间', 'The refund window has closed', deadline === undefined ? undefined : { deadline: beijingTime(deadline) });
  }
  const words = REFUSAL_WORDS[refusal];
  return refused(COMMERCE.notRefundable, words.cn, words.en);
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
