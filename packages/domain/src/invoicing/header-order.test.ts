import { describe, expect, it } from 'vitest';
import type { SavedInvoiceHeader } from './invoice-application.types';
import { headerSummary, sortHeaders } from './header-order';

type Row = Pick<SavedInvoiceHeader, 'id' | 'isDefault' | 'kind'>;
const row = (id: string, kind: Row['kind'], isDefault = false): Row => ({ id, kind, isDefault });

describe('the saved headers in a list', () => {
  it('puts the default first, then enterprises before people, keeping the order within each', () => {
    const headers = [row('p1', 'personal'), row('e1', 'enterprise'), row('p2', 'personal', true), row('e2', 'enterprise'), row('p3', 'personal')];
    expect(sortHeaders(headers).map((header) => header.id)).toEqual(['p2', 'e1', 'e2', 'p1', 'p3']);
  });

  it('leaves the given list as it was', () => {
    const headers = [row('p1', 'personal'), row('e1', 'enterprise')];
    sortHeaders(headers);
    expect(headers.map((header) => header.id)).toEqual(['p1', 'e1']);
  });

  it('handles an empty list', () => {
    expect(sortHeaders([])).toEqual([]);
  });
});

describe("a header's summary", () => {
  it("shows the title and the buyer's own taxpayer ID in full, unmasked", () => {
    expect(headerSummary({ title: '新客贸易有限公司', taxNumber: '91350100M000100Y43' })).toEqual({ title: '新客贸易有限公司', taxNumber: '91350100M000100Y43' });
  });

  it('shows a 15-character legacy number as written, in capitals without spaces', () => {
    expect(headerSummary({ title: 'A', taxNumber: '1101 0812 3456 78x' })).toEqual({ title: 'A', taxNumber: '11010812345678X' });
  });

  it('has no taxpayer ID for a personal header', () => {
    expect(headerSummary({ title: ' 陈新客 ', taxNumber: '' })).toEqual({ title: '陈新客' });
    expect(headerSummary({ title: '陈新客' })).toEqual({ title: '陈新客' });
  });
});
