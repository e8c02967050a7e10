import { builderFilingErrors } from '@fairpass/domain/information';
import { describe, expect, it } from 'vitest';
import { filingRequestOf, initialBuilderValues, withoutRow, type BuilderValues } from './builder-values';

const filled = (): BuilderValues => ({
  ...initialBuilderValues(),
  company: ' 示范搭建公司 ',
  contactCount: 2,
  'contacts.0.name': '张三',
  'contacts.0.phone': '13800000001',
  'contacts.1.name': '李四',
  'contacts.1.phone': '13800000002',
  boothCount: 2,
  'boothNos.0': 'a1-001',
  'boothNos.1': 'A1-002',
  documents: [JSON.stringify({ fileId: 'f-1', name: 'plan.pdf', size: 10 })],
});

describe('the builder filing form', () => {
  it('makes the request the domain checks, booth numbers upper case', () => {
    const request = filingRequestOf(filled());
    expect(request).toEqual({
      company: '示范搭建公司',
      contacts: [
        { name: '张三', phone: '13800000001' },
        { name: '李四', phone: '13800000002' },
      ],
      boothNos: ['A1-001', 'A1-002'],
      documentIds: ['f-1'],
    });
    expect(builderFilingErrors(request)).toEqual({});
  });

  it('marks a row by the same key the form shows it under', () => {
    const errors = builderFilingErrors(filingRequestOf({ ...filled(), 'contacts.1.phone': '123' }));
    expect(Object.keys(errors)).toEqual(['contacts.1.phone']);
    expect(Object.hasOwn(initialBuilderValues(), 'contacts.1.phone')).toBe(true);
  });

  it('moves the later rows up when one is removed', () => {
    expect(withoutRow(filled(), 'contacts', 0)).toEqual({
      'contacts.0.name': '李四',
      'contacts.0.phone': '13800000002',
      'contacts.1.name': '',
      'contacts.1.phone': '',
      contactCount: 1,
    });
  });
});
