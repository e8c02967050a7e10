import { describe, expect, it } from 'vitest';
import { pollUntil } from './polling';

type Order = { status: 'pending' | 'paid' };
const interval = pollUntil<Order>({ settled: (order) => order.status === 'paid', everyMs: 2000, maxPolls: 3 });
const state = (data: Order | undefined, dataUpdateCount: number, status: 'pending' | 'success' | 'error' = 'success') =>
  ({ state: { data, dataUpdateCount, status } }) as Parameters<typeof interval>[0];

describe('asking again until the answer is final', () => {
  it('keeps asking while the order is pending', () => {
    expect(interval(state(undefined, 0, 'pending'))).toBe(2000);
    expect(interval(state({ status: 'pending' }, 1))).toBe(2000);
  });

  it('stops once the answer is final', () => {
    expect(interval(state({ status: 'paid' }, 2))).toBe(false);
  });

  it('stops after the last allowed answer, and on a failure', () => {
    expect(interval(state({ status: 'pending' }, 3))).toBe(false);
    expect(interval(state({ status: 'pending' }, 1, 'error'))).toBe(false);
  });
});
