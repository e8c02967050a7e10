import { describe, expect, it } from 'vitest';
import { idNumberKey, isMemberIdType, isValidIdDocument } from './id-document';

describe('a member’s identity document', () => {
  it.each([
    ['idCard', '11010519491231002X'],
    ['idCard', '11010519491231002x'],
    ['passport', 'E12345678'],
    ['passport', 'ab1234567'],
    ['hkMacaoPermit', 'H12345678'],
    ['hkMacaoPermit', 'M1234567890'],
    ['taiwanPermit', '12345678'],
  ])('accepts a %s numbered %s', (type, number) => {
    expect(isValidIdDocument(type, number)).toBe(true);
  });

  it.each([
    ['idCard', '110105194912310021', 'a wrong check character'],
    ['passport', 'E12', 'too short'],
    ['passport', 'E1234-5678', 'a dash'],
    ['hkMacaoPermit', 'X12345678', 'a letter other than H or M'],
    ['taiwanPermit', '1234567', 'seven digits'],
    ['driverLicence', '12345678', 'a document type that is not offered'],
  ])('refuses a %s numbered %s (%s)', (type, number) => {
    expect(isValidIdDocument(type, number)).toBe(false);
  });

  it('refuses a number that is not text', () => {
    expect(isValidIdDocument('passport', 12345678)).toBe(false);
    expect(isValidIdDocument('passport', undefined)).toBe(false);
  });

  it('compares numbers without case or spaces', () => {
    expect(idNumberKey(' e1234567x ')).toBe('E1234567X');
    expect(isMemberIdType('passport')).toBe(true);
    expect(isMemberIdType('PASSPORT')).toBe(false);
  });
});
