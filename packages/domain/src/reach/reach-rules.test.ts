import { describe, expect, it } from 'vitest';
import { invitationErrors } from './invitation.inputs';
import { inviteeStateOf } from './invitee-state';
import { isInviteFormType, isSentInviteType } from './reach.types';
import { rankSharers } from './sharer-ranking';
import { normaliseSourceCode, sourceChannelErrors } from './source-channel';

describe('an invitation to send', () => {
  it('takes a name and a valid mainland mobile for a text message', () => {
    expect(invitationErrors('SHORT_MSG', { name: '王小明', recipient: '13900001234' })).toEqual({});
    expect(invitationErrors('SHORT_MSG', { name: '王', recipient: '1390000123' })).toEqual({
      name: ['VALIDATION.NAME_INVALID'],
      recipient: ['VALIDATION.PHONE_INVALID'],
    });
    expect(invitationErrors('SHORT_MSG', { name: 'Li 4', recipient: 'li@example.com' })).toEqual({
      name: ['VALIDATION.NAME_INVALID'],
      recipient: ['VALIDATION.PHONE_INVALID'],
    });
  });

  it('takes a name and an e-mail address for an e-mail', () => {
    expect(invitationErrors('EMAIL', { name: 'Mary Smith', recipient: 'mary@example.com' })).toEqual({});
    expect(invitationErrors('EMAIL', { name: 'Mary', recipient: '13900001234' })).toEqual({ recipient: ['VALIDATION.EMAIL_INVALID'] });
  });

  it('says only "required" under empty fields', () => {
    expect(invitationErrors('EMAIL', { name: ' ', recipient: '' })).toEqual({ name: ['VALIDATION.REQUIRED'], recipient: ['VALIDATION.REQUIRED'] });
  });

  it('knows the four ways and which of them the server sends', () => {
    expect(['SHORT_MSG', 'EMAIL', 'QRCODE', 'LINK', 'SHARE', 'sms', 1].map(isInviteFormType)).toEqual([true, true, true, true, false, false, false]);
    expect(['SHORT_MSG', 'EMAIL', 'QRCODE', 'LINK'].map(isSentInviteType)).toEqual([true, true, false, false]);
  });
});

describe('a traceability channel', () => {
  it.each([
    [{ code: 'A1', name: '展会传单' }, {}],
    [{ code: 'expo', name: 'Flyer' }, {}],
    [{ code: 'EXPO1', name: '传单' }, { code: ['VALIDATION.TRACEABILITY_CODE_INVALID'] }],
    [{ code: 'A-1', name: '传单' }, { code: ['VALIDATION.TRACEABILITY_CODE_INVALID'] }],
    [{ code: '码', name: '传单' }, { code: ['VALIDATION.TRACEABILITY_CODE_INVALID'] }],
    [{ code: '', name: '' }, { code: ['VALIDATION.REQUIRED'], name: ['VALIDATION.REQUIRED'] }],
    [{ code: 'B2', name: '字'.repeat(31) }, { name: ['VALIDATION.TOO_LONG'] }],
    [{ code: 'B2', name: '字'.repeat(30) }, {}],
  ])('%j → %j', (values, expected) => {
    expect(sourceChannelErrors(values)).toEqual(expected);
  });

  it('compares codes without case', () => {
    expect(normaliseSourceCode(' a1 ')).toBe('A1');
  });
});

describe('an invitee’s state', () => {
  it('follows the registration: none, incomplete, in review, approved, refused', () => {
    expect(inviteeStateOf(undefined)).toBe('sent');
    expect(inviteeStateOf({ completeResult: '', examineResult: '' })).toBe('incomplete');
    expect(inviteeStateOf({ completeResult: 'succ', examineResult: 'pending' })).toBe('reviewing');
    expect(inviteeStateOf({ completeResult: 'succ', examineResult: '' })).toBe('reviewing');
    expect(inviteeStateOf({ completeResult: 'succ', examineResult: 'approve' })).toBe('approved');
    expect(inviteeStateOf({ completeResult: 'succ', examineResult: 'reject' })).toBe('rejected');
  });
});

describe('the sharers’ ranking', () => {
  it('ranks the most registrations first, equal counts sharing a rank, the earlier first among them', () => {
    const ranked = rankSharers([
      { userId: 'c', registered: 2, lastAt: 30 },
      { userId: 'a', registered: 4, lastAt: 50 },
      { userId: 'b', registered: 2, lastAt: 10 },
      { userId: 'd', registered: 1, lastAt: 5 },
      { userId: 'e', registered: 0, lastAt: 0 },
    ]);

    expect(ranked.map(({ userId, rank }) => [userId, rank])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 2],
      ['d', 4],
    ]);
  });
});
