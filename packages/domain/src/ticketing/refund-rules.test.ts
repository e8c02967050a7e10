import { describe, expect, it } from 'vitest';
import { canRequestRefund, REFUND_REASON_TEXT_MAX, refundRequestErrors } from './refund-rules';
import { REFUND_REASONS, type RefundReason } from './refund.types';
import { ORDER_STATUSES, PAYMENT_STATUSES, REFUND_STATUSES } from './status-axes';

describe('the refund request', () => {
  it.each(REFUND_REASONS.filter((reason) => reason !== 'other'))('sends the reason %s on its own', (reason) => {
    expect(refundRequestErrors({ reason })).toEqual({});
  });

  it('asks for a reason, and only one of the listed ones', () => {
    expect(refundRequestErrors({ reason: '' as RefundReason })).toEqual({ reason: ['VALIDATION.REQUIRED'] });
    expect(refundRequestErrors({ reason: 'changed_mind' as RefundReason })).toEqual({ reason: ['VALIDATION.OUT_OF_RANGE'] });
  });

  it('needs the words of an "other" reason, at most 200 characters', () => {
    expect(refundRequestErrors({ reason: 'other', reasonText: '行程冲突' })).toEqual({});
    expect(refundRequestErrors({ reason: 'other' })).toEqual({ reasonText: ['VALIDATION.REQUIRED'] });
    expect(refundRequestErrors({ reason: 'other', reasonText: '  ' })).toEqual({ reasonText: ['VALIDATION.REQUIRED'] });
    expect(refundRequestErrors({ reason: 'other', reasonText: '退'.repeat(REFUND_REASON_TEXT_MAX) })).toEqual({});
    expect(refundRequestErrors({ reason: 'other', reasonText: '退'.repeat(REFUND_REASON_TEXT_MAX + 1) })).toEqual({ reasonText: ['VALIDATION.TOO_LONG'] });
  });

  it('keeps optional words within 200 characters too', () => {
    expect(refundRequestErrors({ reason: 'duplicate', reasonText: 'x'.repeat(REFUND_REASON_TEXT_MAX + 1) })).toEqual({ reasonText: ['VALIDATION.TOO_LONG'] });
  });
});

describe('whether to offer a refund', () => {
  const paid = { orderStatus: 'completed', paymentStatus: 'received', refundStatus: 'none', total: '128.00', currency: 'CNY' } as const;

  it('offers it for a completed, paid order with no refund yet, or after a failed one', () => {
    expect(canRequestRefund(paid)).toBe(true);
    expect(canRequestRefund({ ...paid, refundStatus: 'failed' })).toBe(true);
  });

  it('offers it only for that combination of the axes', () => {
    const offered = ORDER_STATUSES.flatMap((orderStatus) =>
      PAYMENT_STATUSES.flatMap((paymentStatus) =>
        REFUND_STATUSES.filter((refundStatus) => canRequestRefund({ ...paid, orderStatus, paymentStatus, refundStatus })).map(
          (refundStatus) => `${orderStatus}/${paymentStatus}/${refundStatus}`,
        ),
      ),
    );
    expect(offered).toEqual(['completed/received/none', 'completed/received/failed']);
  });

  it.each(['0', '0.00', '-1.00', '', 'abc'])('does not offer it for a total of %j', (total) => {
    expect(canRequestRefund({ ...paid, total })).toBe(false);
  });
});
