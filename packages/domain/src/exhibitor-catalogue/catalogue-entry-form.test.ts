import { describe, expect, it } from 'vitest';
import { submissionClosed, draftErrors, emptyEntryForm, entryCount, entryEditable, entryErrors, entryFieldsOf, entryFormOf, isContactPhone, type EntryForm } from './catalogue-entry-form';

const good: EntryForm = {
  exhibitorJournalName: '示范电子',
  exhibitorJournalEnName: 'Demo Electronics',
  journalContacts: '陈展商',
  journalContactInformation: '13800000005',
  journalIntroduction: '专注智能硬件十年。',
  journalEnIntroduction: 'Ten years of smart hardware.',
};

describe('the catalogue entry as typed', () => {
  it('lets a complete entry be submitted', () => {
    expect(entryErrors(good)).toEqual({});
  });

  it.each([
    ['a mainland mobile', '13912345678', true],
    ['a landline with its area code and a dash', '021-62781234', true],
    ['a landline without the dash', '075588886666', true],
    ['a landline with an extension', '010-12345678-806', true],
    ['spaces typed in a mobile', '139 1234 5678', true],
    ['a mobile one digit short', '1391234567', false],
    ['a landline without its area code', '62781234', false],
    ['letters', 'call me', false],
  ])('takes as the contact phone %s: %s → %s', (_row, phone, valid) => {
    expect(isContactPhone(phone)).toBe(valid);
    expect(entryErrors({ ...good, journalContactInformation: phone }).journalContactInformation).toEqual(valid ? undefined : ['VALIDATION.PHONE_INVALID']);
  });

  it('holds the introduction to 500 Chinese characters and the English one to 1,500', () => {
    expect(entryErrors({ ...good, journalIntroduction: '展'.repeat(500) })).toEqual({});
    expect(entryErrors({ ...good, journalIntroduction: '展'.repeat(501) }).journalIntroduction).toEqual(['VALIDATION.TOO_LONG']);
    expect(entryErrors({ ...good, journalEnIntroduction: 'a'.repeat(1500) })).toEqual({});
    expect(entryErrors({ ...good, journalEnIntroduction: 'a'.repeat(1501) }).journalEnIntroduction).toEqual(['VALIDATION.TOO_LONG']);
  });

  it('counts characters, not UTF-16 units, for the limits and the counter', () => {
    const emoji = '😀'.repeat(500);
    expect(entryErrors({ ...good, journalIntroduction: emoji })).toEqual({});
    expect(entryCount({ ...good, journalIntroduction: emoji }, 'journalIntroduction')).toEqual({ used: 500, max: 500 });
  });

  it('requires the names, the contact, the phone and the Chinese introduction, not the English one', () => {
    const errors = entryErrors(emptyEntryForm());
    expect(Object.keys(errors).sort()).toEqual(['exhibitorJournalEnName', 'exhibitorJournalName', 'journalContactInformation', 'journalContacts', 'journalIntroduction']);
    expect(errors.journalContactInformation).toEqual(['VALIDATION.REQUIRED']);
  });

  it('keeps an unfinished draft, refusing only what is too long', () => {
    expect(draftErrors(emptyEntryForm())).toEqual({});
    expect(draftErrors({ ...emptyEntryForm(), journalIntroduction: '展'.repeat(501) })).toEqual({ journalIntroduction: ['VALIDATION.TOO_LONG'] });
  });

  it('sends the fields trimmed and the phone without spaces', () => {
    expect(entryFieldsOf({ ...good, exhibitorJournalName: ' 示范电子 ', journalContactInformation: '021 6278 1234' })).toMatchObject({ exhibitorJournalName: '示范电子', journalContactInformation: '02162781234' });
  });

  it('starts from the fields given, else blank', () => {
    expect(entryFormOf(undefined)).toEqual(emptyEntryForm());
    expect(entryFormOf(good)).toEqual(good);
  });

  it.each([
    ['none', true],
    ['draft', true],
    ['submitted', false],
    ['approved', true],
    ['rejected', true],
  ] as const)('an entry %s may be changed: %s', (state, editable) => {
    expect(entryEditable(state)).toBe(editable);
  });

  it('closes once the Beijing deadline has passed on the server clock, and never without one', () => {
    const deadline = '2026-12-01 23:59:59';
    const at = Date.parse('2026-12-01T23:59:59+08:00');
    expect(submissionClosed(deadline, at)).toBe(false);
    expect(submissionClosed(deadline, at + 1000)).toBe(true);
    expect(submissionClosed('', at)).toBe(false);
  });
});
