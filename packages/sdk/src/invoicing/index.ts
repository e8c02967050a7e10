/**
 * The invoicing area: saved fapiao headers, whether an order can be invoiced, and applications for a
 * Chinese e-invoice or an English invoice, with the issued invoice's PDF.
 * @module @fairpass/sdk/invoicing
 */
// @fairpass/sdk/invoicing — the invoicing area (issue 14). Loaded into a client on first use:
//
//   import { getInvoicing } from '@fairpass/sdk/invoicing';
//   const invoicing = getInvoicing(client);
//   const application = await invoicing.applyInvoice.execute({ orderId, headerId }, { idempotencyKey });
import type { FairpassClient } from '../client';
import { lazyArea, type AreaOperations, type OperationNames } from '../di/lazy-area';
import type { INVOICING_OPERATIONS } from './invoicing.area';

export type { INVOICING_OPERATIONS } from './invoicing.area';

/** The invoicing area's operations; each `execute()` resolves to a `Result`. */
export type InvoicingApi = AreaOperations<typeof INVOICING_OPERATIONS>;

const NAMES = {
  listHeaders: true,
  saveHeader: true,
  removeHeader: true,
  setDefaultHeader: true,
  fetchEligibility: true,
  listInvoiceableOrders: true,
  applyInvoice: true,
  applyEnglishInvoice: true,
  listInvoices: true,
  fetchInvoice: true,
} as const satisfies OperationNames<typeof INVOICING_OPERATIONS>;

/** The invoicing area of `client`: its code is fetched, and loaded into the client's container, when an operation first runs. */
export function getInvoicing(client: FairpassClient): InvoicingApi {
  return lazyArea(client, { name: 'invoicing', operations: NAMES, load: async () => (await import('./invoicing.area')).invoicingArea });
}

export { INVOICING_ENDPOINTS } from './invoicing.endpoints';
export { invoiceFieldErrors } from './invoicing.normalisers';
export { ListHeadersUseCase } from './list-headers.use-case';
export { SaveHeaderUseCase, type SaveHeaderInput } from './save-header.use-case';
export { RemoveHeaderUseCase } from './remove-header.use-case';
export { SetDefaultHeaderUseCase } from './set-default-header.use-case';
export { FetchEligibilityUseCase } from './fetch-eligibility.use-case';
export { ListInvoiceableOrdersUseCase } from './list-invoiceable-orders.use-case';
export { ApplyInvoiceUseCase } from './apply-invoice.use-case';
export { ApplyEnglishInvoiceUseCase, type ApplyEnglishInvoiceInput } from './apply-english-invoice.use-case';
export { ListInvoicesUseCase } from './list-invoices.use-case';
export { FetchInvoiceUseCase } from './fetch-invoice.use-case';

// what each operation can fail with (its error type is `ErrorOf<typeof LIST>`)
export { APPLICATION_FAILURES, APPLY_INVOICE_ERRORS } from './apply-invoice.use-case';
export { APPLY_ENGLISH_INVOICE_ERRORS } from './apply-english-invoice.use-case';
export { FETCH_ELIGIBILITY_ERRORS } from './fetch-eligibility.use-case';
export { FETCH_INVOICE_ERRORS } from './fetch-invoice.use-case';
export { LIST_HEADERS_ERRORS } from './list-headers.use-case';
export { LIST_INVOICEABLE_ORDERS_ERRORS } from './list-invoiceable-orders.use-case';
export { LIST_INVOICES_ERRORS } from './list-invoices.use-case';
export { REMOVE_HEADER_ERRORS } from './remove-header.use-case';
export { SAVE_HEADER_ERRORS } from './save-header.use-case';
export { SET_DEFAULT_HEADER_ERRORS } from './set-default-header.use-case';
