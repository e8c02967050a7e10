// Invoice applications and each order's eligibility as `RC invoice/*` sends them (docs/endpoints.md
// "Invoice headers and applications").
import type { InvoiceHeader } from './invoice-header';
import type { EnglishInvoice } from './english-invoice';

/** A header as saved on the server. */
export interface SavedInvoiceHeader extends InvoiceHeader {
  readonly id: string;
  readonly isDefault: boolean;
}

/**
 * What saving a header answers: the header as saved, and whether it was saved already — a new header
 * identical to one of the caller's (issue 28) is not saved twice: the server answers with that one.
 */
export interface SavedHeaderReply extends SavedInvoiceHeader {
  readonly alreadySaved: boolean;
}

export const INVOICE_STATUSES = ['applied', 'issuing', 'issued', 'failed', 'reversed'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Why an order cannot be invoiced (spec §5: above 0 and in RMB; and paid, not refunded, not applied). */
export const INVOICE_REFUSALS = ['free', 'not_cny', 'not_paid', 'refunded', 'applied'] as const;
export type InvoiceRefusal = (typeof INVOICE_REFUSALS)[number];

export interface InvoiceApplication {
  readonly applicationId: string;
  readonly orderId: string;
  readonly orderNo: string;
  readonly language: 'zh' | 'en';
  readonly header?: InvoiceHeader;
  readonly english?: EnglishInvoice;
  readonly amount: string;
  readonly currency: string;
  readonly status: InvoiceStatus;
  readonly failReason?: string;
  /** The 20-digit number of a fully digital e-invoice, once issued. */
  readonly invoiceNo?: string;
  /** A signed address of the PDF, valid for minutes; issued or reversed only. */
  readonly pdfUrl?: string;
  readonly applyTime: string;
  readonly issueTime?: string;
}

export interface InvoiceEligibility {
  readonly orderId: string;
  readonly orderNo: string;
  readonly total: string;
  readonly currency: string;
  readonly invoiceable: boolean;
  readonly refusal?: InvoiceRefusal;
  /** The latest application for the order. */
  readonly application?: InvoiceApplication;
}

/** Apply with a saved header, or with a new one (optionally saved on the way). */
export type InvoiceApplyRequest =
  | { readonly orderId: string; readonly headerId: string }
  | { readonly orderId: string; readonly header: InvoiceHeader; readonly saveHeader?: boolean };
