import { describe, expect, it } from 'vitest';
import { isValidResidentId, residentIdCheckCharacter } from './resident-id';

const TODAY = new Date(Date.UTC(2026, 0, 15));

/** Builds a number with the right check character, to vary one part at a time. */
const withCheck = (first17: string): string => first17 + residentIdCheckCharacter(first17);

describe('isValidResidentId', () => {
  it.each([
    ['the standard example with check character X', '11010519491231002X'],
    ['the same with a lower-case x', '11010519491231002x'],
    ['a number with surrounding spaces', ' 11010519491231002X '],
    ['a numeric check character', withCheck('44030619850615123')],
    ['a leap day', withCheck('32010220000229001')],
    ['a Taiwan-resident permit prefix', withCheck('83000019900101001')],
    ['someone born today', withCheck('11010120260115001')],
  ])('accepts %s', (_, id) => {
    expect(isValidResidentId(id, TODAY)).toBe(true);
  });

  it.each([
    ['a wrong check character', '110105194912310021'],
    ['an old 15-digit number', '110105491231002'],
    ['17 characters', '11010519491231002'],
    ['letters in the body', '1101051949123A002X'],
    ['an unknown province prefix', withCheck('99010519491231002')],
    ['month 13', withCheck('11010519491331002')],
    ['30 February', withCheck('11010520000230002')],
    ['29 February outside a leap year', withCheck('11010519000229002')],
    ['a birth year before 1900', withCheck('44052418800101001')],
    ['a birth date after today', withCheck('11010120260116001')],
    ['an empty string', ''],
  ])('rejects %s', (_, id) => {
    expect(isValidResidentId(id, TODAY)).toBe(false);
  });

  it('judges the birth date against the current day when none is given', () => {
    expect(isValidResidentId('11010519491231002X')).toBe(true);
    expect(isValidResidentId(withCheck('11010130000101001'))).toBe(false);
  });
});
