// The status tabs of "my orders" as the backend filters `order/list` by them (issue 28: 全部 / 待付款 /
// 已完成 / 退款售后), and the search by order number: the server's own copy of the domain's rule
// (domain ticketing/order-tabs.ts), held to it by order-tabs.test.ts.
import type { OrderRecord } from './orders';

export const ORDER_TABS = ['all', 'awaiting', 'done', 'aftersales'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const isOrderTab = (value: unknown): value is OrderTab => (ORDER_TABS as readonly unknown[]).includes(value);

/** Awaiting: open and owing; done: completed with no refund asked; after-sales: any refund; all: every order. */
export function isInOrderTab({ orderStatus, paymentStatus, refundStatus }: Pick<OrderRecord, 'orderStatus' | 'paymentStatus' | 'refundStatus'>, tab: OrderTab): boolean {
  if (tab === 'awaiting') return orderStatus === 'reserved' && (paymentStatus === 'awaiting' || paymentStatus === 'failed');
  if (tab === 'done') return orderStatus === 'completed' && refundStatus === 'none';
  if (tab === 'aftersales') return refundStatus !== 'none';
  return true;
}

/** The searched part of an order number: no blanks, capitals, at most 32 characters; every order for none. */
export function orderNoMatches({ orderNo }: Pick<OrderRecord, 'orderNo'>, query: string): boolean {
  const wanted = query.replace(/\s+/g, '').toUpperCase().slice(0, 32);
  return wanted === '' || orderNo.toUpperCase().includes(wanted);
}
