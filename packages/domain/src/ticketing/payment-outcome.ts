// What /payTransition shows after polling the order's payment status. The client's own result (JSAPI
// "ok", a return from the H5 cashier) is not proof (WeChat's own guidance); only the server's answer is.
import type { PaymentStatusReply } from './order.types';

export type PaymentOutcome = 'paid' | 'pending' | 'failed' | 'cancelled' | 'expired';

/**
 * The outcome of one polled answer. A payment received is paid even before the order completes; a
 * completed order needed nothing more; a closed order is cancelled or expired; an open one failed on
 * its last attempt (it may be paid again) or is still pending.
 */
export const paymentOutcomeOf = ({ orderStatus, paymentStatus }: Pick<PaymentStatusReply, 'orderStatus' | 'paymentStatus'>): PaymentOutcome => {
  if (paymentStatus === 'received' || orderStatus === 'completed') return 'paid';
  if (orderStatus === 'cancelled' || orderStatus === 'expired') return orderStatus;
  return paymentStatus === 'failed' ? 'failed' : 'pending';
};

/**
 * Whether a settled order was a claim, not a payment: nothing was to be paid (a free order), so its
 * result says "claimed" (领取成功), never "paid" (支付成功).
 */
export const isClaim = ({ paymentStatus }: Pick<PaymentStatusReply, 'paymentStatus'>): boolean => paymentStatus === 'not_required';
