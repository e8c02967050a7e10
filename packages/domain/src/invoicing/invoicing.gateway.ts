// The invoicing endpoints (docs/endpoints.md "Invoice headers and applications"): the caller's saved
// fapiao headers, each order's eligibility, and the applications (Chinese or English invoice).
import type { DomainError, Result } from '../errors/result';
import type {
  InvoiceApplication,
  InvoiceApplyRequest,
  InvoiceEligibility,
  SavedHeaderReply,
  SavedInvoiceHeader,
} from '../invoicing/invoice-application.types';
import type { EnglishInvoice } from '../invoicing/english-invoice';
import type { InvoiceHeader } from '../invoicing/invoice-header';
import type { CallOptions } from '../ports/call-options';
import type { Page, PageRequest } from '../ports/page';

/** What `invoiceHeader/save` takes: a header to add (no `id`) or the new content of a saved one. */
export type SaveInvoiceHeaderRequest = InvoiceHeader & { readonly id?: string };

/** What `invoice/applyEn` takes: the order and the English invoice's details (the VAT number optional). */
export type EnglishInvoiceRequest = Omit<EnglishInvoice, 'vatNumber'> & { readonly orderId: string; readonly vatNumber?: string };

/** A page of the caller's orders or applications on one exhibition. */
export interface InvoicePageRequest extends PageRequest {
  readonly exhibitionId: string;
}

export interface InvoicingGateway {
  /** The caller's saved headers, the default first. */
  headers(options?: CallOptions): Promise<Result<readonly SavedInvoiceHeader[], DomainError>>;
  /**
   * Adds a header (no `id`) or edits one; the server checks it with the domain's rules. A new header
   * identical to a saved one answers with that one (`alreadySaved`); an edit that would copy another is
   * INVOICE.HEADER_DUPLICATE.
   */
  saveHeader(header: SaveInvoiceHeaderRequest, options?: CallOptions): Promise<Result<SavedHeaderReply, DomainError>>;
  removeHeader(id: string, options?: CallOptions): Promise<Result<true, DomainError>>;
  /** Makes a header the default; answers with every header, the default first. */
  setDefaultHeader(id: string, options?: CallOptions): Promise<Result<readonly SavedInvoiceHeader[], DomainError>>;
  /** Whether an order can be invoiced, why not, and its latest application. */
  eligibility(orderId: string, options?: CallOptions): Promise<Result<InvoiceEligibility, DomainError>>;
  /** Every completed order of the caller's, newest first, with its eligibility. */
  invoiceableOrders(input: InvoicePageRequest, options?: CallOptions): Promise<Result<Page<InvoiceEligibility>, DomainError>>;
  /** Applies for a Chinese invoice with a saved header or a new one. */
  apply(input: InvoiceApplyRequest, options?: CallOptions): Promise<Result<InvoiceApplication, DomainError>>;
  /** Applies for an English invoice. */
  applyEnglish(input: EnglishInvoiceRequest, options?: CallOptions): Promise<Result<InvoiceApplication, DomainError>>;
  /** The caller's applications, newest first. */
  invoices(input: InvoicePageRequest, options?: CallOptions): Promise<Result<Page<InvoiceApplication>, DomainError>>;
  invoice(applicationId: string, options?: CallOptions): Promise<Result<InvoiceApplication, DomainError>>;
}
