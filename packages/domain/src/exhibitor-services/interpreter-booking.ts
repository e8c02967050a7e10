// Booking interpreters (design exhibitor.md §2.3 and §5.1 rule 8, "ours"): a language pair, days within
// the show, half or full day, 1–5 interpreters, notes; each day booked at least 3 calendar days ahead on
// the server's clock (Beijing), else SERVICE.BOOKING_CLOSED with the day's last moment to book.
import { daysLeft } from '../exhibitor/material-task';
import type { InterpreterBooking } from './exhibitor-services.types';

export const INTERPRETER_MIN_NOTICE_DAYS = 3;
export const INTERPRETER_COUNT = { min: 1, max: 5 } as const;
export const INTERPRETER_NOTES_MAX = 200;

export type InterpreterField = 'languagePair' | 'days' | 'count' | 'notes';

export interface InterpreterRefusal {
  readonly field: InterpreterField;
  readonly code: 'VALIDATION.REQUIRED' | 'VALIDATION.OUT_OF_RANGE' | 'VALIDATION.TOO_LONG' | 'SERVICE.BOOKING_CLOSED';
  readonly params?: Readonly<Record<string, string>>;
}

const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** The last moment (Beijing wire time) to book `day` with the notice the rule asks. */
export const lastBookingMomentOf = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d - INTERPRETER_MIN_NOTICE_DAYS, 23, 59, 59));
  return `${at.toISOString().slice(0, 10)} 23:59:59`;
};

/** Whether `day` (`yyyy-MM-dd`) is at least 3 Beijing calendar days after the server's today. */
export const hasNotice = (day: string, serverTime: number): boolean => (daysLeft(`${day} 00:00:00`, serverTime) ?? -1) >= INTERPRETER_MIN_NOTICE_DAYS;

/** The first refusal of a booking, field by field, else undefined. `serverTime` in epoch ms. */
export function interpreterRefusal(booking: InterpreterBooking, showDays: readonly string[], serverTime: number): InterpreterRefusal | undefined {
  if (booking.languagePair.trim() === '') return { field: 'languagePair', code: 'VALIDATION.REQUIRED' };
  if (booking.days.length === 0) return { field: 'days', code: 'VALIDATION.REQUIRED' };
  const outside = booking.days.find((day) => !showDays.includes(day));
  if (outside !== undefined) return { field: 'days', code: 'VALIDATION.OUT_OF_RANGE', params: { min: showDays[0] ?? '', max: showDays[showDays.length - 1] ?? '' } };
  const early = [...booking.days].sort().find((day) => !hasNotice(day, serverTime));
  if (early !== undefined) return { field: 'days', code: 'SERVICE.BOOKING_CLOSED', params: { deadline: lastBookingMomentOf(early), day: early } };
  if (!Number.isInteger(booking.count) || booking.count < INTERPRETER_COUNT.min || booking.count > INTERPRETER_COUNT.max) {
    return { field: 'count', code: 'VALIDATION.OUT_OF_RANGE', params: { min: String(INTERPRETER_COUNT.min), max: String(INTERPRETER_COUNT.max) } };
  }
  if (booking.notes.length > INTERPRETER_NOTES_MAX) return { field: 'notes', code: 'VALIDATION.TOO_LONG', params: { max: String(INTERPRETER_NOTES_MAX) } };
  return undefined;
}

/** Beijing epoch ms of a wire time, for the rule above (the catalogue's serverTime is text). */
export const epochOfWireTime = (wire: string): number => {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(wire.trim());
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s) - BEIJING_OFFSET_MS;
};
