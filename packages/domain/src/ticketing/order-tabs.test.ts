import { describe, expect, it } from 'vitest';
import { isInOrderTab, isOrderTab, ORDER_TABS, orderNoMatches, orderNoQueryOf } from './order-tabs';
import type { OrderTab } from './order-tabs';

type Row = readonly [string, 'reserved' | 'completed' | 'cancelled' | 'expired', 'awaiting' | 'failed' | 'received' | 'not_required', 'none' | 'pending' | 'refunded' | 'failed', OrderTab | undefined];

/** The order states and the one tab besides "all" each shows under. */
const ORDER_TAB_CASES: readonly Row[] = [
  ['an unpaid order', 'reserved', 'awaiting', 'none', 'awaiting'],
  ['an order whose payment failed', 'reserved', 'failed', 'none', 'awaiting'],
  ['a paid order', 'completed', 'received', 'none', 'done'],
  ['a free order', 'completed', 'not_required', 'none', 'done'],
  ['a refund under way', 'completed', 'received', 'pending', 'aftersales'],
  ['a refunded order', 'completed', 'received', 'refunded', 'aftersales'],
  ['a refund that failed', 'completed', 'received', 'failed', 'aftersales'],
  ['a cancelled order', 'cancelled', 'awaiting', 'none', undefined],
  ['an expired order', 'expired', 'awaiting', 'none', undefined],
];

describe('the order tabs', () => {
  it.each(ORDER_TAB_CASES)('shows %s under "all" and its one tab', (_, orderStatus, paymentStatus, refundStatus, tab) => {
    const order = { orderStatus, paymentStatus, refundStatus } as const;
    expect(isInOrderTab(order, 'all')).toBe(true);
    for (const other of ORDER_TABS.filter((t) => t !== 'all')) expect(isInOrderTab(order, other)).toBe(other === tab);
  });

  it('knows its tabs and nothing else', () => {
    expect(ORDER_TABS.every(isOrderTab)).toBe(true);
    expect(isOrderTab('paid')).toBe(false);
    expect(isOrderTab(undefined)).toBe(false);
  });
});

describe('the search by order number', () => {
  it('finds an order by any part of its number, typed with blanks or in small letters', () => {
    expect(orderNoMatches({ orderNo: 'FP20260512100001' }, 'fp2026 0512')).toBe(true);
    expect(orderNoMatches({ orderNo: 'FP20260512100001' }, '100001')).toBe(true);
    expect(orderNoMatches({ orderNo: 'FP20260512100001' }, '100002')).toBe(false);
  });

  it('matches every order when nothing is typed, and cuts what is typed to a number’s length', () => {
    expect(orderNoMatches({ orderNo: 'FP1' }, '  ')).toBe(true);
    expect(orderNoQueryOf('x'.repeat(80))).toHaveLength(32);
  });
});
