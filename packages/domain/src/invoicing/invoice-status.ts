// What an invoice application's state lets the user do (docs/endpoints.md "Invoice headers and
// applications"): download the PDF of an issued invoice, or of a reversed one (the red-letter record
// after a refund); apply for an order the server calls invoiceable, or again after the latest
// application failed. Labels and refusals are keys of the app's `invoicing` texts.
import type { InvoiceApplication, InvoiceEligibility, InvoiceRefusal, InvoiceStatus } from './invoice-application.types';

export type InvoiceStatusLabelKey = `status.${InvoiceStatus}`;
export type InvoiceRefusalKey = `refusal.${InvoiceRefusal}`;

export const invoiceStatusLabelKey = (status: InvoiceStatus): InvoiceStatusLabelKey => `status.${status}`;

export const invoiceRefusalKey = (refusal: InvoiceRefusal): InvoiceRefusalKey => `refusal.${refusal}`;

/** Whether to offer the PDF: issued or reversed, with the signed address the server sent. */
export const canDownloadInvoice = ({ status, pdfUrl }: Pick<InvoiceApplication, 'status' | 'pdfUrl'>): boolean =>
  (status === 'issued' || status === 'reversed') && (pdfUrl ?? '').trim() !== '';

/**
 * Whether to offer "apply": the server calls the order invoiceable, or the latest application failed and
 * nothing but that application stands in the way (a free, foreign-currency, unpaid or refunded order stays
 * refused whatever became of its application).
 */
export const canApplyAgain = ({
  invoiceable,
  refusal,
  application,
}: Pick<InvoiceEligibility, 'invoiceable' | 'refusal'> & { readonly application?: Pick<InvoiceApplication, 'status'> }): boolean =>
  invoiceable || ((refusal === undefined || refusal === 'applied') && application?.status === 'failed');
