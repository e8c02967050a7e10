// The domain's group rules (@fairpass/domain groups: GroupMemberInput, GroupDetailsInput,
// SubAccountInput, isValidIdDocument), restated for the server, which must not load @fairpass/domain at
// run time (see invoicing/header-rules.ts). Each check answers the first field the backend's bean
// validation refuses, or undefined; group-rules.test.ts holds both versions to the same answers.
import { isMainlandMobile } from '../formats';
import type { GroupDetails, IdType, MemberFields } from './groups-wire.types';

export const BULK_MAX = 100;
const EXPECTED_SIZE_MAX = 2000;
const ACCOUNT_LENGTH = { min: 2, max: 64 };
const PASSWORD_LENGTH = { min: 8, max: 64 };

const PERSON_NAME = /^[\p{L}\p{M}]+(?:[ '’\-·・][\p{L}\p{M}]+)*$/u;
const ID_TYPES: readonly IdType[] = ['idCard', 'passport', 'hkMacaoPermit', 'taiwanPermit'];
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const PROVINCES = new Set('11 12 13 14 15 21 22 23 31 32 33 34 35 36 37 41 42 43 44 45 46 50 51 52 53 54 61 62 63 64 65 71 81 82 83'.split(' '));
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const length = (value: string): number => [...value].length;

export const isPersonName = (value: unknown): boolean => length(text(value)) >= 2 && PERSON_NAME.test(text(value));

export const isIdType = (value: unknown): value is IdType => ID_TYPES.includes(value as IdType);

/** The resident ID's check character (ISO 7064 MOD 11-2), for the seeds to make valid numbers. */
export const residentIdCheck = (first17: string): string => '10X98765432'[[...first17].reduce((sum, digit, i) => sum + Number(digit) * (WEIGHTS[i] ?? 0), 0) % 11] ?? '';

const isRealDay = (yyyy: number, mm: number, dd: number): boolean => {
  const date = new Date(Date.UTC(yyyy, mm - 1, dd));
  return date.getUTCFullYear() === yyyy && date.getUTCMonth() === mm - 1 && date.getUTCDate() === dd;
};

function isResidentId(id: string, today: Date): boolean {
  if (!/^\d{17}[\dX]$/.test(id) || !PROVINCES.has(id.slice(0, 2))) return false;
  const [year, month, day] = [Number(id.slice(6, 10)), Number(id.slice(10, 12)), Number(id.slice(12, 14))];
  if (year < 1900 || !isRealDay(year, month, day) || Date.UTC(year, month - 1, day) > today.getTime()) return false;
  return residentIdCheck(id.slice(0, 17)) === id[17];
}

/** The number as stored and compared: trimmed, upper case. */
export const idKey = (value: string): string => value.trim().toUpperCase();

export function isIdDocument(type: unknown, number: unknown, today: Date = new Date()): boolean {
  if (typeof number !== 'string' || !isIdType(type)) return false;
  const id = idKey(number);
  if (type === 'idCard') return isResidentId(id, today);
  if (type === 'passport') return /^[A-Z0-9]{5,20}$/.test(id);
  if (type === 'hkMacaoPermit') return /^[HM]\d{8}(?:\d{2})?$/.test(id);
  return /^\d{8}(?:\d{2})?$/.test(id);
}

export const isCalendarDay = (value: unknown): boolean => {
  const match = DAY.exec(text(value));
  return match !== null && isRealDay(Number(match[1]), Number(match[2]), Number(match[3]));
};

export const isStrongPassword = (value: unknown): boolean =>
  typeof value === 'string' &&
  length(value) >= PASSWORD_LENGTH.min &&
  length(value) <= PASSWORD_LENGTH.max &&
  /\p{L}/u.test(value) &&
  /\d/.test(value) &&
  /[^\p{L}\p{N}\s]/u.test(value);

export const isAccountName = (value: unknown): boolean => {
  const account = text(value);
  return length(account) >= ACCOUNT_LENGTH.min && length(account) <= ACCOUNT_LENGTH.max && /^[A-Za-z0-9_.@-]+$/.test(account);
};

/** The first member field the backend refuses, or undefined. */
export function memberProblem(fields: Partial<Record<keyof MemberFields, unknown>>, today?: Date): keyof MemberFields | undefined {
  if (!isPersonName(fields.name)) return 'name';
  if (!isMainlandMobile(text(fields.phone))) return 'phone';
  if (!isIdType(fields.idType)) return 'idType';
  if (!isIdDocument(fields.idType, fields.idNumber, today)) return 'idNumber';
  if (text(fields.teamId) === '') return 'teamId';
  return undefined;
}

/** The size as sent: a whole number from 1 to 2,000 (a form's text of one too). */
const sizeOf = (value: unknown): number | undefined => {
  const size = typeof value === 'number' ? value : /^[+-]?\d+(?:\.\d+)?$/.test(text(value)) ? Number(text(value)) : Number.NaN;
  return Number.isInteger(size) && size >= 1 && size <= EXPECTED_SIZE_MAX ? size : undefined;
};

/** The first group detail the backend refuses, or undefined. */
export function detailsProblem(details: Partial<Record<keyof GroupDetails, unknown>>): keyof GroupDetails | undefined {
  if (text(details.name) === '' || length(text(details.name)) > 50) return 'name';
  if (text(details.organisation) === '' || length(text(details.organisation)) > 100) return 'organisation';
  if (!isPersonName(details.contact)) return 'contact';
  if (!isMainlandMobile(text(details.phone))) return 'phone';
  if (sizeOf(details.expectedSize) === undefined) return 'expectedSize';
  if (!isCalendarDay(details.arrivalDate)) return 'arrivalDate';
  const departure = text(details.departureDate);
  if (departure !== '' && (!isCalendarDay(departure) || departure < text(details.arrivalDate))) return 'departureDate';
  return undefined;
}

/** The details as stored: trimmed, the size a number, an empty departure left out. */
export function detailsOf(details: Partial<Record<keyof GroupDetails, unknown>>): GroupDetails {
  const departure = text(details.departureDate);
  return {
    name: text(details.name),
    organisation: text(details.organisation),
    contact: text(details.contact),
    phone: text(details.phone),
    expectedSize: sizeOf(details.expectedSize) ?? 0,
    arrivalDate: text(details.arrivalDate),
    ...(departure === '' ? {} : { departureDate: departure }),
  };
}

/** The first sub-account field the backend refuses (`account` only when adding one), or undefined. */
export function subAccountProblem(fields: { account?: unknown; name?: unknown; phone?: unknown; password?: unknown }, adding: boolean): 'account' | 'name' | 'phone' | 'password' | undefined {
  if (adding && !isAccountName(fields.account)) return 'account';
  if (!isPersonName(fields.name)) return 'name';
  if (!isMainlandMobile(text(fields.phone))) return 'phone';
  if (adding && !isStrongPassword(fields.password)) return 'password';
  return undefined;
}
