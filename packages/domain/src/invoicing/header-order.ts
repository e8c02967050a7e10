// Saved invoice headers as a list shows them: the default first, then enterprise headers before personal
// ones, otherwise in the server's order; and a header's one-line summary with its whole taxpayer ID. The
// list and the invoice form are the buyer's own (issue 28): a masked number could not be checked against
// the business licence, so it is shown in full, in capitals without spaces as the tax office writes it.
import type { InvoiceHeader } from './invoice-header';
import type { SavedInvoiceHeader } from './invoice-application.types';

export interface HeaderSummary {
  readonly title: string;
  /** Absent when the header has no taxpayer ID (a personal header). */
  readonly taxNumber?: string;
}

const rankOf = ({ isDefault, kind }: Pick<SavedInvoiceHeader, 'isDefault' | 'kind'>): number => (isDefault ? 0 : kind === 'enterprise' ? 1 : 2);

/** A sorted copy; headers of the same rank keep their order. */
export const sortHeaders = <T extends Pick<SavedInvoiceHeader, 'isDefault' | 'kind'>>(headers: readonly T[]): T[] =>
  [...headers].sort((a, b) => rankOf(a) - rankOf(b));

export const headerSummary = ({ title, taxNumber }: Pick<InvoiceHeader, 'title'> & { readonly taxNumber?: string }): HeaderSummary => {
  const number = (taxNumber ?? '').replace(/\s/g, '').toUpperCase();
  return number === '' ? { title: title.trim() } : { title: title.trim(), taxNumber: number };
};
