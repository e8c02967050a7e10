import { describe, expect, it } from 'vitest';
import { englishInvoiceErrors, type EnglishInvoice } from './english-invoice';

const invoice: EnglishInvoice = {
  companyName: 'Nordic Trade AB',
  address: 'Kungsgatan 1, 111 43 Stockholm',
  country: 'Sweden',
  contact: 'Anna Berg',
  email: 'anna@nordic-trade.example',
  vatNumber: '',
};

describe('the English invoice', () => {
  it('needs the company, address, country, contact and a valid e-mail', () => {
    expect(englishInvoiceErrors(invoice)).toEqual({});
    expect(englishInvoiceErrors({ ...invoice, country: '', email: 'anna' })).toEqual({
      country: ['VALIDATION.REQUIRED'],
      email: ['VALIDATION.EMAIL_INVALID'],
    });
  });

  it('takes a foreign VAT number as written, without Chinese rules, and refuses only what no tax number looks like', () => {
    expect(englishInvoiceErrors({ ...invoice, vatNumber: 'SE556677889901' })).toEqual({});
    expect(englishInvoiceErrors({ ...invoice, vatNumber: 'DE 123.456.789' })).toEqual({});
    expect(englishInvoiceErrors({ ...invoice, vatNumber: '<script>' }).vatNumber).toEqual(['VALIDATION.NUMBER_INVALID']);
  });
});


describe('"Please fill in English"', () => {
  it.each([
    ['companyName', '上海示范贸易有限公司'],
    ['address', 'Room 5, 上海路 1 号'],
    ['country', '中国'],
    ['contact', '王 Anna'],
    ['companyName', 'Ｎｏｒｄｉｃ Trade'],
    ['address', 'Kungsgatan 1，Stockholm'],
    ['country', 'Россия'],
  ] as const)('refuses %s written as %j: it must be English', (field, value) => {
    expect(englishInvoiceErrors({ ...invoice, [field]: value })).toEqual({ [field]: ['VALIDATION.ENGLISH_ONLY'] });
  });

  it.each([
    ['companyName', 'Müller & Söhne GmbH'],
    ['address', 'Av. Paulista 1000, São Paulo – SP, 01310-100'],
    ['country', "Côte d'Ivoire"],
    ['contact', 'José Núñez (CFO)'],
    ['address', 'Unit 5/F, No. 8 "Harbour" Road #2'],
  ] as const)('takes %s written in Latin letters with accents and punctuation: %j', (field, value) => {
    expect(englishInvoiceErrors({ ...invoice, [field]: value })).toEqual({});
  });

  it('says required, not English-only, for a blank field, and names every Chinese field at once', () => {
    expect(englishInvoiceErrors({ ...invoice, companyName: '', address: '北京', contact: '李雷' })).toEqual({
      companyName: ['VALIDATION.REQUIRED'],
      address: ['VALIDATION.ENGLISH_ONLY'],
      contact: ['VALIDATION.ENGLISH_ONLY'],
    });
  });
});
