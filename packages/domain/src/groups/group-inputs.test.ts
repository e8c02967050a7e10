import { describe, expect, it } from 'vitest';
import { validateInput } from '../validation/validate-input';
import { GroupDetailsInput, isCalendarDate } from './group-details.input';
import { GroupMemberInput } from './group-member.input';
import { SubAccountEditInput, SubAccountInput, SubAccountPasswordInput } from './sub-account.input';

const details = {
  name: '华东采购团',
  organisation: '上海示范贸易有限公司',
  contact: '卫团长',
  phone: '13800000007',
  expectedSize: '120',
  arrivalDate: '2026-05-12',
  departureDate: '2026-05-14',
};

const member = { name: '王小明', phone: '13912345678', idType: 'idCard', idNumber: '11010519491231002X', teamId: 't-1' };

const subAccount = { account: 'east_01', name: '李助理', phone: '13912340001', password: 'Group@2026', confirmPassword: 'Group@2026' };

describe('the group details', () => {
  it('pass when complete, the departure optional', () => {
    expect(validateInput(GroupDetailsInput, details)).toEqual({});
    expect(validateInput(GroupDetailsInput, { ...details, departureDate: '', expectedSize: 2000 })).toEqual({});
  });

  it.each([
    ['name', 'x'.repeat(51), 'VALIDATION.TOO_LONG'],
    ['organisation', '', 'VALIDATION.REQUIRED'],
    ['contact', '卫1', 'VALIDATION.NAME_INVALID'],
    ['phone', '12345', 'VALIDATION.PHONE_INVALID'],
    ['expectedSize', '12.5', 'VALIDATION.NUMBER_INVALID'],
    ['expectedSize', 'abc', 'VALIDATION.NUMBER_INVALID'],
    ['expectedSize', '0', 'VALIDATION.OUT_OF_RANGE'],
    ['expectedSize', '2001', 'VALIDATION.OUT_OF_RANGE'],
    ['arrivalDate', '2026-02-30', 'VALIDATION.DATE_INVALID'],
    ['departureDate', '2026-05-11', 'VALIDATION.DATE_ORDER'],
    ['departureDate', '14/05/2026', 'VALIDATION.DATE_INVALID'],
  ])('refuse %s %j with %s', (field, value, code) => {
    expect(validateInput(GroupDetailsInput, { ...details, [field]: value })).toEqual({ [field]: [code] });
  });

  it('read only real days written yyyy-MM-dd as dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate(20260512)).toBe(false);
  });
});

describe('a member', () => {
  it('passes with the info form’s person fields and a document that fits its type', () => {
    expect(validateInput(GroupMemberInput, member)).toEqual({});
    expect(validateInput(GroupMemberInput, { ...member, idType: 'passport', idNumber: 'E12345678' })).toEqual({});
  });

  it.each([
    ['name', '王', 'VALIDATION.NAME_INVALID'],
    ['name', '王小明2', 'VALIDATION.NAME_INVALID'],
    ['name', '王@明', 'VALIDATION.NAME_INVALID'],
    ['phone', '1391234567', 'VALIDATION.PHONE_INVALID'],
    ['idNumber', '110105194912310021', 'VALIDATION.ID_NUMBER_INVALID'],
    ['idType', 'licence', 'VALIDATION.OUT_OF_RANGE'],
    ['teamId', '', 'VALIDATION.REQUIRED'],
  ])('refuses %s %j with %s', (field, value, code) => {
    expect(validateInput(GroupMemberInput, { ...member, [field]: value })).toEqual({ [field]: [code] });
  });

  it('judges the number by the chosen document: a passport number is not an ID card number', () => {
    expect(validateInput(GroupMemberInput, { ...member, idNumber: 'E12345678' })).toEqual({ idNumber: ['VALIDATION.ID_NUMBER_INVALID'] });
  });
});

describe('a sub-account', () => {
  it('passes with an account name of the allowed length, a strong password typed twice', () => {
    expect(validateInput(SubAccountInput, subAccount)).toEqual({});
  });

  it.each([
    ['account', 'e', 'VALIDATION.ACCOUNT_LENGTH'],
    ['account', 'e'.repeat(65), 'VALIDATION.ACCOUNT_LENGTH'],
    ['account', 'east 01', 'VALIDATION.ACCOUNT_INVALID'],
    ['name', '李', 'VALIDATION.NAME_INVALID'],
    ['phone', '23912340001', 'VALIDATION.PHONE_INVALID'],
    ['confirmPassword', 'Group@2027', 'VALIDATION.PASSWORD_MISMATCH'],
  ])('refuses %s %j with %s', (field, value, code) => {
    expect(validateInput(SubAccountInput, { ...subAccount, [field]: value })).toEqual({ [field]: [code] });
  });

  it.each(['group2026', 'Group2026', 'Gr@1'])('refuses the password %j as weak (typed twice alike)', (password) => {
    expect(validateInput(SubAccountInput, { ...subAccount, password, confirmPassword: password })).toEqual({ password: ['VALIDATION.PASSWORD_WEAK'] });
  });

  it('checks a reset password and an edit by the same rules', () => {
    expect(validateInput(SubAccountPasswordInput, { password: 'Short@1', confirmPassword: 'Short@1' })).toEqual({ password: ['VALIDATION.PASSWORD_WEAK'] });
    expect(validateInput(SubAccountPasswordInput, { password: 'Group@2026', confirmPassword: '' })).toEqual({ confirmPassword: ['VALIDATION.REQUIRED'] });
    expect(validateInput(SubAccountEditInput, { name: '李助理', phone: '13912340001' })).toEqual({});
  });
});
