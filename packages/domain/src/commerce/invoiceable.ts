// Spec §5: an order can be invoiced only if its amount is above 0 and it was paid in RMB. An order
// that is still unpaid, cancelled or refunded has nothing to invoice either, so when the status is
// known it must be paid or finished.
import { toNumber } from '../validation/numeric-value';
import { statusOf } from './status-label';

export type InvoiceableOrder = {
  /** Amounts arrive as numbers or as BigDecimal text ("88.00"). */
  readonly amount: number | string | null | undefined;
  readonly currency: string | null | undefined;
  readonly status?: number | string | null;
};

/** RMB is the currency's common name, CNY its ISO 4217 code; the backend may send either. */
const RENMINBI = new Set(['RMB', 'CNY']);
const INVOICEABLE_STATUSES = new Set(['PAID', 'FINISHED']);

export const isInvoiceable = (order: InvoiceableOrder): boolean => {
  const amount = toNumber(order.amount);
  if (amount === undefined || amount <= 0) return false;
  if (!RENMINBI.has((order.currency ?? '').trim().toUpperCase())) return false;
  if (order.status === undefined || order.status === null) return true;
  return INVOICEABLE_STATUSES.has(statusOf('order', order.status) ?? '');
};
