import { describe, expect, it } from 'vitest';
import { applicationErrors, applicationFormFrom, applicationRequestOf, certificationCodeErrors, emptyApplicationForm } from './application-form';

const good = { ...emptyApplicationForm('13800000200'), companyName: '新展科技有限公司', creditCode: '91110108ma01xxxx0h', contactName: '严新展', boothQuantity: '2', exhibitCategory: 'electronics' };

describe('the application to exhibit as typed', () => {
  it('takes a complete one and sends it trimmed, the credit code in capitals and the quantity as a number', () => {
    expect(applicationErrors(good)).toEqual({});
    expect(applicationRequestOf({ ...good, email: ' ' })).toEqual({
      companyName: '新展科技有限公司',
      creditCode: '91110108MA01XXXX0H',
      contactName: '严新展',
      mobile: '13800000200',
      boothType: 'standard',
      boothQuantity: 2,
      exhibitCategory: 'electronics',
    });
  });
  it.each([
    ['301 booths: the spec limit', { boothQuantity: '301' }, 'boothQuantity', 'VALIDATION.BOOTH_ORDER_LIMIT'],
    ['300.5 m² of raw space', { boothType: 'raw', boothQuantity: '300.5' }, 'boothQuantity', 'VALIDATION.BOOTH_ORDER_LIMIT'],
    ['1.5 standard booths', { boothQuantity: '1.5' }, 'boothQuantity', 'VALIDATION.NUMBER_INVALID'],
    ['a credit code with a wrong check character', { creditCode: '91110108MA01XXXX0Q' }, 'creditCode', 'VALIDATION.CREDIT_CODE_INVALID'],
    ['a contact with digits', { contactName: '严1' }, 'contactName', 'VALIDATION.NAME_INVALID'],
    ['a mobile that is no mainland mobile', { mobile: '12345' }, 'mobile', 'VALIDATION.PHONE_INVALID'],
    ['no company name', { companyName: ' ' }, 'companyName', 'VALIDATION.REQUIRED'],
    ['no exhibit category', { exhibitCategory: '' }, 'exhibitCategory', 'VALIDATION.REQUIRED'],
  ])('refuses %s', (_name, change, field, code) => {
    expect(applicationErrors({ ...good, ...change })).toEqual({ [field]: [code] });
  });
  it('accepts 36.5 m² of raw space', () => {
    expect(applicationErrors({ ...good, boothType: 'raw', boothQuantity: '36.5' })).toEqual({});
  });
});

describe('the application form to start from', () => {
  const sent = { companyName: '待审科技', creditCode: '91440300MA5G2P7K1X', contactName: '吕申请', mobile: '13800000203', boothType: 'raw', boothQuantity: 36.5, exhibitCategory: 'electronics' } as const;

  it('is a refused application as it was sent, which sends the same request again unchanged', () => {
    const form = applicationFormFrom(sent, '13900000000');
    expect(form).toEqual({ companyName: '待审科技', companyEnName: '', creditCode: '91440300MA5G2P7K1X', contactName: '吕申请', mobile: '13800000203', email: '', boothType: 'raw', boothQuantity: '36.5', exhibitCategory: 'electronics' });
    expect(applicationErrors(form)).toEqual({});
    expect(applicationRequestOf(form)).toEqual(sent);
  });

  it('is empty with the login’s mobile when nothing was sent', () => {
    expect(applicationFormFrom(undefined, '13900000000')).toEqual(emptyApplicationForm('13900000000'));
  });
});

describe('the certification code field', () => {
  it('asks for a code, refuses a short one and takes one typed with spaces', () => {
    expect(certificationCodeErrors({ code: '  ' })).toEqual({ code: ['VALIDATION.REQUIRED'] });
    expect(certificationCodeErrors({ code: 'FPX7' })).toEqual({ code: ['VALIDATION.VERIFICATION_CODE_INVALID'] });
    expect(certificationCodeErrors({ code: 'fpx7 k2q9' })).toEqual({});
  });
});
