// The status tabs of "my orders" (全部 / 待付款 / 已完成 / 退款售后) and the search by order number. The
// server filters the list by them (`order/list?status=&orderNo=`, its own copy of this rule held to it
// by a parity test); the page only names the tab. Each order is in "all" and at most one other tab.
import type { Order } from './order.types';

export const ORDER_TABS = ['all', 'awaiting', 'done', 'aftersales'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const isOrderTab = (value: unknown): value is OrderTab => (ORDER_TABS as readonly unknown[]).includes(value);

type TabFacts = Pick<Order, 'orderStatus' | 'paymentStatus' | 'refundStatus'>;

/**
 * Whether an order shows under a tab: awaiting payment (open, payment owed or its last attempt
 * failed); done (completed, no refund asked); after-sales (a refund under way, done or failed); all.
 * A cancelled or expired order shows only under "all".
 */
export const isInOrderTab = ({ orderStatus, paymentStatus, refundStatus }: TabFacts, tab: OrderTab): boolean => {
  switch (tab) {
    case 'all':
      return true;
    case 'awaiting':
      return orderStatus === 'reserved' && (paymentStatus === 'awaiting' || paymentStatus === 'failed');
    case 'done':
      return orderStatus === 'completed' && refundStatus === 'none';
    case 'aftersales':
      return refundStatus !== 'none';
  }
};

/** The most an order number search takes (an order number is 16 characters). */
export const ORDER_NO_SEARCH_MAX = 32;

/** What a typed order number is searched as: without blanks, in capitals (order numbers are `FP2026…`). */
export const orderNoQueryOf = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase().slice(0, ORDER_NO_SEARCH_MAX);

/** Whether an order's number holds the searched part (any part of it: people type the end they read); all when blank. */
export const orderNoMatches = ({ orderNo }: Pick<Order, 'orderNo'>, query: string): boolean => {
  const wanted = orderNoQueryOf(query);
  return wanted === '' || orderNo.toUpperCase().includes(wanted);
};
