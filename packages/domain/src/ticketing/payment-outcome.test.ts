import { describe, expect, it } from 'vitest';
import { isClaim, paymentOutcomeOf } from './payment-outcome';

describe('paymentOutcomeOf', () => {
  it.each([
    ['reserved', 'awaiting', 'pending'],
    ['reserved', 'failed', 'failed'],
    ['reserved', 'received', 'paid'],
    ['completed', 'received', 'paid'],
    ['completed', 'not_required', 'paid'],
    ['cancelled', 'awaiting', 'cancelled'],
    ['cancelled', 'failed', 'cancelled'],
    ['expired', 'awaiting', 'expired'],
    ['expired', 'received', 'paid'],
    ['reserved', 'not_required', 'pending'],
  ] as const)('reads an order %s with payment %s as %s', (orderStatus, paymentStatus, outcome) => {
    expect(paymentOutcomeOf({ orderStatus, paymentStatus })).toBe(outcome);
  });
});

describe('a free order settled', () => {
  it('is a claim (领取成功), and a received payment is not', () => {
    expect(isClaim({ paymentStatus: 'not_required' })).toBe(true);
    expect(isClaim({ paymentStatus: 'received' })).toBe(false);
  });
});
