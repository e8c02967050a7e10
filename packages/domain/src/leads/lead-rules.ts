// What a lead must hold before it is saved on the phone (and what the server checks again, 4905):
// a scanned badge is enough on its own (the server fills in the visitor's details when it syncs, so a
// scan works with no network); a lead looked up by mobile or typed by hand needs a name (spec §5: at
// least 2 characters, no digits or symbols) and a valid mainland mobile. Tags, notes and the follow-up
// have limits so a list row and a spreadsheet cell stay readable.
import type { FieldErrors } from '../validation/validate-input';
import { isBlank, isMainlandMobile, isPersonName, textLength } from '../validation/field-predicates';
import { isEmailAddress } from '../validation/email-address';
import type { FollowUp, LeadContact, LeadQualification, LeadRating, LeadSource } from './lead.types';

export const LEAD_RATINGS = ['hot', 'warm', 'cold', 'unrated'] as const satisfies readonly LeadRating[];
/** The ratings someone can give a lead (a lead is never rated back to `unrated` by hand). */
export const LEAD_GRADES = ['hot', 'warm', 'cold'] as const satisfies readonly LeadRating[];
export const LEAD_SOURCES = ['qr', 'mobile', 'manual'] as const satisfies readonly LeadSource[];

export const LEAD_LIMITS = {
  tags: 10,
  tagLength: 20,
  notes: 500,
  followUpNote: 200,
  company: 100,
  jobTitle: 50,
  badgeCode: 64,
} as const;

/** A new lead is unrated until someone rates it: lists and exports do not call every visitor warm. */
export const DEFAULT_RATING: LeadRating = 'unrated';

export const isLeadRating = (value: unknown): value is LeadRating => (LEAD_RATINGS as readonly unknown[]).includes(value);
export const isLeadSource = (value: unknown): value is LeadSource => (LEAD_SOURCES as readonly unknown[]).includes(value);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written `yyyy-MM-dd`. */
export const isDay = (value: unknown): boolean => {
  const parts = typeof value === 'string' ? DAY.exec(value)?.slice(1).map(Number) : undefined;
  if (parts === undefined) return false;
  const [year = 0, month = 0, day = 0] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** Tags as kept: trimmed, blanks and repeats (ignoring case) dropped, in the order given. */
export const normaliseTags = (tags: readonly string[]): string[] => {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.normalize('NFKC').trim().replace(/\s+/g, ' ');
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
};

type ContactInput = Partial<LeadContact> & { readonly source: LeadSource; readonly badgeCode?: string };

/**
 * The visitor's part: a badge code for a scan; a mainland mobile for a lookup by mobile (the server fills
 * in the registered visitor's name, so a mobile typed with no network is kept as a lookup, like a badge);
 * a name and a mainland mobile for a lead typed by hand.
 */
export function leadContactErrors(input: ContactInput): FieldErrors {
  const errors: FieldErrors = {};
  if (input.source === 'qr') {
    if (isBlank(input.badgeCode)) errors.badgeCode = ['VALIDATION.REQUIRED'];
    else if (textLength((input.badgeCode ?? '').trim()) > LEAD_LIMITS.badgeCode) errors.badgeCode = ['VALIDATION.TOO_LONG'];
  }
  // A scan may carry details already (looked up online); they must then be right too.
  const needsDetails = input.source !== 'qr';
  if (isBlank(input.name)) {
    if (input.source === 'manual') errors.name = ['VALIDATION.REQUIRED'];
  } else if (!isPersonName(input.name)) errors.name = ['VALIDATION.NAME_INVALID'];
  if (isBlank(input.mobile)) {
    if (needsDetails) errors.mobile = ['VALIDATION.REQUIRED'];
  } else if (!isMainlandMobile(input.mobile)) errors.mobile = ['VALIDATION.PHONE_INVALID'];
  if (!isBlank(input.email) && !isEmailAddress(input.email)) errors.email = ['VALIDATION.EMAIL_INVALID'];
  if (textLength(input.company ?? '') > LEAD_LIMITS.company) errors.company = ['VALIDATION.TOO_LONG'];
  if (textLength(input.jobTitle ?? '') > LEAD_LIMITS.jobTitle) errors.jobTitle = ['VALIDATION.TOO_LONG'];
  return errors;
}

export function followUpErrors(followUp: FollowUp): FieldErrors {
  const errors: FieldErrors = {};
  if (isBlank(followUp.date)) errors.followUpDate = ['VALIDATION.REQUIRED'];
  else if (!isDay(followUp.date)) errors.followUpDate = ['VALIDATION.DATE_INVALID'];
  if (textLength(followUp.note) > LEAD_LIMITS.followUpNote) errors.followUpNote = ['VALIDATION.TOO_LONG'];
  return errors;
}

/** The staff's part: a known rating, at most 10 tags of 20 characters, notes of 500, a valid follow-up. */
export function leadQualificationErrors(input: Partial<LeadQualification>): FieldErrors {
  const errors: FieldErrors = {};
  if (input.rating !== undefined && !isLeadRating(input.rating)) errors.rating = ['VALIDATION.OUT_OF_RANGE'];
  if (input.tags !== undefined) {
    const tags = normaliseTags(input.tags);
    if (tags.length > LEAD_LIMITS.tags) errors.tags = ['VALIDATION.OUT_OF_RANGE'];
    else if (tags.some((tag) => textLength(tag) > LEAD_LIMITS.tagLength)) errors.tags = ['VALIDATION.TOO_LONG'];
  }
  if (input.notes !== undefined && textLength(input.notes) > LEAD_LIMITS.notes) errors.notes = ['VALIDATION.TOO_LONG'];
  if (input.followUp) Object.assign(errors, followUpErrors(input.followUp));
  return errors;
}

/** Everything wrong with a lead about to be saved ({} when it can be). */
export const leadErrors = (input: ContactInput & Partial<LeadQualification>): FieldErrors => ({
  ...leadContactErrors(input),
  ...leadQualificationErrors(input),
});
