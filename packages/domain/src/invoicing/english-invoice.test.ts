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

