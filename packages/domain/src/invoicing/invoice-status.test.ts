import { describe, expect, it } from 'vitest';
import { INVOICE_REFUSALS, INVOICE_STATUSES, type InvoiceApplication, type InvoiceStatus } from './invoice-application.types';
import { canApplyAgain, canDownloadInvoice, invoiceRefusalKey, invoiceStatusLabelKey } from './invoice-status';

const application = (status: InvoiceStatus, pdfUrl?: string): Pick<InvoiceApplication, 'status' | 'pdfUrl'> => ({ status, ...(pdfUrl === undefined ? {} : { pdfUrl }) });
const PDF = 'https://api.example.com/files/invoice/a1.pdf?expires=1&sig=x';

describe('an invoice application', () => {
  it('labels every status and refusal with its own key of the invoicing texts', () => {
    expect(INVOICE_STATUSES.map(invoiceStatusLabelKey)).toEqual(['status.applied', 'status.issuing', 'status.issued', 'status.failed', 'status.reversed']);
    expect(INVOICE_REFUSALS.map(invoiceRefusalKey)).toEqual(['refusal.free', 'refusal.not_cny', 'refusal.not_paid', 'refusal.refunded', 'refusal.applied']);
  });

  it('offers the PDF of an issued or reversed invoice whose address the server sent', () => {
    const downloadable = INVOICE_STATUSES.filter((status) => canDownloadInvoice(application(status, PDF)));
    expect(downloadable).toEqual(['issued', 'reversed']);
  });

  it('offers no PDF without its address', () => {
    expect(canDownloadInvoice(application('issued'))).toBe(false);
    expect(canDownloadInvoice(application('issued', ' '))).toBe(false);
  });
});

describe('applying for an invoice', () => {
  it('is offered for an order the server calls invoiceable', () => {
    expect(canApplyAgain({ invoiceable: true })).toBe(true);
    expect(canApplyAgain({ invoiceable: true, application: application('failed') })).toBe(true);
  });

  it('is offered again once the latest application failed', () => {
    const failed = application('failed');
    expect(canApplyAgain({ invoiceable: false, refusal: 'applied', application: failed })).toBe(true);
    expect(canApplyAgain({ invoiceable: false, application: failed })).toBe(true);
  });

  it('is not offered while an application stands, nor for an order refused for another reason', () => {
    for (const status of ['applied', 'issuing', 'issued', 'reversed'] as const)
      expect(canApplyAgain({ invoiceable: false, refusal: 'applied', application: application(status) })).toBe(false);
    const failed = application('failed');
    for (const refusal of ['free', 'not_cny', 'not_paid', 'refunded'] as const) expect(canApplyAgain({ invoiceable: false, refusal, application: failed })).toBe(false);
    expect(canApplyAgain({ invoiceable: false, refusal: 'free' })).toBe(false);
  });
});
