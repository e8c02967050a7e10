// Identical headers are not saved twice (issue 28): two headers are the same when they would print the
// same invoice and send it to the same place — the same kind and invoice type, and the same text in every
// field that kind uses, read as people type it (surrounding and repeated blanks, letter case, the spaces
// in a taxpayer ID or bank account, the separators in a phone number carry no meaning). Fields the kind
// does not use (a personal header's taxpayer ID) are not compared.
import type { InvoiceHeader } from './invoice-header';

type Field = Exclude<keyof InvoiceHeader, 'kind' | 'invoiceType' | 'delivery'>;

const ENTERPRISE_FIELDS: readonly Field[] = ['title', 'taxNumber', 'companyAddress', 'telephone', 'bankName', 'bankAccount', 'deliverTo'];
const PERSONAL_FIELDS: readonly Field[] = ['title', 'deliverTo'];

/** A field's text as it counts for sameness. */
function comparable(field: Field, value: string): string {
  const text = value.trim().replace(/\s+/g, ' ').toUpperCase();
  if (field === 'taxNumber' || field === 'bankAccount') return text.replace(/ /g, '');
  if (field === 'telephone') return text.replace(/[ \-()]/g, '');
  return text;
}

/** Whether `a` and `b` are the same header (see above). */
export function isSameHeader(a: InvoiceHeader, b: InvoiceHeader): boolean {
  if (a.kind !== b.kind || a.invoiceType !== b.invoiceType || a.delivery !== b.delivery) return false;
  const fields = a.kind === 'enterprise' ? ENTERPRISE_FIELDS : PERSONAL_FIELDS;
  return fields.every((field) => comparable(field, a[field]) === comparable(field, b[field]));
}

/** The saved header `header` would duplicate, leaving out the one being edited (`exceptId`). */
export function findSameHeader<T extends InvoiceHeader & { readonly id: string }>(saved: readonly T[], header: InvoiceHeader, exceptId?: string): T | undefined {
  return saved.find((other) => other.id !== exceptId && isSameHeader(other, header));
}
