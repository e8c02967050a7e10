import { describe, expect, it } from 'vitest';
import type { InvoiceHeader } from './invoice-header';
import { findSameHeader, isSameHeader } from './same-header';

const company: InvoiceHeader = {
  kind: 'enterprise',
  invoiceType: 'special',
  title: '上海示范会展服务有限公司',
  taxNumber: '91310115MA1K4B7Q28',
  companyAddress: '上海市浦东新区示范路 1 号',
  telephone: '021-12345678',
  bankName: '示范银行上海分行',
  bankAccount: '6222021234567890',
  delivery: 'email',
  deliverTo: 'finance@example.com',
};
const person: InvoiceHeader = { ...company, kind: 'personal', invoiceType: 'ordinary', title: '李雷', taxNumber: '', companyAddress: '', telephone: '', bankName: '', bankAccount: '', delivery: 'mobile', deliverTo: '13800000122' };

describe('two identical headers', () => {
  it('are the same however they were typed: blanks, case, spaces in numbers, separators in the phone', () => {
    expect(isSameHeader(company, { ...company })).toBe(true);
    expect(
      isSameHeader(company, {
        ...company,
        title: ' 上海示范会展服务有限公司 ',
        taxNumber: '9131 0115 ma1k 4b7q 28',
        telephone: '021 1234 5678',
        bankAccount: '6222 0212 3456 7890',
        companyAddress: '上海市浦东新区示范路  1 号',
        deliverTo: 'Finance@Example.com ',
      }),
    ).toBe(true);
  });

  it.each([
    ['the title', { title: '上海示范会展有限公司' }],
    ['the taxpayer ID', { taxNumber: '91350100M000100Y43' }],
    ['the bank account', { bankAccount: '6222021234567891' }],
    ['the invoice type', { invoiceType: 'ordinary' as const }],
    ['where the invoice goes', { deliverTo: 'boss@example.com' }],
    ['how it is sent', { delivery: 'mobile' as const, deliverTo: 'finance@example.com' }],
  ])('differ by %s', (_what, change) => {
    expect(isSameHeader(company, { ...company, ...change })).toBe(false);
  });

  it('compares only what a personal header uses, and never a personal header with a company', () => {
    expect(isSameHeader(person, { ...person, taxNumber: 'stale', bankName: 'stale' })).toBe(true);
    expect(isSameHeader(person, { ...company, title: '李雷', delivery: 'mobile', deliverTo: '13800000122' })).toBe(false);
  });
});

describe('finding the saved header a new one would duplicate', () => {
  const saved = [
    { ...company, id: 'h1' },
    { ...person, id: 'h2' },
  ];

  it('finds it, and none for a different header', () => {
    expect(findSameHeader(saved, { ...person, title: ' 李雷' })?.id).toBe('h2');
    expect(findSameHeader(saved, { ...person, title: '韩梅梅' })).toBeUndefined();
  });

  it('leaves out the header being edited', () => {
    expect(findSameHeader(saved, person, 'h2')).toBeUndefined();
    expect(findSameHeader(saved, company, 'h2')?.id).toBe('h1');
  });
});
