// The declared (Java) types of the invoice routes' replies (issue 14), for the Jackson-nulls switch
// (wire-field-types.ts explains the tables).
import { RC } from '../context';
import { pageOf, type FieldKinds, type JavaKind, type KindOf } from '../wire-field-types';
import type { InvoiceApplication, InvoiceEligibility, InvoiceHeader, InvoiceHeaderFields, SavedInvoiceHeader } from './invoicing-wire.types';

const HEADER_FIELDS = {
  kind: 'string',
  invoiceType: 'string',
  title: 'string',
  taxNumber: 'string',
  companyAddress: 'string',
  telephone: 'string',
  bankName: 'string',
  bankAccount: 'string',
  delivery: 'string',
  deliverTo: 'string',
} as const satisfies FieldKinds<InvoiceHeaderFields>;

export const INVOICE_HEADER: KindOf<InvoiceHeader> = { object: { id: 'string', ...HEADER_FIELDS, isDefault: 'boolean' } };

export const SAVED_INVOICE_HEADER: KindOf<SavedInvoiceHeader> = { object: { id: 'string', ...HEADER_FIELDS, isDefault: 'boolean', alreadySaved: 'boolean' } };

export const INVOICE_APPLICATION: KindOf<InvoiceApplication> = {
  object: {
    applicationId: 'string',
    orderId: 'string',
    orderNo: 'string',
    language: 'string',
    header: { object: HEADER_FIELDS },
    english: { object: { companyName: 'string', address: 'string', country: 'string', contact: 'string', email: 'string', vatNumber: 'string' } },
    amount: 'string',
    currency: 'string',
    status: 'string',
    failReason: 'string',
    invoiceNo: 'string',
    pdfUrl: 'string',
    applyTime: 'string',
    issueTime: 'string',
  },
};

export const INVOICE_ELIGIBILITY: KindOf<InvoiceEligibility> = {
  object: { orderId: 'string', orderNo: 'string', total: 'string', currency: 'string', invoiceable: 'boolean', refusal: 'string', application: INVOICE_APPLICATION },
};

/** The invoice routes' reply types (their own table, so a test can tell they all were called). */
export const INVOICING_REPLY_DATA: Readonly<Record<string, JavaKind>> = {
  [`GET ${RC}invoiceHeader/list`]: { list: INVOICE_HEADER },
  [`POST ${RC}invoiceHeader/save`]: SAVED_INVOICE_HEADER,
  [`POST ${RC}invoiceHeader/remove`]: 'boolean',
  [`POST ${RC}invoiceHeader/setDefault`]: { list: INVOICE_HEADER },
  [`GET ${RC}invoice/eligibility`]: INVOICE_ELIGIBILITY,
  [`GET ${RC}invoice/orders`]: pageOf(INVOICE_ELIGIBILITY),
  [`POST ${RC}invoice/apply`]: INVOICE_APPLICATION,
  [`POST ${RC}invoice/applyEn`]: INVOICE_APPLICATION,
  [`GET ${RC}invoice/list`]: pageOf(INVOICE_APPLICATION),
  [`GET ${RC}invoice/detail`]: INVOICE_APPLICATION,
};
