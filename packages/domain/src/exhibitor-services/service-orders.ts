// The company's service orders as the history shows them: newest first, and whether an invoice can be
// asked for (spec §5: amount above 0, in RMB, paid and not refunded — the ticketing rule, reused).
import { canApplyInvoice } from '../ticketing/order-actions';
import type { ServiceKind, ServiceOrder } from './exhibitor-services.types';

/** Whether the company may ask for an invoice for this order. */
export const serviceOrderInvoiceable = (order: Pick<ServiceOrder, 'orderStatus' | 'paymentStatus' | 'refundStatus' | 'total' | 'currency'>): boolean =>
  canApplyInvoice(order);

/** One kind's orders, newest first. */
export const ordersOfKind = <O extends Pick<ServiceOrder, 'kind' | 'createTime'>>(orders: readonly O[], kind: ServiceKind): O[] =>
  orders.filter((order) => order.kind === kind).sort((a, b) => b.createTime.localeCompare(a.createTime));
