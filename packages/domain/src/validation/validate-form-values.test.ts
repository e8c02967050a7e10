import { describe, expect, it } from 'vitest';
import type { FormField } from '../config/form-field';
import { validateFormValues } from './validate-form-values';

const field = (prop: string, extra: Partial<FormField> = {}): FormField => ({
  prop,
  label: prop,
  labelEn: prop,
  type: 'input',
  required: false,
  ...extra,
});

const FORM: FormField[] = [
  field('name', { required: true, rule: 'name', maxLength: 10 }),
  field('mobile', { required: true, rule: 'mobile' }),
  field('phone', { rule: 'phone' }),
  field('email', { rule: 'email' }),
  field('idNumber', { rule: 'idNumber' }),
  field('creditCode', { rule: 'creditCode' }),
  field('company', { maxLength: 4 }),
  field('interests', { type: 'checkbox', required: true }),
];

const VALID = {
  name: '王五',
  mobile: '13800000004',
  phone: '+852 9123 4567',
  email: 'visitor@example.com',
  idNumber: '11010519491231002X',
  creditCode: '91350100M000100Y43',
  company: '示例科技',
  interests: ['ai'],
};

describe('validateFormValues (the server-driven personal-info form)', () => {
  it('accepts a complete, valid form', () => {
    expect(validateFormValues(FORM, VALID)).toEqual({});
  });

  it('accepts empty optional fields', () => {
    const values = { ...VALID, phone: '', email: undefined, idNumber: null, creditCode: '  ' };
    expect(validateFormValues(FORM, values)).toEqual({});
  });

  it.each([
    ['name', 'Li3', 'VALIDATION.NAME_INVALID'],
    ['mobile', '+8613800000004', 'VALIDATION.PHONE_INVALID'],
    ['phone', '123', 'VALIDATION.PHONE_INVALID'],
    ['email', 'visitor@', 'VALIDATION.EMAIL_INVALID'],
    ['idNumber', '110105194912310021', 'VALIDATION.ID_NUMBER_INVALID'],
    ['creditCode', '91350100M000100Y44', 'VALIDATION.CREDIT_CODE_INVALID'],
    ['company', '示例科技公司', 'VALIDATION.TOO_LONG'],
  ])('applies the rule of field %s', (prop, value, code) => {
    expect(validateFormValues(FORM, { ...VALID, [prop]: value })).toEqual({ [prop]: [code] });
  });

  it('reports every required field left empty, including an empty multi-choice', () => {
    expect(validateFormValues(FORM, { ...VALID, name: ' ', mobile: undefined, interests: [] })).toEqual({
      name: ['VALIDATION.REQUIRED'],
      mobile: ['VALIDATION.REQUIRED'],
      interests: ['VALIDATION.REQUIRED'],
    });
  });

  it('reports a rule and the length of one value together', () => {
    expect(validateFormValues(FORM, { ...VALID, name: 'Alexander Li3' })).toEqual({
      name: ['VALIDATION.NAME_INVALID', 'VALIDATION.TOO_LONG'],
    });
  });

  it('counts a CJK character as one towards maxLength', () => {
    expect(validateFormValues(FORM, { ...VALID, company: '示例科技' })).toEqual({});
  });

  it('does not block the user on a rule this client does not know', () => {
    const future = { ...field('vat', { required: true }), rule: 'vatNumber' } as unknown as FormField;
    expect(validateFormValues([future], { vat: 'anything' })).toEqual({});
  });

  it('does not read values inherited through the prototype', () => {
    expect(validateFormValues([field('toString', { required: true })], {})).toEqual({
      toString: ['VALIDATION.REQUIRED'],
    });
  });
});
