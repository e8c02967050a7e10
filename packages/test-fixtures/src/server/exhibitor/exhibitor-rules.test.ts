// Parity: the contract server's copies of the exhibitor rules answer as the domain's do.
import { isValidCreditCode, REGISTER_TYPES } from '@fairpass/domain';
import { certificationCodeErrors, defaultModulesOf, EXHIBITOR_MODULES, normaliseCertificationCode } from '@fairpass/domain/exhibitor';
import { describe, expect, it } from 'vitest';
import { ALL_MODULES, isCreditCode, modulesFor, newCertificationCode, normaliseCode } from './exhibitor-rules';

describe('the server keeps the domain exhibitor rules', () => {
  it.each(['91110108MA01XXXX0Q', '91310000MA1FL4CT3X', '911101087177688419', '91110000100000000X', 'abc', ''])('credit code %s', (code) => {
    expect(isCreditCode(code)).toBe(isValidCreditCode(code));
  });
  it.each([' fpx7 k2q9 ', 'FPX7K2Q9', 'a b\tc'])('certification code %j', (typed) => {
    expect(normaliseCode(typed)).toBe(normaliseCertificationCode(typed));
  });
  it('a renewed certification code is one the domain takes as typed, and never one already taken', () => {
    const taken = new Set<string>();
    for (let i = 0; i < 50; i += 1) {
      const code = newCertificationCode(taken);
      expect(certificationCodeErrors({ code })).toEqual({});
      expect(taken.has(code)).toBe(false);
      taken.add(code);
    }
  });
  it('the same modules, and the same defaults for every register type', () => {
    expect([...ALL_MODULES]).toEqual([...EXHIBITOR_MODULES]);
    for (const type of Object.values(REGISTER_TYPES)) expect(modulesFor(type)).toEqual(defaultModulesOf(type));
  });
});
