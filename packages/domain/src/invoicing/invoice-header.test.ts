import { describe, expect, it } from 'vitest';
import { creditCodeCheckCharacter } from '../validation/credit-code';
import { invoiceHeaderErrors, isAcceptedTaxNumber, type InvoiceHeader } from './invoice-header';

const CODE17 = '91350100M000100Y4';
const VALID_CODE = CODE17 + creditCodeCheckCharacter(CODE17);

const personal: InvoiceHeader = {
  kind: 'personal',
  invoiceType: 'ordinary',
  title: '陈新客',
  taxNumber: '',
  companyAddress: '',
  telephone: '',
  bankName: '',
  bankAccount: '',
  delivery: 'email',
  deliverTo: 'chen@example.com',
};
const enterprise: InvoiceHeader = { ...personal, kind: 'enterprise', title: '新客贸易有限公司', taxNumber: VALID_CODE };
const special: InvoiceHeader = {
  ...enterprise,
  invoiceType: 'special',
  companyAddress: '广州市海珠区阅江中路 380 号',
  telephone: '020-89338888',
  bankName: '中国银行广州海珠支行',
  bankAccount: '6217 8580 0000 1234 567',
};

describe('an invoice header', () => {
  it('saves a personal ordinary header with a title and where to send the e-invoice', () => {
    expect(invoiceHeaderErrors(personal)).toEqual({});
  });

  it('needs an enterprise taxpayer ID whose GB 32100 check character is right', () => {
    expect(invoiceHeaderErrors(enterprise)).toEqual({});
    expect(invoiceHeaderErrors({ ...enterprise, taxNumber: '' })).toEqual({ taxNumber: ['VALIDATION.REQUIRED'] });
    const wrongCheck = CODE17 + (creditCodeCheckCharacter(CODE17) === '0' ? '1' : '0');
    expect(invoiceHeaderErrors({ ...enterprise, taxNumber: wrongCheck })).toEqual({ taxNumber: ['VALIDATION.CREDIT_CODE_INVALID'] });
  });

  it('takes a 15- or 20-character taxpayer ID only where the organiser allows the old numbers', () => {
    expect(isAcceptedTaxNumber('110108123456789')).toBe(false);
    expect(isAcceptedTaxNumber('110108123456789', { legacyTaxNumbers: true })).toBe(true);
    expect(isAcceptedTaxNumber('11010812345678901234', { legacyTaxNumbers: true })).toBe(true);
    expect(isAcceptedTaxNumber('1101081234', { legacyTaxNumbers: true })).toBe(false);
  });

  it('needs address, phone, bank and account for a special invoice, which only an enterprise can have', () => {
    expect(invoiceHeaderErrors(special)).toEqual({});
    expect(invoiceHeaderErrors({ ...special, companyAddress: ' ', bankAccount: '' })).toEqual({
      companyAddress: ['VALIDATION.REQUIRED'],
      bankAccount: ['VALIDATION.REQUIRED'],
    });
    expect(invoiceHeaderErrors({ ...special, kind: 'personal' }).kind).toEqual(['VALIDATION.OUT_OF_RANGE']);
    expect(invoiceHeaderErrors({ ...special, bankAccount: '12AB' }).bankAccount).toEqual(['VALIDATION.NUMBER_INVALID']);
  });

  it('sends the e-invoice to a valid e-mail address or mainland mobile, by the chosen way', () => {
    expect(invoiceHeaderErrors({ ...personal, deliverTo: 'not-an-email' }).deliverTo).toEqual(['VALIDATION.EMAIL_INVALID']);
    expect(invoiceHeaderErrors({ ...personal, delivery: 'mobile', deliverTo: '13900001111' })).toEqual({});
    expect(invoiceHeaderErrors({ ...personal, delivery: 'mobile', deliverTo: '12345' }).deliverTo).toEqual(['VALIDATION.PHONE_INVALID']);
    expect(invoiceHeaderErrors({ ...personal, deliverTo: '' }).deliverTo).toEqual(['VALIDATION.REQUIRED']);
  });
});
