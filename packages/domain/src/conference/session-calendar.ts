// A session as a calendar event, for "add to calendar". The app writes the .ics file (with the npm `ics`
// library); the domain only says what goes in it, so it stays free of that library. Times are given in
// UTC as `[year, month, day, hour, minute]` arrays (month 1–12) with `startInputType` / `endInputType`
// and the output types all 'utc': the wire's Beijing times are converted here, so the event lands at
// the right moment whatever zone the phone is set to, and the .ics carries `…Z` times. The location is
// the venue and its address; a reminder shows 15 minutes before (as the server's own file, issue 29).
import type { LanguageType } from '../config/language';
import { localizedField } from '../config/localized-text';
import { parseWireTime } from '../ticketing/wire-time';
import type { ConferenceSession } from './conference.types';

/** `[year, month (1–12), day, hour, minute]` in UTC; mutable, as the `ics` library's DateArray is. */
export type CalendarDateArray = [number, number, number, number, number];

/** Minutes before a session its reminder shows. */
export const SESSION_REMINDER_MINUTES = 15;

/** A reminder as the `ics` library's Alarm takes it: shown, some minutes before the start. */
export interface CalendarReminder {
  readonly action: 'display';
  readonly description: string;
  readonly trigger: { readonly minutes: number; readonly before: true };
}

/** The fields an `ics` event takes (EventAttributes), all times in UTC. */
export interface SessionCalendarEvent {
  readonly uid: string;
  readonly title: string;
  readonly start: CalendarDateArray;
  readonly startInputType: 'utc';
  readonly startOutputType: 'utc';
  readonly end: CalendarDateArray;
  readonly endInputType: 'utc';
  readonly endOutputType: 'utc';
  /** The venue and, when known, its address. */
  readonly location: string;
  /** The summary. */
  readonly description: string;
  readonly alarms: readonly CalendarReminder[];
}

const utcArray = (ms: number): CalendarDateArray => {
  const date = new Date(ms);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes()];
};

/** The calendar event of a session in `language`, or undefined when its times do not read. */
export const sessionCalendarEvent = (
  session: Pick<ConferenceSession, 'id' | 'title' | 'titleEn' | 'venue' | 'venueEn' | 'venueAddress' | 'venueAddressEn' | 'summary' | 'summaryEn' | 'startTime' | 'endTime'>,
  language: LanguageType,
): SessionCalendarEvent | undefined => {
  const start = parseWireTime(session.startTime);
  const end = parseWireTime(session.endTime);
  if (start === undefined || end === undefined || end < start) return undefined;
  const title = localizedField(session, 'title', language);
  const venue = localizedField(session, 'venue', language);
  const address = localizedField(session, 'venueAddress', language);
  return {
    uid: `fairpass-session-${session.id}`,
    title,
    start: utcArray(start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcArray(end),
    endInputType: 'utc',
    endOutputType: 'utc',
    location: address ? `${venue}${language === 'en' ? ', ' : '，'}${address}` : venue,
    description: localizedField(session, 'summary', language),
    alarms: [{ action: 'display', description: title, trigger: { minutes: SESSION_REMINDER_MINUTES, before: true } }],
  };
};
