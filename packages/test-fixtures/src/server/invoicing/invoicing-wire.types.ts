// The invoice shapes of docs/endpoints.md "Invoice headers and applications" (issue 14), declared here as
// ticketing-wire.types.ts does for ticketing. Field names are the domain's (WeChat's chooseInvoiceTitle);
// a field a header does not use is absent, never "".

export type InvoiceHeaderKind = 'personal' | 'enterprise';
export type InvoiceType = 'ordinary' | 'special';
export type InvoiceDelivery = 'email' | 'mobile';
export type InvoiceStatus = 'applied' | 'issuing' | 'issued' | 'failed' | 'reversed';
export type InvoiceRefusal = 'free' | 'not_cny' | 'not_paid' | 'refunded' | 'applied';

/** A header's fields (an application's copy has these). */
export interface InvoiceHeaderFields {
  kind: InvoiceHeaderKind;
  invoiceType: InvoiceType;
  title: string;
  taxNumber?: string;
  companyAddress?: string;
  telephone?: string;
  bankName?: string;
  bankAccount?: string;
  delivery: InvoiceDelivery;
  deliverTo: string;
}

/** A saved header. */
export interface InvoiceHeader extends InvoiceHeaderFields {
  id: string;
  isDefault: boolean;
}

/** invoiceHeader/save's answer: `alreadySaved` when an identical header was saved before (issue 28), which it is. */
export interface SavedInvoiceHeader extends InvoiceHeader {
  alreadySaved: boolean;
}

export interface EnglishInvoiceFields {
  companyName: string;
  address: string;
  country: string;
  contact: string;
  email: string;
  vatNumber?: string;
}

export interface InvoiceApplication {
  applicationId: string;
  orderId: string;
  orderNo: string;
  language: 'zh' | 'en';
  header?: InvoiceHeaderFields;
  english?: EnglishInvoiceFields;
  amount: string;
  currency: string;
  status: InvoiceStatus;
  failReason?: string;
  invoiceNo?: string;
  pdfUrl?: string;
  applyTime: string;
  issueTime?: string;
}

export interface InvoiceEligibility {
  orderId: string;
  orderNo: string;
  total: string;
  currency: string;
  invoiceable: boolean;
  refusal?: InvoiceRefusal;
  application?: InvoiceApplication;
}
