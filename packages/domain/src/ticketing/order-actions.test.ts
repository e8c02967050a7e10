import { describe, expect, it } from 'vitest';
import { canApplyInvoice, canCancel, canChange, canPay } from './order-actions';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './status-axes';

describe('what the user may do with an order', () => {
  it.each([
    ['an unpaid order with time left', 'reserved', 'awaiting', 600, true],
    ['an order whose payment failed, with time left (pay again, same order)', 'reserved', 'failed', 1, true],
    ['an unpaid order whose time ran out', 'reserved', 'awaiting', 0, false],
    ['an unpaid order counted below zero', 'reserved', 'awaiting', -3, false],
    ['a paid order', 'completed', 'received', 600, false],
    ['a free order', 'completed', 'not_required', 600, false],
    ['a payment received before the order completes', 'reserved', 'received', 600, false],
    ['a cancelled order', 'cancelled', 'awaiting', 600, false],
    ['an expired order', 'expired', 'awaiting', 600, false],
  ] as const)('pays %s: %s', (_, orderStatus, paymentStatus, remaining, expected) => {
    expect(canPay({ orderStatus, paymentStatus }, remaining)).toBe(expected);
  });

  it('cancels only an open order that still owes its payment, whatever the time left', () => {
    const cancellable = ORDER_STATUSES.flatMap((orderStatus) =>
      PAYMENT_STATUSES.filter((paymentStatus) => canCancel({ orderStatus, paymentStatus })).map((paymentStatus) => `${orderStatus}/${paymentStatus}`),
    );
    expect(cancellable).toEqual(['reserved/awaiting', 'reserved/failed']);
  });

  it.each([
    ['an unpaid ticket order with time left', 'ticket', 600, true],
    ['an unpaid ticket order out of time', 'ticket', 0, false],
    ['an unpaid upgrade (its target is fixed)', 'upgrade', 600, false],
    ['an unpaid journal order', 'journal', 600, false],
  ] as const)('changes %s: %s', (_, kind, remaining, expected) => {
    expect(canChange({ kind, orderStatus: 'reserved', paymentStatus: 'awaiting' }, remaining)).toBe(expected);
  });

  it('does not change a paid ticket order', () => {
    expect(canChange({ kind: 'ticket', orderStatus: 'completed', paymentStatus: 'received' }, 600)).toBe(false);
  });

  it.each([
    ['a paid order', {}, true],
    ['a paid order whose refund failed (the money stayed)', { refundStatus: 'failed' }, true],
    ['a refunded order', { refundStatus: 'refunded' }, false],
    ['an order being refunded', { refundStatus: 'pending' }, false],
    ['an unpaid order', { orderStatus: 'reserved', paymentStatus: 'awaiting' }, false],
    ['a free order', { paymentStatus: 'not_required', total: '0.00' }, false],
    ['an order in another currency', { currency: 'USD' }, false],
  ] as const)('offers an invoice for %s: %s', (_, change, expected) => {
    const order = { orderStatus: 'completed', paymentStatus: 'received', refundStatus: 'none', total: '58.00', currency: 'CNY', ...change } as const;
    expect(canApplyInvoice(order)).toBe(expected);
  });
});
