/**
 * @module @fairpass/domain/invoicing
 */
// The public surface of @fairpass/domain/invoicing: the names other packages use, nothing else.
export type { InvoicingGateway, SaveInvoiceHeaderRequest, EnglishInvoiceRequest, InvoicePageRequest } from './invoicing.gateway';
export { invoiceHeaderErrors } from './invoice-header';
export type { InvoiceHeader } from './invoice-header';
export { englishInvoiceErrors, isEnglishText, ENGLISH_ONLY_FIELDS } from './english-invoice';
export type { EnglishInvoice } from './english-invoice';
export type { SavedInvoiceHeader, SavedHeaderReply, InvoiceApplication, InvoiceEligibility, InvoiceApplyRequest } from './invoice-application.types';
export { sortHeaders, headerSummary } from './header-order';
export { isSameHeader, findSameHeader } from './same-header';
