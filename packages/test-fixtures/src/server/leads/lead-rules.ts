// The lead tool's rules as the backend checks them (docs/endpoints.md "Trade-fair lead tool (issue 17)"),
// restated for the server: what a lead must hold (4905 with the field errors), the ratings and sources,
// how tags are kept, the packages of spec §6 and §9, the single login, a staff member's details. The
// server must not load @fairpass/domain at run time (it stands in for the Java backend, so the app and
// the SDK are checked against rules they did not write); the error codes are the domain's, and
// lead-rules.test.ts holds both versions to the same answers.
import { isBlank, isEmailAddress, isMainlandMobile, isPersonName, textLength } from '../contact-rules';
import type { ActivePackageWire, FollowUpWire, LeadPackageType, LeadRating, LeadSource } from './leads-wire.types';

/** Field → the domain's validation error codes ({} when valid). */
export type FieldErrors = Record<string, string[]>;

export const LEAD_RATINGS: readonly LeadRating[] = ['hot', 'warm', 'cold', 'unrated'];
export const LEAD_SOURCES: readonly LeadSource[] = ['qr', 'mobile', 'manual'];

/** A new lead is unrated until someone rates it. */
export const DEFAULT_RATING: LeadRating = 'unrated';

/** Characters per field, and how many tags, so a list row and a spreadsheet cell stay readable. */
export const LEAD_LIMITS = {
  tags: 10,
  tagLength: 20,
  notes: 500,
  followUpNote: 200,
  company: 100,
  jobTitle: 50,
  badgeCode: 64,
} as const;

export const isLeadRating = (value: unknown): value is LeadRating => LEAD_RATINGS.some((rating) => rating === value);
export const isLeadSource = (value: unknown): value is LeadSource => LEAD_SOURCES.some((source) => source === value);

/** A day of the calendar written `yyyy-MM-dd` (no 2026-02-30). */
export function isDay(value: unknown): boolean {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Tags as the server keeps them: NFKC, trimmed, inner spaces as one; blanks and repeats (any case) dropped. */
export function normaliseTags(tags: readonly string[]): string[] {
  const kept = new Map<string, string>();
  for (const raw of tags) {
    const tag = raw.normalize('NFKC').trim().replace(/\s+/g, ' ');
    if (tag !== '' && !kept.has(tag.toLowerCase())) kept.set(tag.toLowerCase(), tag);
  }
  return [...kept.values()];
}

const longerThan = (value: string | undefined, limit: number): boolean => textLength(value ?? '') > limit;

/** The visitor's part of a lead as sent: a badge for a scan, else a name and a mainland mobile. */
export interface LeadContactInput {
  source: LeadSource;
  badgeCode?: string;
  name?: string;
  mobile?: string;
  company?: string;
  jobTitle?: string;
  email?: string;
}

/** The staff's part: what an edit may change. */
export interface LeadQualificationInput {
  rating?: unknown;
  tags?: readonly string[];
  notes?: string;
  followUp?: FollowUpWire;
}

/**
 * A scan needs only its badge code and a lookup by mobile only the mobile (the server fills in the
 * visitor); by hand, a name and a mainland mobile. Details a scan carries must be right all the same.
 */
export function leadContactErrors(input: LeadContactInput): FieldErrors {
  const errors: FieldErrors = {};
  const scanned = input.source === 'qr';
  if (scanned && isBlank(input.badgeCode)) errors.badgeCode = ['VALIDATION.REQUIRED'];
  else if (scanned && longerThan(input.badgeCode?.trim(), LEAD_LIMITS.badgeCode)) errors.badgeCode = ['VALIDATION.TOO_LONG'];
  if (!isBlank(input.name)) {
    if (!isPersonName(input.name)) errors.name = ['VALIDATION.NAME_INVALID'];
  } else if (input.source === 'manual') errors.name = ['VALIDATION.REQUIRED'];
  if (!isBlank(input.mobile)) {
    if (!isMainlandMobile(input.mobile)) errors.mobile = ['VALIDATION.PHONE_INVALID'];
  } else if (!scanned) errors.mobile = ['VALIDATION.REQUIRED'];
  if (!isBlank(input.email) && !isEmailAddress(input.email)) errors.email = ['VALIDATION.EMAIL_INVALID'];
  if (longerThan(input.company, LEAD_LIMITS.company)) errors.company = ['VALIDATION.TOO_LONG'];
  if (longerThan(input.jobTitle, LEAD_LIMITS.jobTitle)) errors.jobTitle = ['VALIDATION.TOO_LONG'];
  return errors;
}

/** A follow-up needs a real day; its note at most 200 characters. */
export function followUpErrors(followUp: FollowUpWire): FieldErrors {
  const errors: FieldErrors = {};
  if (isBlank(followUp.date)) errors.followUpDate = ['VALIDATION.REQUIRED'];
  else if (!isDay(followUp.date)) errors.followUpDate = ['VALIDATION.DATE_INVALID'];
  if (longerThan(followUp.note, LEAD_LIMITS.followUpNote)) errors.followUpNote = ['VALIDATION.TOO_LONG'];
  return errors;
}

/** A known rating; at most 10 tags (as kept) of 20 characters; notes of 500; a valid follow-up. */
export function leadQualificationErrors(input: LeadQualificationInput): FieldErrors {
  const errors: FieldErrors = {};
  if (input.rating !== undefined && !isLeadRating(input.rating)) errors.rating = ['VALIDATION.OUT_OF_RANGE'];
  if (input.tags !== undefined) {
    const tags = normaliseTags(input.tags);
    if (tags.length > LEAD_LIMITS.tags) errors.tags = ['VALIDATION.OUT_OF_RANGE'];
    else if (tags.some((tag) => longerThan(tag, LEAD_LIMITS.tagLength))) errors.tags = ['VALIDATION.TOO_LONG'];
  }
  if (input.notes !== undefined && longerThan(input.notes, LEAD_LIMITS.notes)) errors.notes = ['VALIDATION.TOO_LONG'];
  return input.followUp ? { ...errors, ...followUpErrors(input.followUp) } : errors;
}

/** Everything wrong with a lead to save ({} when it can be). */
export const leadErrors = (input: LeadContactInput & LeadQualificationInput): FieldErrors => ({ ...leadContactErrors(input), ...leadQualificationErrors(input) });

/** A staff member to add: a person's name and a mainland mobile. */
export function staffMemberErrors(input: { name: string; phone: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (isBlank(input.name)) errors.name = ['VALIDATION.REQUIRED'];
  else if (!isPersonName(input.name)) errors.name = ['VALIDATION.NAME_INVALID'];
  if (isBlank(input.phone)) errors.phone = ['VALIDATION.REQUIRED'];
  else if (!isMainlandMobile(input.phone)) errors.phone = ['VALIDATION.PHONE_INVALID'];
  return errors;
}

// The packages (spec §6, §9): single-person 1000 yuan per show period, one login at a time; multi-person
// 3000 yuan, staff under the admin.
export interface LeadPackageRule {
  priceYuan: number;
  /** Logins at once; absent: no limit. */
  maxConcurrentLogins?: number;
  hasStaff: boolean;
}

export const LEAD_PACKAGE_TYPES: readonly LeadPackageType[] = ['single', 'multi'];

export const LEAD_PACKAGES: Readonly<Record<LeadPackageType, Readonly<LeadPackageRule>>> = {
  single: { priceYuan: 1000, maxConcurrentLogins: 1, hasStaff: false },
  multi: { priceYuan: 3000, hasStaff: true },
};

export const isLeadPackageType = (value: unknown): value is LeadPackageType => LEAD_PACKAGE_TYPES.some((type) => type === value);

/** A second login ends the first (spec §8): the account's package allows one login at a time. */
export const isSingleLogin = (account: { package?: ActivePackageWire }): boolean => account.package?.maxConcurrentLogins === 1;
