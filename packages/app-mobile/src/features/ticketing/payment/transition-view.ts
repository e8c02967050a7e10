// What /payTransition shows for the server's latest answer: the server's outcome decides; the WeChat
// sheet's own "cancel"/"fail" only words an order the server still holds unpaid; "processing" once the
// polling schedule is spent; a free order settled is a claim.
import { isClaim, paymentOutcomeOf, type PaymentStatusReply } from '@fairpass/domain/ticketing';

export type TransitionKind = 'checking' | 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired' | 'closed';

export interface TransitionView {
  readonly kind: TransitionKind;
  readonly status: 'success' | 'error' | 'info' | 'waiting' | 'warning';
  readonly title:
    | 'pay.checking'
    | 'pay.pending'
    | 'pay.paid'
    | 'pay.claimed'
    | 'pay.failed'
    | 'pay.cancelled'
    | 'pay.expired'
    | 'order.cancelled';
  readonly body?: 'pay.pendingBody' | 'pay.paidBody' | 'pay.claimedBody' | 'pay.failedBody' | 'pay.cancelledBody' | 'pay.expiredBody';
}

const CHECKING: TransitionView = { kind: 'checking', status: 'waiting', title: 'pay.checking' };

export function transitionViewOf(reply: PaymentStatusReply | undefined, sheet: string | null, processing: boolean): TransitionView {
  if (!reply) return CHECKING;
  switch (paymentOutcomeOf(reply)) {
    case 'paid':
      // A free order was claimed, not paid (issue 28: "领取成功", never "支付成功").
      return isClaim(reply)
        ? { kind: 'paid', status: 'success', title: 'pay.claimed', body: 'pay.claimedBody' }
        : { kind: 'paid', status: 'success', title: 'pay.paid', body: 'pay.paidBody' };
    case 'expired':
      return { kind: 'expired', status: 'warning', title: 'pay.expired', body: 'pay.expiredBody' };
    case 'cancelled':
      return { kind: 'closed', status: 'info', title: 'order.cancelled' };
    case 'failed':
      return { kind: 'failed', status: 'error', title: 'pay.failed', body: 'pay.failedBody' };
    case 'pending':
      if (sheet === 'cancel') return { kind: 'cancelled', status: 'info', title: 'pay.cancelled', body: 'pay.cancelledBody' };
      if (sheet === 'fail') return { kind: 'failed', status: 'error', title: 'pay.failed', body: 'pay.failedBody' };
      return processing ? { kind: 'pending', status: 'waiting', title: 'pay.pending', body: 'pay.pendingBody' } : CHECKING;
  }
}
