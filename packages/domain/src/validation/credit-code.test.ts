import { describe, expect, it } from 'vitest';
import { creditCodeCheckCharacter, isValidCreditCode } from './credit-code';

describe('isValidCreditCode', () => {
  it.each([
    ['the GB 32100 worked example', '91350100M000100Y43'],
    ['a code with a letter check character', '91110000802100433B'],
    ['a lower-case code with spaces around it', ' 91310000132149237g '],
    ['a code of a social organisation (authority 5)', `51110000MJ0000000${creditCodeCheckCharacter('51110000MJ0000000')}`],
  ])('accepts %s', (_, code) => {
    expect(isValidCreditCode(code)).toBe(true);
  });

  it.each([
    ['a wrong check character', '91350100M000100Y44'],
    ['a letter outside the alphabet (I)', '91350100M000I00Y43'],
    ['a letter in the region part', '913501A0M000100Y43'],
    ['an unknown registration authority (B)', 'B1350100M000100Y43'],
    ['17 characters', '91350100M000100Y4'],
    ['an empty string', ''],
  ])('rejects %s', (_, code) => {
    expect(isValidCreditCode(code)).toBe(false);
  });

  it('computes the MOD 31 check character over the first 17 characters', () => {
    expect(creditCodeCheckCharacter('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckCharacter('91110000802100433')).toBe('B');
  });
});
