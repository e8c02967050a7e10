// A session as an .ics calendar file at a signed address on the server's own origin (issue 27): WeChat's
// browser cannot save the file a page makes, so the page offers this address to open in a browser, copy
// or have mailed. `/files/calendar/{sessionId}.{cn|en}.ics?expires=<epoch ms>&sig=<HMAC-SHA256 hex>`,
// valid 10 minutes of the server clock like the PDFs (kit/signed-pdf.ts), in the language it was asked in.
// The server writes the file itself (RFC 5545: CRLF lines, escaped texts, UTC times, lines folded at 75
// octets): a copy of the rule, not the app's `ics` library. LOCATION is the hall and its address; a
// reminder (VALARM) shows 15 minutes before the start (issue 29).
import type { FastifyInstance } from 'fastify';
import { stringParam } from '../context';
import { icsFold, icsReminder, icsText, icsUtc } from '../kit/ics-text';
import { signedFileLinks } from '../kit/signed-file-link';
import type { ConferenceState } from './conference-state';

export const CALENDAR_URL_TTL_MS = 10 * 60 * 1000;
const FILE_KEY = 'fairpass-contract-server-calendar-key';
export const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
/** The reminder comes this many minutes before a session (the app's own file says the same). */
export const SESSION_REMINDER_MINUTES = 15;

type Language = 'cn' | 'en';

export const calendarPath = (id: string): string => `/files/calendar/${encodeURIComponent(id)}.ics`;

/** The file's id: the session and the language its texts are in. */
export const calendarFileId = (sessionId: string, language: Language): string => `${sessionId}.${language}`;

const links = signedFileLinks({ key: FILE_KEY, scope: 'calendar', path: calendarPath, ttlMs: CALENDAR_URL_TTL_MS });

export const signedCalendarUrl = links.signedUrl;

export const calendarSignatureHolds = links.holds;

/** The .ics text of a session in `language`; undefined when there is no such session. */
export function sessionCalendar(conference: ConferenceState, id: string, now: number): { text: string; fileName: string } | undefined {
  const dot = id.lastIndexOf('.');
  const sessionId = dot < 0 ? id : id.slice(0, dot);
  const language: Language = id.slice(dot + 1) === 'en' ? 'en' : 'cn';
  const session = conference.session(sessionId);
  if (!session) return undefined;
  const venue = conference.venue(session.venueId);
  const en = language === 'en';
  const title = (en ? session.titleEn : session.title) || session.title;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//fairpass//contract server//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:fairpass-session-${session.id}`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${icsUtc(session.startAt)}`,
    `DTEND:${icsUtc(session.endAt)}`,
    `SUMMARY:${icsText(title)}`,
    ...(venue ? [`LOCATION:${icsText(en ? `${venue.nameEn || venue.name}, ${venue.addressEn || venue.address}` : `${venue.name}，${venue.address}`)}`] : []),
    `DESCRIPTION:${icsText((en ? session.summaryEn : session.summary) || session.summary)}`,
    ...icsReminder(SESSION_REMINDER_MINUTES, title),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return { text: `${lines.map(icsFold).join('\r\n')}\r\n`, fileName: `session-${session.id}.ics` };
}

/** `GET /files/calendar/{id}.ics?expires=&sig=`: 403 for a bad or expired signature, 404 for no such session, else the file (as a download). */
export function registerCalendarFile(app: FastifyInstance, conference: ConferenceState): void {
  app.get('/files/calendar/:file', async (request, reply) => {
    const file = stringParam(request.params, 'file');
    const id = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
    const now = conference.now();
    if (!calendarSignatureHolds(id, stringParam(request.query, 'expires'), stringParam(request.query, 'sig'), now)) {
      return reply.code(403).type('text/plain; charset=utf-8').send('Signature invalid or expired');
    }
    const found = sessionCalendar(conference, id, now);
    if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('No session');
    return reply
      .code(200)
      .header('content-type', CALENDAR_TYPE)
      .header('content-disposition', `attachment; filename="${found.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(found.text);
  });
}
