// A header as the form holds it (every field text, as typed) and as it is sent: the fields the kind and
// the invoice type do not use are left out, so a personal header never carries a stale tax number.
import type { InvoiceHeader, SavedInvoiceHeader } from '@fairpass/domain/invoicing';

export interface HeaderValues {
  readonly kind: string;
  readonly invoiceType: string;
  readonly title: string;
  readonly taxNumber: string;
  readonly companyAddress: string;
  readonly telephone: string;
  readonly bankName: string;
  readonly bankAccount: string;
  readonly delivery: string;
  readonly deliverTo: string;
  readonly [field: string]: unknown;
}

export const EMPTY_HEADER: HeaderValues = {
  kind: 'enterprise',
  invoiceType: 'ordinary',
  title: '',
  taxNumber: '',
  companyAddress: '',
  telephone: '',
  bankName: '',
  bankAccount: '',
  delivery: 'email',
  deliverTo: '',
};

export const valuesOfHeader = (header: SavedInvoiceHeader): HeaderValues => ({
  kind: header.kind,
  invoiceType: header.invoiceType,
  title: header.title,
  taxNumber: header.taxNumber,
  companyAddress: header.companyAddress,
  telephone: header.telephone,
  bankName: header.bankName,
  bankAccount: header.bankAccount,
  delivery: header.delivery,
  deliverTo: header.deliverTo,
});

export function headerOfValues(values: HeaderValues): InvoiceHeader {
  const enterprise = values.kind === 'enterprise';
  const text = (value: string, used: boolean) => (used ? value.trim() : '');
  return {
    kind: enterprise ? 'enterprise' : 'personal',
    invoiceType: enterprise && values.invoiceType === 'special' ? 'special' : 'ordinary',
    title: values.title.trim(),
    taxNumber: text(values.taxNumber, enterprise).toUpperCase(),
    companyAddress: text(values.companyAddress, enterprise),
    telephone: text(values.telephone, enterprise),
    bankName: text(values.bankName, enterprise),
    bankAccount: text(values.bankAccount, enterprise),
    delivery: values.delivery === 'mobile' ? 'mobile' : 'email',
    deliverTo: values.deliverTo.trim(),
  };
}
