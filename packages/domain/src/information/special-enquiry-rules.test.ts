import { describe, expect, it } from 'vitest';
import { specialEnquiryErrors, type SpecialEnquiryForm } from './special-enquiry-rules';

const valid: SpecialEnquiryForm = {
  company: '某某机械有限公司',
  contact: '李四',
  phone: '13900139000',
  message: '需要一台 5 吨叉车进场',
};

describe('the special enquiry', () => {
  it('accepts the required fields alone, and with a valid e-mail and booth area', () => {
    expect(specialEnquiryErrors(valid)).toEqual({});
    expect(specialEnquiryErrors({ ...valid, email: 'li@example.com', boothArea: '36' })).toEqual({});
    expect(specialEnquiryErrors({ ...valid, email: ' ', boothArea: '' })).toEqual({});
  });

  it('requires the company, contact, phone and message', () => {
    expect(specialEnquiryErrors({ company: '', contact: '', phone: '', message: '' })).toEqual({
      company: ['VALIDATION.REQUIRED'],
      contact: ['VALIDATION.REQUIRED'],
      phone: ['VALIDATION.REQUIRED'],
      message: ['VALIDATION.REQUIRED'],
    });
  });

  it('holds the texts to their lengths, the contact to a name and the phone to a mainland mobile', () => {
    expect(
      specialEnquiryErrors({ ...valid, company: 'x'.repeat(101), contact: 'Li 4', phone: '+8613900139000', message: '字'.repeat(501) }),
    ).toEqual({
      company: ['VALIDATION.TOO_LONG'],
      contact: ['VALIDATION.NAME_INVALID'],
      phone: ['VALIDATION.PHONE_INVALID'],
      message: ['VALIDATION.TOO_LONG'],
    });
    expect(specialEnquiryErrors({ ...valid, message: '字'.repeat(500) })).toEqual({});
  });

  it('checks an e-mail when given', () => {
    expect(specialEnquiryErrors({ ...valid, email: 'li@' }).email).toEqual(['VALIDATION.EMAIL_INVALID']);
  });

  it.each([
    ['abc', 'VALIDATION.NUMBER_INVALID'],
    ['1e3', 'VALIDATION.NUMBER_INVALID'],
    [0, 'VALIDATION.OUT_OF_RANGE'],
    ['-5', 'VALIDATION.OUT_OF_RANGE'],
    [10_000.5, 'VALIDATION.OUT_OF_RANGE'],
  ])('refuses the booth area %j', (boothArea, code) => {
    expect(specialEnquiryErrors({ ...valid, boothArea }).boothArea).toEqual([code]);
  });

  it('takes a booth area up to 10000, as a number or text', () => {
    expect(specialEnquiryErrors({ ...valid, boothArea: 10_000 })).toEqual({});
    expect(specialEnquiryErrors({ ...valid, boothArea: '0.5' })).toEqual({});
  });
});
