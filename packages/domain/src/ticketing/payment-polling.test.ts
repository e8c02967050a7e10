import { describe, expect, it } from 'vitest';
import { nativePollPlan, nextPollStep, PAYMENT_POLL_PLAN, pollDelayMs, pollSchedule } from './payment-polling';

const pending = { orderStatus: 'reserved', paymentStatus: 'awaiting' } as const;

describe('the payment polling plan', () => {
  it('re-checks from 1.5 s on, each wait longer up to 3 s, for about 15 s', () => {
    const schedule = pollSchedule();
    expect(schedule).toEqual([1500, 1875, 2344, 2930, 3000, 3000]);
    const total = schedule.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeLessThanOrEqual(PAYMENT_POLL_PLAN.budgetMs);
    expect(total + 3000).toBeGreaterThan(PAYMENT_POLL_PLAN.budgetMs);
  });

  it('follows another plan', () => {
    expect(pollSchedule({ firstDelayMs: 1000, growth: 2, maxDelayMs: 4000, budgetMs: 12_000 })).toEqual([1000, 2000, 4000, 4000]);
    expect(pollSchedule({ firstDelayMs: 0, growth: 2, maxDelayMs: 4000, budgetMs: 12_000 })).toEqual([]);
    expect(pollSchedule({ firstDelayMs: 1000, growth: 0.1, maxDelayMs: 4000, budgetMs: 12_000 })).toEqual([1000, 100, 10, 1]);
  });

  it('gives the wait before each re-check, and none once spent', () => {
    expect(pollDelayMs(0)).toBe(1500);
    expect(pollDelayMs(5)).toBe(3000);
    expect(pollDelayMs(6)).toBeUndefined();
  });
});

describe('nextPollStep', () => {
  it('stops at the first answer that settles it', () => {
    expect(nextPollStep({ orderStatus: 'completed', paymentStatus: 'received' }, 1)).toEqual({ kind: 'done', outcome: 'paid' });
    expect(nextPollStep({ orderStatus: 'reserved', paymentStatus: 'failed' }, 3)).toEqual({ kind: 'done', outcome: 'failed' });
    expect(nextPollStep({ orderStatus: 'expired', paymentStatus: 'awaiting' }, 7)).toEqual({ kind: 'done', outcome: 'expired' });
  });

  it('waits and asks again while pending, with growing waits', () => {
    expect(nextPollStep(pending, 1)).toEqual({ kind: 'wait', delayMs: 1500 });
    expect(nextPollStep(pending, 2)).toEqual({ kind: 'wait', delayMs: 1875 });
    expect(nextPollStep(pending, 6)).toEqual({ kind: 'wait', delayMs: 3000 });
  });

  it('says processing once the plan is spent, and again after each manual re-check', () => {
    expect(nextPollStep(pending, 7)).toEqual({ kind: 'processing' });
    expect(nextPollStep(pending, 8)).toEqual({ kind: 'processing' });
  });

  it('takes a count below one as the first answer', () => {
    expect(nextPollStep(pending, 0)).toEqual({ kind: 'wait', delayMs: 1500 });
  });
});

describe('nativePollPlan', () => {
  const pending = { orderStatus: 'reserved', paymentStatus: 'awaiting' } as const;

  it('keeps re-checking every 3 s for as long as the QR code can be paid, then says processing', () => {
    const plan = nativePollPlan(60);
    const waits = pollSchedule(plan);
    expect(waits.slice(0, 5)).toEqual([1500, 1875, 2344, 2930, 3000]);
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBeLessThanOrEqual(60_000);
    expect(waits.length).toBeGreaterThan(20);
    expect(nextPollStep(pending, waits.length, plan)).toEqual({ kind: 'wait', delayMs: 3000 });
    expect(nextPollStep(pending, waits.length + 1, plan)).toEqual({ kind: 'processing' });
  });

  it('says processing at once for an order with no time left, and still reports an outcome', () => {
    expect(nextPollStep(pending, 1, nativePollPlan(-5))).toEqual({ kind: 'processing' });
    expect(nextPollStep({ orderStatus: 'expired', paymentStatus: 'awaiting' }, 1, nativePollPlan(0))).toEqual({ kind: 'done', outcome: 'expired' });
  });
});
