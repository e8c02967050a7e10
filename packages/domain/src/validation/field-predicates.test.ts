import { describe, expect, it } from 'vitest';
import { isAccountLength, isBlank, isMainlandMobile, isPersonName, isPhoneNumber, isStrongPassword, isTraceabilityCode, isVerificationCode, textLength } from './field-predicates';
import { isEmailAddress } from './email-address';

describe('text rules of spec §5', () => {
  it.each([
    ['13800000004', true],
    ['19912345678', true],
    [' 13800000004 ', true],
    ['12800000004', false],
    ['1380000000', false],
    ['138000000045', false],
    ['+8613800000004', false],
    ['138-0000-0004', false],
    [13800000004, false],
    [undefined, false],
  ])('mainland mobile %j → %s', (value, expected) => {
    expect(isMainlandMobile(value)).toBe(expected);
  });

  it.each([
    ['13800000004', true],
    ['+852 9123 4567', true],
    ['0044 20 7946 0958', true],
    ['(010) 8888-6666', true],
    ['12345', false],
    ['+1234567890123456', false],
    ['phone', false],
    ['', false],
  ])('any phone number %j → %s', (value, expected) => {
    expect(isPhoneNumber(value)).toBe(expected);
  });

  it.each([
    ['visitor@example.com', true],
    [' visitor@example.com ', true],
    ['a.b+c@sub.example.cn', true],
    ['visitor@', false],
    ['visitor.example.com', false],
    [null, false],
  ])('e-mail %j → %s', (value, expected) => {
    expect(isEmailAddress(value)).toBe(expected);
  });

  it.each([
    ['123456', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
  ])('verification code %j → %s', (value, expected) => {
    expect(isVerificationCode(value)).toBe(expected);
  });

  it.each([
    ['王五', true],
    ['欧阳娜娜', true],
    ['阿卜杜拉·买买提', true],
    ['Li Na', true],
    ["Mary-Jane O'Neil", true],
    ['José Müller', true],
    ['Zoë', true],
    ['王', false],
    ['A', false],
    ['Li Na 2', false],
    ['张三3', false],
    ['Tom!', false],
    ['<b>Tom</b>', false],
    ['Li  Na', false],
    ['-Li', false],
    ['   ', false],
    [42, false],
  ])('person name %j → %s', (value, expected) => {
    expect(isPersonName(value)).toBe(expected);
  });

  it.each([
    ['Demo@2026', true],
    ['abc123!?', true],
    ['密码abc1#x', true],
    ['Abcdef1!'.slice(0, 7), false],
    ['abcdefgh', false],
    ['abcdefg1', false],
    ['abcdefg!', false],
    ['1234567!', false],
    ['abc 1234', false],
    [12345678, false],
  ])('strong password %j → %s', (value, expected) => {
    expect(isStrongPassword(value)).toBe(expected);
  });

  it.each([
    ['ab', true],
    ['a'.repeat(64), true],
    ['a', false],
    ['a'.repeat(65), false],
    ['  a  ', false],
  ])('account length of %j → %s', (value, expected) => {
    expect(isAccountLength(value)).toBe(expected);
  });

  it.each([
    ['A1', true],
    ['ab12', true],
    ['abc12', false],
    ['a-1', false],
    ['', false],
  ])('traceability code %j → %s', (value, expected) => {
    expect(isTraceabilityCode(value)).toBe(expected);
  });

  it.each([
    [undefined, true],
    [null, true],
    ['  ', true],
    [[], true],
    ['x', false],
    [0, false],
    [false, false],
    [['a'], false],
  ])('blank %j → %s', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });

  it('counts characters as a reader does', () => {
    expect(textLength('王五')).toBe(2);
    expect(textLength('😀a')).toBe(2);
  });
});
