// The text rules of spec §5 as plain predicates, shared by the input classes and the server-driven form.
import { NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH, TRACEABILITY_CODE_MAX_LENGTH } from '../config/limits.constants';

export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
export const VERIFICATION_CODE = /^\d{6}$/;
/** Separators people type inside phone numbers; they carry no meaning. */
const PHONE_SEPARATORS = /[\s\-()]/g;
/** E.164 allows at most 15 digits; 6 keeps out obvious typos while admitting short local numbers. */
const ANY_PHONE = /^(?:\+|00)?\d{6,15}$/;
/**
 * Letters of any script (CJK included) with combining marks, in words joined by one space, hyphen,
 * apostrophe, or the middle dot of transliterated names (阿卜杜拉·买买提, ナカムラ・ケン).
 */
const PERSON_NAME = /^[\p{L}\p{M}]+(?:[ '’\-·・][\p{L}\p{M}]+)*$/u;
const TRACEABILITY_CODE = new RegExp(`^[A-Za-z0-9]{1,${TRACEABILITY_CODE_MAX_LENGTH}}$`);
export const ACCOUNT_LENGTH = { min: 2, max: 64 } as const;
/** BladeX hashes passwords with BCrypt, which reads only the first 72 bytes. */
export const PASSWORD_MAX_LENGTH = 64;

export const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The text a value holds, trimmed; none for anything else. */
export const asText = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : undefined);

/** Characters as a reader counts them (a CJK character or an emoji is one). */
export const textLength = (value: string): number => [...value].length;

export const isMainlandMobile = (value: unknown): boolean => MAINLAND_MOBILE.test(asText(value) ?? '');

/** Any plausible phone number, mainland or international, with or without separators. */
export const isPhoneNumber = (value: unknown): boolean =>
  ANY_PHONE.test((asText(value) ?? '').replace(PHONE_SEPARATORS, ''));

export const isVerificationCode = (value: unknown): boolean => VERIFICATION_CODE.test(asText(value) ?? '');

export const isPersonName = (value: unknown): boolean => {
  const name = asText(value) ?? '';
  return textLength(name) >= NAME_MIN_LENGTH && PERSON_NAME.test(name);
};

export const isAccountLength = (value: unknown): boolean => {
  const length = textLength(asText(value) ?? '');
  return length >= ACCOUNT_LENGTH.min && length <= ACCOUNT_LENGTH.max;
};

/** At least 8 characters with a letter, a digit and a special character (anything else but a space). */
export const isStrongPassword = (value: unknown): boolean => {
  if (typeof value !== 'string' || textLength(value) < PASSWORD_MIN_LENGTH) return false;
  return /\p{L}/u.test(value) && /\d/.test(value) && /[^\p{L}\p{N}\s]/u.test(value);
};

export const isTraceabilityCode = (value: unknown): boolean => TRACEABILITY_CODE.test(asText(value) ?? '');
