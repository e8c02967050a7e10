import { isValidCreditCode as domainCreditCode } from '@fairpass/domain';
import { englishInvoiceErrors as domainEnglishErrors, invoiceHeaderErrors as domainHeaderErrors } from '@fairpass/domain/invoicing';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { englishInvoiceErrors, invoiceHeaderErrors, isValidCreditCode, type EnglishFields, type HeaderFields } from './header-rules';

const blank = { taxNumber: '', companyAddress: '', telephone: '', bankName: '', bankAccount: '' };
const headers: HeaderFields[] = [
  { ...blank, kind: 'personal', invoiceType: 'ordinary', title: '李雷', delivery: 'mobile', deliverTo: '13800000122' },
  { ...blank, kind: 'personal', invoiceType: 'ordinary', title: ' ', delivery: 'email', deliverTo: 'not-mail' },
  { ...blank, kind: 'personal', invoiceType: 'special', title: '个人', delivery: 'mobile', deliverTo: '2345' },
  { ...blank, kind: 'enterprise', invoiceType: 'ordinary', title: 'A 公司', taxNumber: SEED.aftersales.creditCode, delivery: 'email', deliverTo: 'a@example.com' },
  { ...blank, kind: 'enterprise', invoiceType: 'ordinary', title: 'A 公司', taxNumber: '91310115MA1K4B7Q29', delivery: 'email', deliverTo: 'a@example.com' },
  { ...blank, kind: 'enterprise', invoiceType: 'ordinary', title: 'A 公司', taxNumber: '310115123456789', delivery: 'email', deliverTo: 'a@example.com' },
  { kind: 'enterprise', invoiceType: 'special', title: 'B 公司', taxNumber: SEED.aftersales.creditCode, companyAddress: '上海市浦东新区世博大道 1500 号', telephone: '021-1234 5678', bankName: '示范银行', bankAccount: '6222 0210 0100 1234', delivery: 'email', deliverTo: 'b@example.com' },
  { kind: 'enterprise', invoiceType: 'special', title: 'B 公司', taxNumber: '', companyAddress: '', telephone: 'call me', bankName: '', bankAccount: '12ab', delivery: 'mobile', deliverTo: '13800000122' },
];
const english: EnglishFields[] = [
  { companyName: 'Example Ltd.', address: '1 High Street', country: 'UK', contact: 'Ann', email: 'ap@example.com', vatNumber: '' },
  { companyName: 'Example Ltd.', address: '1 High Street', country: 'UK', contact: 'Ann', email: 'ap@example.com', vatNumber: 'GB 123 4567 89' },
  { companyName: '', address: ' ', country: '', contact: '', email: 'nope', vatNumber: '#' },
];

describe('the server’s copy of the domain’s invoice rules', () => {
  it('gives the same field errors as @fairpass/domain for every header and English invoice here', () => {
    for (const header of headers) {
      expect({ header, errors: invoiceHeaderErrors(header) }).toEqual({ header, errors: domainHeaderErrors(header) });
      expect({ header, errors: invoiceHeaderErrors(header, { legacyTaxNumbers: true }) }).toEqual({ header, errors: domainHeaderErrors(header, { legacyTaxNumbers: true }) });
    }
    for (const invoice of english) expect({ invoice, errors: englishInvoiceErrors(invoice) }).toEqual({ invoice, errors: domainEnglishErrors(invoice) });
  });

  it('checks credit codes as the domain does', () => {
    for (const code of [SEED.aftersales.creditCode, '91310115MA1K4B7Q29', '91350100M000100Y43', '9131011SMA1K4B7Q28', 'x']) expect(isValidCreditCode(code)).toBe(domainCreditCode(code));
  });
});
