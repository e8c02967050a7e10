import { describe, expect, it } from 'vitest';
import { firstDuplicate } from './holder-duplicates';
import { validateFile } from '../validation/validate-file';
import { emptyHolderForm, holderErrors, holderOf, PASS_PHOTO_RULE } from './pass-holder-form';
import { areaErrors } from './exhibitor-people-errors';
import en from './exhibitor-people-messages.en.json';
import zh from './exhibitor-people-messages.zh.json';
import { buyablePassTypes, extraPassErrors, isExtraPassQuantity } from './extra-passes';
import { countsAgainstQuota, nextPassState, passActions, passAllows } from './pass-state';
import { isWindowOpen, passesLeft, passRefusal } from './pass-window';

const exhibitorPass = { quota: 6, used: 4, opensAt: '2026-11-01 00:00:00', closesAt: '2026-12-20 18:00:00', state: 'open' as const };
const now = '2026-11-26 12:00:00';

describe('pass quota and application window', () => {
  it('leaves quota − used, never below 0', () => {
    expect(passesLeft(exhibitorPass)).toBe(2);
    expect(passesLeft({ quota: 6, used: 7 })).toBe(0);
  });
  it('accepts up to what is left and refuses one more with the quota and what is left', () => {
    expect(passRefusal(exhibitorPass, 2, now)).toBeUndefined();
    expect(passRefusal(exhibitorPass, 3, now)).toEqual({ code: 'LIMIT.MAX_DOCUMENTS', params: { max: '6', left: '2' } });
  });
  it('refuses any application outside the window or on a closed type, with its end, before the quota', () => {
    expect(passRefusal(exhibitorPass, 9, '2026-12-21 08:00:00')).toEqual({ code: 'DOCUMENT.APPLICATION_CLOSED', params: { closesAt: '2026-12-20 18:00:00' } });
    expect(passRefusal(exhibitorPass, 1, '2026-10-31 23:59:59')?.code).toBe('DOCUMENT.APPLICATION_CLOSED');
    expect(passRefusal({ ...exhibitorPass, state: 'closed' }, 1, now)?.code).toBe('DOCUMENT.APPLICATION_CLOSED');
    expect(isWindowOpen(exhibitorPass, '2026-12-20 18:00:00')).toBe(true);
    expect(isWindowOpen({ ...exhibitorPass, opensAt: '', closesAt: '' }, now)).toBe(true);
  });
});

describe('a pass holder as typed', () => {
  const good = { name: '王小明', phone: '13900001111', idType: 'idCard', idNumber: '11010519491231002x', photoFileId: '' };
  it('takes a name, a mainland mobile and a document that fits its type; the ID upper-cased when sent', () => {
    expect(holderErrors(good)).toEqual({});
    const { photoFileId: _none, ...sent } = good;
    expect(holderOf(good)).toEqual({ ...sent, idNumber: '11010519491231002X' });
    expect(holderOf({ ...good, photoFileId: 'photo-1' }).photoFileId).toBe('photo-1');
    expect(holderErrors({ ...good, idType: 'passport', idNumber: 'e1234567' })).toEqual({});
  });
  it('takes a photo of jpg or png up to 200 KB', () => {
    const file = (name: string, size: number, type: string) => ({ name, size, type });
    expect(validateFile(file('face.jpg', 200 * 1024, 'image/jpeg'), PASS_PHOTO_RULE).errors).toEqual([]);
    expect(validateFile(file('face.png', 201 * 1024, 'image/png'), PASS_PHOTO_RULE).errors).toEqual(['VALIDATION.FILE_TOO_LARGE']);
    expect(validateFile(file('face.gif', 1024, 'image/gif'), PASS_PHOTO_RULE).errors).toEqual(['VALIDATION.FILE_TYPE']);
  });
  it('marks each empty field as required, and only that', () => {
    expect(holderErrors(emptyHolderForm())).toEqual({ name: ['VALIDATION.REQUIRED'], phone: ['VALIDATION.REQUIRED'], idNumber: ['VALIDATION.REQUIRED'] });
  });
  it('refuses a name with digits, a placeholder name, a bad mobile and an ID whose check character is wrong', () => {
    expect(holderErrors({ ...good, name: '王2' }).name).toEqual(['VALIDATION.NAME_INVALID']);
    expect(holderErrors({ ...good, name: '工作人员' }).name).toEqual(['VALIDATION.NAME_INVALID']);
    expect(holderErrors({ ...good, name: 'Staff' }).name).toEqual(['VALIDATION.NAME_INVALID']);
    expect(holderErrors({ ...good, phone: '1390000111' }).phone).toEqual(['VALIDATION.PHONE_INVALID']);
    expect(holderErrors({ ...good, idNumber: '110105194912310021' }).idNumber).toEqual(['VALIDATION.ID_NUMBER_INVALID']);
    expect(holderErrors({ ...good, idType: 'nothing' }).idType).toEqual(['VALIDATION.REQUIRED']);
  });
});

describe('the same document twice', () => {
  const people = [
    { name: '甲', idNumber: 'e1234567' },
    { name: '乙', idNumber: ' E1234567 ' },
  ];
  it('within one submission, naming the second person and where they are', () => {
    expect(firstDuplicate(people)).toEqual({ code: 'REGISTRATION.DUPLICATE_DOCUMENT', params: { index: '1', name: '乙' } });
  });
  it('against the documents the passes already hold, without case', () => {
    expect(firstDuplicate([{ name: '丙', idNumber: '11010519491231002x' }], ['11010519491231002X'])?.params).toEqual({ index: '0', name: '丙' });
    expect(firstDuplicate([people[0]!], ['X1'])).toBeUndefined();
  });
});

describe('the pass state machine', () => {
  it('goes incomplete → reviewing → approved or rejected, and approved → lost', () => {
    expect(nextPassState('incomplete', 'submit')).toBe('reviewing');
    expect(nextPassState('reviewing', 'approve')).toBe('approved');
    expect(nextPassState('reviewing', 'reject')).toBe('rejected');
    expect(nextPassState('approved', 'reportLoss')).toBe('lost');
    expect(nextPassState('lost', 'approve')).toBeUndefined();
    expect(nextPassState('incomplete', 'reportLoss')).toBeUndefined();
  });
  it('reports only an issued pass lost, and removes only one not issued yet', () => {
    expect(passAllows('approved', 'reportLoss')).toBe(true);
    expect(passAllows('reissued', 'reportLoss')).toBe(true);
    expect(passAllows('reviewing', 'reportLoss')).toBe(false);
    expect(passAllows('approved', 'remove')).toBe(false);
    expect(passActions('lost')).toEqual([]);
  });
  it('invites anyone listed to visit as a visitor, a refused holder too, but not from a pass reported lost', () => {
    for (const state of ['incomplete', 'reviewing', 'approved', 'rejected', 'reissued'] as const) expect(passAllows(state, 'inviteVisitor')).toBe(true);
    expect(passAllows('lost', 'inviteVisitor')).toBe(false);
    expect(areaErrors.wire[5111]).toEqual({ code: 'BADGE.NOT_INVITABLE' });
    expect(zh.badge_not_invitable).toContain('挂失');
    expect(en.badge_not_invitable).toContain('reported lost');
  });
  it('reads the server’s 5104 (a loss reported for a pass not issued) as BADGE.NOT_LOSABLE, with its words', () => {
    expect(areaErrors.wire[5104]).toEqual({ code: 'BADGE.NOT_LOSABLE' });
    expect(zh.badge_not_losable).toContain('已发放');
    expect(en.badge_not_losable).toContain('reported lost');
  });
  it('counts a refused or lost pass no more against the quota', () => {
    expect(countsAgainstQuota('reviewing')).toBe(true);
    expect(countsAgainstQuota('reissued')).toBe(true);
    expect(countsAgainstQuota('rejected')).toBe(false);
    expect(countsAgainstQuota('lost')).toBe(false);
  });
});

describe('extra passes beyond the quota', () => {
  it('are bought 1 to 20 at a time, whole', () => {
    expect([0, 1, 2, 20, 21, 1.5].map(isExtraPassQuantity)).toEqual([false, true, true, true, false, false]);
  });
  it('as typed: the type and a whole number of 1 to 20', () => {
    expect(extraPassErrors({ credentialType: 'exhibitor', quantity: '2' })).toEqual({});
    expect(extraPassErrors({ credentialType: '', quantity: '' })).toEqual({ credentialType: ['VALIDATION.REQUIRED'], quantity: ['VALIDATION.REQUIRED'] });
    expect(extraPassErrors({ credentialType: 'exhibitor', quantity: '21' }).quantity).toEqual(['VALIDATION.OUT_OF_RANGE']);
    expect(extraPassErrors({ credentialType: 'exhibitor', quantity: '1.5' }).quantity).toEqual(['VALIDATION.OUT_OF_RANGE']);
  });
  it('for an open pass type only', () => {
    const open = { type: 'exhibitor', name: '展商证', quota: 6, used: 6, left: 0, opensAt: '', closesAt: '', state: 'open' as const };
    expect(buyablePassTypes([open, { ...open, type: 'dismantling', state: 'closed' }]).map((t) => t.type)).toEqual(['exhibitor']);
  });
});
