// A visa invitation letter request (design exhibitor.md §2.4 visaInfo, §5.2 rule 9): the name exactly as
// in the passport in Latin capitals (A–Z, space, hyphen, apostrophe; typed lower case is raised), a
// passport number of 5–20 letters or digits, a passport valid at least 6 months after departure
// (VISA.PASSPORT_VALIDITY with the date it must reach), arrival not after departure and both within the
// show's days ± 7 (VISA.DATES_OUTSIDE), and no letter for mainland Chinese nationality (VISA.NOT_NEEDED).
import type { VisaRequestFields } from './exhibitor-letters.types';

export type VisaField = keyof VisaRequestFields;

/** The form's values as typed. */
export type VisaForm = { readonly [K in VisaField]: string };

export type VisaProblem =
  | { readonly code: 'VALIDATION.REQUIRED' | 'VALIDATION.NAME_INVALID' | 'VALIDATION.ID_NUMBER_INVALID' | 'VALIDATION.OUT_OF_RANGE' | 'VISA.NOT_NEEDED' }
  | { readonly code: 'VISA.PASSPORT_VALIDITY'; readonly params: { readonly minExpiry: string } }
  | { readonly code: 'VISA.DATES_OUTSIDE'; readonly params: { readonly firstDay: string; readonly lastDay: string } };

export const VISA_MARGIN_DAYS = 7;
export const PASSPORT_MONTHS_AFTER_DEPARTURE = 6;

/** Mainland China; Hong Kong, Macao and Taiwan travel on their own permits and are not refused here. */
const MAINLAND = new Set(['CN']);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const emptyVisaForm = (): VisaForm => ({
  passportName: '',
  passportNo: '',
  nationality: '',
  gender: '',
  birthDate: '',
  passportExpiry: '',
  arrival: '',
  departure: '',
  jobTitle: '',
  consulateCity: '',
});

/** The passport name as it will print: upper case, single spaces. */
export const passportNameOf = (typed: string): string => typed.trim().replace(/\s+/g, ' ').toUpperCase();

export const isPassportName = (typed: string): boolean => /^[A-Z][A-Z' -]*$/.test(passportNameOf(typed));

export const isPassportNo = (typed: string): boolean => /^[A-Z0-9]{5,20}$/i.test(typed.trim());

const isDate = (value: string): boolean => DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** `yyyy-MM-dd` moved by whole days or months, on the calendar (UTC, no clock). */
export function shiftDate(day: string, by: { readonly days?: number; readonly months?: number }): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (by.months) {
    const dayOfMonth = date.getUTCDate();
    date.setUTCDate(1);
    date.setUTCMonth(date.getUTCMonth() + by.months);
    const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
    date.setUTCDate(Math.min(dayOfMonth, last));
  }
  if (by.days) date.setUTCDate(date.getUTCDate() + by.days);
  return date.toISOString().slice(0, 10);
}

/** The earliest passport expiry a departure on `departure` allows. */
export const minPassportExpiry = (departure: string): string => shiftDate(departure, { months: PASSPORT_MONTHS_AFTER_DEPARTURE });

/** The problem of each field as typed, against the show's first and last day ({} when it may be sent). */
export function visaProblems(form: VisaForm, show: { readonly firstDay: string; readonly lastDay: string }): Partial<Record<VisaField, VisaProblem>> {
  const problems: Partial<Record<VisaField, VisaProblem>> = {};
  for (const field of Object.keys(form) as VisaField[]) if (form[field].trim() === '') problems[field] = { code: 'VALIDATION.REQUIRED' };
  if (!problems.passportName && !isPassportName(form.passportName)) problems.passportName = { code: 'VALIDATION.NAME_INVALID' };
  if (!problems.passportNo && !isPassportNo(form.passportNo)) problems.passportNo = { code: 'VALIDATION.ID_NUMBER_INVALID' };
  if (!problems.nationality && MAINLAND.has(form.nationality.trim().toUpperCase())) problems.nationality = { code: 'VISA.NOT_NEEDED' };
  if (!problems.gender && form.gender !== 'male' && form.gender !== 'female') problems.gender = { code: 'VALIDATION.REQUIRED' };
  for (const field of ['birthDate', 'passportExpiry', 'arrival', 'departure'] as const) {
    if (!problems[field] && !isDate(form[field])) problems[field] = { code: 'VALIDATION.OUT_OF_RANGE' };
  }
  const earliest = shiftDate(show.firstDay, { days: -VISA_MARGIN_DAYS });
  const latest = shiftDate(show.lastDay, { days: VISA_MARGIN_DAYS });
  const outside = { code: 'VISA.DATES_OUTSIDE', params: { firstDay: show.firstDay, lastDay: show.lastDay } } as const;
  if (!problems.arrival && (form.arrival < earliest || form.arrival > latest)) problems.arrival = outside;
  if (!problems.departure && (form.departure < earliest || form.departure > latest || (!problems.arrival && form.departure < form.arrival))) problems.departure = outside;
  if (!problems.passportExpiry && !problems.departure && form.passportExpiry < minPassportExpiry(form.departure)) {
    problems.passportExpiry = { code: 'VISA.PASSPORT_VALIDITY', params: { minExpiry: minPassportExpiry(form.departure) } };
  }
  return problems;
}

/** The request of a form without problems, as sent. */
export const visaRequestOf = (form: VisaForm): VisaRequestFields => ({
  passportName: passportNameOf(form.passportName),
  passportNo: form.passportNo.trim().toUpperCase(),
  nationality: form.nationality.trim().toUpperCase(),
  gender: form.gender === 'female' ? 'female' : 'male',
  birthDate: form.birthDate,
  passportExpiry: form.passportExpiry,
  arrival: form.arrival,
  departure: form.departure,
  jobTitle: form.jobTitle.trim(),
  consulateCity: form.consulateCity.trim(),
});
