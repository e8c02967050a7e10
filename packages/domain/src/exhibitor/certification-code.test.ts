import { describe, expect, it } from 'vitest';
import { isCertificationCode, normaliseCertificationCode } from './certification-code';

describe('the certification code as typed', () => {
  it('drops spaces and upper-cases', () => {
    expect(normaliseCertificationCode(' fpx7 k2q9 ')).toBe('FPX7K2Q9');
  });
  it.each([
    ['FPX7K2Q9', true],
    ['fpx7k2q9', true],
    ['FPX7 K2Q9', true],
    ['FPX7K2Q', false],
    ['FPX7K2Q90', false],
    ['FPX7-K2Q', false],
  ])('%s is a code: %s', (typed, ok) => {
    expect(isCertificationCode(typed)).toBe(ok);
  });
});
