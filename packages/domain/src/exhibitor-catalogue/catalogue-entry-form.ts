// The catalogue entry as typed (design exhibitor.md §2.2 `information/info`, §5.1 rule 5; ours): the names
// in both languages, the contact, the contact phone — a mainland mobile or a landline with its area code
// (an extension after a dash is kept) — and the introduction, at most 500 characters in Chinese and 1,500
// in English (a printed column holds about as much of each). Submitted and under review it is read-only.
import { MAINLAND_MOBILE } from '../validation/field-predicates';
import type { FieldErrors } from '../validation/validate-input';
import type { EntryState, JournalFields } from './exhibitor-catalogue.types';

export const ENTRY_LIMITS = {
  exhibitorJournalName: 60,
  exhibitorJournalEnName: 120,
  journalContacts: 20,
  journalContactInformation: 30,
  journalIntroduction: 500,
  journalEnIntroduction: 1500,
} as const satisfies Record<keyof JournalFields, number>;

export type EntryField = keyof JournalFields;
export type EntryForm = { readonly [K in EntryField]: string };

/** A landline with its area code (010, 0755…), a dash or not, and an optional extension: 021-62781234-806. */
export const LANDLINE = /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/;

/** True for a mainland mobile or a landline with its area code. */
export const isContactPhone = (typed: string): boolean => {
  const value = typed.replace(/\s+/g, '');
  return MAINLAND_MOBILE.test(value) || LANDLINE.test(value);
};

const length = (value: string): number => [...value.trim()].length;

export const emptyEntryForm = (): EntryForm => ({
  exhibitorJournalName: '',
  exhibitorJournalEnName: '',
  journalContacts: '',
  journalContactInformation: '',
  journalIntroduction: '',
  journalEnIntroduction: '',
});

/** The form to start from: the server draft when there is one, else the last version, else blank. */
export const entryFormOf = (fields: JournalFields | undefined): EntryForm => ({ ...emptyEntryForm(), ...(fields ?? {}) });

/** The field → error codes of an entry as typed ({} when it may be submitted). */
export function entryErrors(form: EntryForm): FieldErrors<EntryField> {
  const errors: FieldErrors<EntryField> = {};
  if (length(form.exhibitorJournalName) < 2) errors.exhibitorJournalName = ['VALIDATION.REQUIRED'];
  if (length(form.exhibitorJournalEnName) === 0) errors.exhibitorJournalEnName = ['VALIDATION.REQUIRED'];
  if (length(form.journalContacts) < 2) errors.journalContacts = ['VALIDATION.REQUIRED'];
  if (length(form.journalContactInformation) === 0) errors.journalContactInformation = ['VALIDATION.REQUIRED'];
  else if (!isContactPhone(form.journalContactInformation)) errors.journalContactInformation = ['VALIDATION.PHONE_INVALID'];
  if (length(form.journalIntroduction) === 0) errors.journalIntroduction = ['VALIDATION.REQUIRED'];
  for (const field of Object.keys(ENTRY_LIMITS) as EntryField[]) {
    if (!errors[field] && length(form[field]) > ENTRY_LIMITS[field]) errors[field] = ['VALIDATION.TOO_LONG'];
  }
  return errors;
}

/** The field → errors a draft may still be saved with: only the lengths (a draft may be unfinished). */
export function draftErrors(form: EntryForm): FieldErrors<EntryField> {
  const errors: FieldErrors<EntryField> = {};
  for (const field of Object.keys(ENTRY_LIMITS) as EntryField[]) {
    if (length(form[field]) > ENTRY_LIMITS[field]) errors[field] = ['VALIDATION.TOO_LONG'];
  }
  return errors;
}

/** The fields as sent: trimmed, the phone without spaces. */
export const entryFieldsOf = (form: EntryForm): JournalFields => ({
  exhibitorJournalName: form.exhibitorJournalName.trim(),
  exhibitorJournalEnName: form.exhibitorJournalEnName.trim(),
  journalContacts: form.journalContacts.trim(),
  journalContactInformation: form.journalContactInformation.replace(/\s+/g, ''),
  journalIntroduction: form.journalIntroduction.trim(),
  journalEnIntroduction: form.journalEnIntroduction.trim(),
});

/** A submitted entry waits for the organiser: it cannot be changed until reviewed or refused. */
export const entryEditable = (state: EntryState): boolean => state !== 'submitted';

/** The characters typed of a field against its limit, for the counter under it. */
export const entryCount = (form: EntryForm, field: EntryField): { readonly used: number; readonly max: number } => ({ used: length(form[field]), max: ENTRY_LIMITS[field] });

/** True once the deadline (`yyyy-MM-dd HH:mm:ss`, Beijing time) has passed on the server clock; no deadline never closes. */
export const submissionClosed = (deadline: string, serverTime: number): boolean => {
  const at = Date.parse(`${deadline.trim().replace(' ', 'T')}+08:00`);
  return Number.isFinite(at) && serverTime > at;
};
