// A session as a calendar event, for "add to calendar". The app writes the .ics file (with the npm `ics`
// library); the domain only says what goes in it, so it stays free of that library. Times are given in
// UTC as `[year, month, day, hour, minute]` arrays (month 1–12) with `startInputType` / `endInputType`
// and the output types all 'utc': the wire's Beijing times are converted here, so the event lands at
// the right moment whatever zone the phone is set to, and the .ics carries `…Z` times. The location is
// the venue and its address; a reminder shows 15 minutes before (as the server's own file, issue 29).
import { utcDateArray, type CalendarEvent, type CalendarReminder } from '../calendar/calendar-event';
import type { LanguageType } from '../config/language';
import { localizedField } from '../config/localized-text';
import { parseWireTime } from '../ticketing/wire-time';
import type { ConferenceSession } from './conference.types';

/** Minutes before a session its reminder shows. */
export const SESSION_REMINDER_MINUTES = 15;

/** A session's event: the venue and, when known, its address as the location; its summary; a reminder. */
export type SessionCalendarEvent = CalendarEvent & { readonly alarms: readonly CalendarReminder[] };


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
    start: utcDateArray(start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcDateArray(end),
    endInputType: 'utc',
    endOutputType: 'utc',
    location: address ? `${venue}${language === 'en' ? ', ' : '，'}${address}` : venue,
    description: localizedField(session, 'summary', language),
    alarms: [{ action: 'display', description: title, trigger: { minutes: SESSION_REMINDER_MINUTES, before: true } }],
  };
};
