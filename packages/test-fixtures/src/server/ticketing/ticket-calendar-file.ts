// A ticket's exhibition days as an .ics calendar file at a signed address (issue 28), for "add to
// calendar" inside WeChat, whose browser saves no file a page makes (as the conference's session file,
// conference/calendar-file.ts): `/files/ticket-calendar/{ticketId}.{cn|en}.ics?expires=&sig=`, valid 10
// minutes of the server clock, no token in it; it says the exhibition, the type's days, venue and hall,
// entrance and the ticket number, nothing of the holder. The server writes the file itself (RFC 5545).
import type { FastifyInstance } from 'fastify';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { stringParam } from '../context';
import type { TicketingState } from './ticketing-state';
import { eventOf, ticketNoOf } from './tickets';

export const TICKET_CALENDAR_TTL_MS = 10 * 60 * 1000;
const FILE_KEY = 'fairpass-contract-server-ticket-calendar-key';

type Language = 'cn' | 'en';

export const ticketCalendarPath = (id: string): string => `/files/ticket-calendar/${encodeURIComponent(id)}.ics`;
const signatureOf = (id: string, expires: string): string => createHmac('sha256', FILE_KEY).update(`ticket-calendar:${id}:${expires}`, 'utf8').digest('hex');

/** The file's id: the ticket and the language its texts are in. */
export const ticketCalendarFileId = (ticketId: string, language: Language): string => `${ticketId}.${language}`;

export function signedTicketCalendarUrl(origin: string, id: string, now: number, ttl = TICKET_CALENDAR_TTL_MS): { url: string; expiresAt: number } {
  const expiresAt = now + ttl;
  const expires = String(expiresAt);
  return { url: `${origin}${ticketCalendarPath(id)}?expires=${expires}&sig=${signatureOf(id, expires)}`, expiresAt };
}

export function ticketCalendarSignatureHolds(id: string, expires: string, sig: string, now: number): boolean {
  if (!/^\d{1,16}$/.test(expires) || !/^[0-9a-f]{64}$/.test(sig)) return false;
  return timingSafeEqual(Buffer.from(signatureOf(id, expires)), Buffer.from(sig)) && now < Number(expires);
}

const utc = (at: number): string => new Date(at).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
const escapeText = (text: string): string => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
const BEIJING_OFFSET_MS = 8 * 3600 * 1000;
const fromWire = (text: string): number => Date.parse(`${text.replace(' ', 'T')}Z`) - BEIJING_OFFSET_MS;

/** Folds a content line at 75 octets (never inside a UTF-8 character). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The .ics text of a ticket in the id's language; undefined for no such ticket or one that says no days. */
export function ticketCalendar(state: TicketingState, id: string, now: number): { text: string; fileName: string } | undefined {
  const dot = id.lastIndexOf('.');
  const ticketId = dot < 0 ? id : id.slice(0, dot);
  const en = id.slice(dot + 1) === 'en';
  const ticket = state.tickets.find(ticketId);
  const type = ticket && state.type(ticket.ticketTypeId);
  const event = ticket && eventOf(ticket.exhibitionId, type);
  if (!ticket || !type || !event) return undefined;
  const pick = (cn: string, english: string) => (en ? english || cn : cn || english);
  const note = [pick(type.name, type.nameEn), `${en ? 'Entrance' : '入口'}: ${pick(event.entrance, event.entranceEn)}`, `${en ? 'Ticket no.' : '票号'}: ${ticketNoOf(ticket.ticketId)}`];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//fairpass//contract server//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:fairpass-ticket-${ticket.ticketId}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(fromWire(event.startTime))}`,
    `DTEND:${utc(fromWire(event.endTime))}`,
    `SUMMARY:${escapeText(pick(event.name, event.nameEn))}`,
    `LOCATION:${escapeText([pick(event.venue, event.venueEn), pick(event.hall, event.hallEn)].filter(Boolean).join(' · '))}`,
    `DESCRIPTION:${escapeText(note.join('\n'))}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return { text: `${lines.map(fold).join('\r\n')}\r\n`, fileName: `ticket-${ticket.ticketId}.ics` };
}

/** `GET /files/ticket-calendar/{id}.ics?expires=&sig=`: 403 for a bad or expired signature, 404 for no such ticket, else the file. */
export function registerTicketCalendarFile(app: FastifyInstance, state: TicketingState): void {
  app.get('/files/ticket-calendar/:file', async (request, reply) => {
    const file = stringParam(request.params, 'file');
    const id = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
    const now = state.now();
    if (!ticketCalendarSignatureHolds(id, stringParam(request.query, 'expires'), stringParam(request.query, 'sig'), now)) {
      return reply.code(403).type('text/plain; charset=utf-8').send('Signature invalid or expired');
    }
    const found = ticketCalendar(state, id, now);
    if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('No ticket');
    return reply
      .code(200)
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${found.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(found.text);
  });
}
