import { describe, expect, it } from 'vitest';
import {
  identityFamily,
  isExhibitorSelfService,
  isGroup,
  isOtherIdentity,
  isTradeFair,
  isVisitorKind,
} from './identity-family';
import { ALL_REGISTER_TYPES, isRegisterType, type RegisterType } from './register-type';

const EXPECTED_FAMILY: ReadonlyArray<[RegisterType, string]> = [
  ['visitor', 'visitor'],
  ['professionalVisitor', 'visitor'],
  ['exhibitorDept', 'exhibitorSelfService'],
  ['exhibitorProduct', 'exhibitorSelfService'],
  ['exhibitorBoard', 'exhibitorSelfService'],
  ['exhibitorJournal', 'exhibitorSelfService'],
  ['exhibitor_dept', 'exhibitorSelfService'],
  ['exhibitor_product', 'exhibitorSelfService'],
  ['exhibitor_board', 'exhibitorSelfService'],
  ['electronic_journal', 'exhibitorSelfService'],
  ['commerceExhibition', 'tradeFair'],
  ['visitingGroup', 'other'],
  ['media', 'other'],
  ['conference', 'other'],
  ['exhibitorInviteVisitor', 'other'],
  ['exhibitorInviteStaff', 'other'],
];

describe('register types', () => {
  it('lists every identity of the spec exactly once', () => {
    expect([...ALL_REGISTER_TYPES].sort()).toEqual(EXPECTED_FAMILY.map(([type]) => type).sort());
  });

  it('recognises known register types and rejects anything else', () => {
    expect(isRegisterType('exhibitor_board')).toBe(true);
    expect(isRegisterType('Visitor')).toBe(false);
    expect(isRegisterType('toString')).toBe(false);
    expect(isRegisterType(undefined)).toBe(false);
  });
});

describe('identity families', () => {
  it.each(EXPECTED_FAMILY)('puts %s in the %s family', (type, family) => {
    expect(identityFamily(type)).toBe(family);
    expect(isVisitorKind(type)).toBe(family === 'visitor');
    expect(isExhibitorSelfService(type)).toBe(family === 'exhibitorSelfService');
    expect(isTradeFair(type)).toBe(family === 'tradeFair');
    expect(isOtherIdentity(type)).toBe(family === 'other');
  });

  it('treats only the visiting group as a group', () => {
    expect(ALL_REGISTER_TYPES.filter(isGroup)).toEqual(['visitingGroup']);
  });

  it('places unknown or inherited names in no family', () => {
    for (const type of ['', 'exhibitor', 'constructor', '__proto__']) {
      expect([isVisitorKind(type), isExhibitorSelfService(type), isTradeFair(type), isOtherIdentity(type)]).toEqual([
        false,
        false,
        false,
        false,
      ]);
    }
  });
});
