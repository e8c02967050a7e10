import { describe, expect, it } from 'vitest';
import { NEXT_STEP_RULES } from './decide-next-step';
import { baseConfig, baseUser, decide, incomplete, type Case } from './next-step-input.fixture';
import type { NextStepInput } from './next-step.types';

describe('decideNextStep: identities that bypass the visitor steps', () => {
  const cases: Case[] = [
    ...['exhibitorDept', 'exhibitorProduct', 'exhibitorBoard', 'exhibitorJournal', 'exhibitor_dept',
      'exhibitor_product', 'exhibitor_board', 'electronic_journal'].map((registerType): Case => ({
      name: `sends the exhibitor type ${registerType} to the personal centre even with incomplete info`,
      vo: { registerType, ...incomplete },
      expected: { kind: 'route', path: '/user-center' },
    })),
    {
      name: 'sends the trade-fair exhibitor to the lead tool home',
      vo: { registerType: 'commerceExhibition', ...incomplete },
      expected: { kind: 'route', path: '/tradeFairSystem/home' },
    },
    {
      name: 'sends a group leader whose group is still forming (processStatus 0) to group management',
      vo: { registerType: 'visitingGroup', ...incomplete },
      user: { visitingGroupLeaderVO: { processStatus: 0 } },
      expected: { kind: 'route', path: '/groupManagement' },
    },
    {
      name: 'lets a group leader whose group is formed follow the visitor steps',
      vo: { registerType: 'visitingGroup', ...incomplete },
      user: { visitingGroupLeaderVO: { processStatus: 1 } },
      expected: { kind: 'route', path: '/infoWap' },
    },
    {
      name: 'sends staff invited by an exhibitor with incomplete info to the information form',
      vo: { registerType: 'exhibitorInviteStaff', ...incomplete },
      config: { businessCardSwitch: 1 },
      expected: { kind: 'route', path: '/infoWap' },
    },
    {
      name: "brings a new staff member who logged in through the company's staff link back to its landing, which applies",
      vo: { registerType: 'exhibitorInviteStaff', ...incomplete },
      input: { registrationSource: 'exhInviteStaffCard', registerLinkId: 'staff-dept-1001-badge' },
      expected: { kind: 'route', path: '/exhibitorSelfService/exhInviteStaff' },
    },
    {
      name: 'sends staff whose link was recorded (the visit now a plain registration) on to the information form',
      vo: { registerType: 'exhibitorInviteStaff', ...incomplete },
      input: { registrationSource: 'registration', registerLinkId: 'staff-dept-1001-badge' },
      expected: { kind: 'route', path: '/infoWap' },
    },
    {
      name: 'does not send a staff member whose information is complete back to the landing',
      vo: { registerType: 'exhibitorInviteStaff', examineResult: 'pending' },
      input: { registrationSource: 'exhInviteStaffCard', registerLinkId: 'staff-dept-1001-badge' },
      expected: { kind: 'route', path: '/exhibitorSelfService/auditing' },
    },
    {
      name: 'sends approved staff invited by an exhibitor to the confirmation letter',
      vo: { registerType: 'exhibitorInviteStaff' },
      expected: { kind: 'route', path: '/confirmation' },
    },
    {
      name: 'sends staff invited by an exhibitor under review to the exhibitor auditing screen',
      vo: { registerType: 'exhibitorInviteStaff', examineResult: 'pending' },
      expected: { kind: 'route', path: '/exhibitorSelfService/auditing' },
    },
    {
      name: 'uses the link register type when the user record carries none',
      vo: { registerType: '' },
      input: { registerType: 'exhibitorDept' },
      expected: { kind: 'route', path: '/user-center' },
    },
    {
      name: 'reports a wrong link when neither the user record nor the link names a register type',
      vo: { registerType: ' ' },
      expected: { kind: 'error', code: 'LINK.INCORRECT' },
    },
  ];
  it.each(cases)('$name', (c) => expect(decide(c)).toEqual(c.expected));
});

describe('the next-step table', () => {
  it('names every row in words and ends with a row that always applies', () => {
    const names = NEXT_STEP_RULES.map((rule) => rule.name);
    expect(new Set(names).size).toBe(names.length);
    const last = NEXT_STEP_RULES[NEXT_STEP_RULES.length - 1];
    const input: NextStepInput = { user: baseUser, config: baseConfig, languageType: 'cn', allowedOrigins: [] };
    expect(last?.applies(input)).toBe(true);
  });
});
