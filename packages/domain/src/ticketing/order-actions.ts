// What the user may do with an order, from its axes, so a screen offers only buttons the server will
// accept (the server checks again: ORDER.NOT_PAYABLE, ORDER.EXPIRED).
import { compareMoney } from './money';
import type { Order } from './order.types';

type PayableFacts = Pick<Order, 'orderStatus' | 'paymentStatus'>;

const isAwaitingPayment = ({ orderStatus, paymentStatus }: PayableFacts): boolean =>
  orderStatus === 'reserved' && (paymentStatus === 'awaiting' || paymentStatus === 'failed');

/**
 * Whether to offer "pay": the order is open and still owes its payment (a failed attempt may be tried
 * again, on the same order), and its time to pay has not run out (order-countdown.ts).
 */
export const canPay = (order: PayableFacts, remainingSeconds: number): boolean => isAwaitingPayment(order) && remainingSeconds > 0;

/** Whether to offer "cancel": an unpaid open order; once paid, it is a refund instead. */
export const canCancel = (order: PayableFacts): boolean => isAwaitingPayment(order);

/** Whether its lines may still be changed (`order/change`): an unpaid ticket order with time left. */
export const canChange = (order: PayableFacts & Pick<Order, 'kind'>, remainingSeconds: number): boolean =>
  order.kind === 'ticket' && canPay(order, remainingSeconds);

/** The currency an invoice (fapiao) can be issued in (spec §5). */
const INVOICE_CURRENCY = 'CNY';

/**
 * Whether to offer "apply for an invoice": a completed order that was paid, above 0, in CNY, whose money
 * is not being or has not been given back (a refund that failed leaves it paid). The invoice page still
 * says why not for what only the server knows (an application already made).
 */
export const canApplyInvoice = ({
  orderStatus,
  paymentStatus,
  refundStatus,
  total,
  currency,
}: Pick<Order, 'orderStatus' | 'paymentStatus' | 'refundStatus' | 'total' | 'currency'>): boolean =>
  orderStatus === 'completed' &&
  paymentStatus === 'received' &&
  (refundStatus === 'none' || refundStatus === 'failed') &&
  currency.trim().toUpperCase() === INVOICE_CURRENCY &&
  compareMoney({ amount: total, currency }, { amount: '0', currency }) === 1;
