import { describe, expect, it } from 'vitest';
import { paymentOutcomeOf } from './payment-outcome';

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
