// The server's copies of issue 28's invoice rules give the domain's answers: when two headers are the
// same, and which English-invoice fields refuse Chinese (parity, as header-rules.test.ts).
import { englishInvoiceErrors as domainEnglishErrors, isSameHeader as domainSame, type InvoiceHeader } from '@fairpass/domain/invoicing';
import { describe, expect, it } from 'vitest';
import { englishInvoiceErrors, isSameHeader, type HeaderFields } from './header-rules';

const company: HeaderFields = {
  kind: 'enterprise',
  invoiceType: 'special',
  title: '上海示范会展服务有限公司',
  taxNumber: '91310115MA1K4B7Q28',
  companyAddress: '上海市浦东新区示范路 1 号',
  telephone: '021-12345678',
  bankName: '示范银行',
  bankAccount: '6222021234567890',
  delivery: 'email',
  deliverTo: 'finance@example.com',
};
const person: HeaderFields = { ...company, kind: 'personal', invoiceType: 'ordinary', title: '李雷', taxNumber: '', companyAddress: '', telephone: '', bankName: '', bankAccount: '', delivery: 'mobile', deliverTo: '13800000122' };

const PAIRS: ReadonlyArray<readonly [string, HeaderFields, HeaderFields]> = [
  ['the same', company, { ...company }],
  ['typed differently', company, { ...company, title: ` ${company.title}`, taxNumber: '9131 0115 ma1k 4b7q 28', telephone: '021 1234 5678', bankAccount: '6222 0212 3456 7890', deliverTo: 'FINANCE@example.com' }],
  ['another title', company, { ...company, title: '示范会展' }],
  ['another invoice type', company, { ...company, invoiceType: 'ordinary' }],
  ['another delivery', company, { ...company, delivery: 'mobile' }],
  ['a person with stale company fields', person, { ...person, taxNumber: 'X', bankName: 'Y' }],
  ['a person and a company', person, { ...company, title: '李雷' }],
];

describe('the server’s invoice rules of issue 28 and the domain’s', () => {
  it.each(PAIRS)('tell %s alike', (_what, a, b) => {
    expect(isSameHeader(a, b)).toBe(domainSame(a as InvoiceHeader, b as InvoiceHeader));
  });

  const english = { companyName: 'Nordic Trade AB', address: 'Kungsgatan 1, Stockholm', country: 'Sweden', contact: 'Anna Berg', email: 'anna@example.com', vatNumber: '' };
  it.each([
    english,
    { ...english, companyName: '北欧贸易' },
    { ...english, address: 'Kungsgatan 1，Stockholm' },
    { ...english, country: 'Россия', contact: '' },
    { ...english, contact: 'José Núñez' },
    { ...english, companyName: 'Ｎｏｒｄｉｃ' },
  ])('refuse the same English-invoice fields of %j', (invoice) => {
    expect(englishInvoiceErrors(invoice)).toEqual(domainEnglishErrors(invoice));
  });
});
