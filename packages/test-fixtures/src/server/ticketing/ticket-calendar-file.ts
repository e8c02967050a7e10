// A ticket's exhibition days as an .ics calendar file at a signed address (issue 28), for "add to
// calendar" inside WeChat, whose browser saves no file a page makes (as the conference's session file,
// conference/calendar-file.ts): `/files/ticket-calendar/{ticketId}.{cn|en}.ics?expires=&sig=`, valid 10
// minutes of the server clock, no token in it; it says the exhibition, the type's days, venue and hall,
// entrance and the ticket number, nothing of the holder. The server writes the file itself (RFC 5545).
import type { FastifyInstance } from 'fastify';
import { stringParam } from '../context';
import { icsFold, icsText, icsUtc } from '../kit/ics-text';
import { signedFileLinks } from '../kit/signed-file-link';
import type { TicketingState } from './ticketing-state';
import { eventOf, ticketNoOf } from './tickets';

export const TICKET_CALENDAR_TTL_MS = 10 * 60 * 1000;
const FILE_KEY = 'fairpass-contract-server-ticket-calendar-key';

type Language = 'cn' | 'en';

export const ticketCalendarPath = (id: string): string => `/files/ticket-calendar/${encodeURIComponent(id)}.ics`;

/** The file's id: the ticket and the language its texts are in. */
export const ticketCalendarFileId = (ticketId: string, language: Language): string => `${ticketId}.${language}`;

const links = signedFileLinks({ key: FILE_KEY, scope: 'ticket-calendar', path: ticketCalendarPath, ttlMs: TICKET_CALENDAR_TTL_MS });

export const signedTicketCalendarUrl = links.signedUrl;

export const ticketCalendarSignatureHolds = links.holds;

const BEIJING_OFFSET_MS = 8 * 3600 * 1000;
const fromWire = (text: string): number => Date.parse(`${text.replace(' ', 'T')}Z`) - BEIJING_OFFSET_MS;

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
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${icsUtc(fromWire(event.startTime))}`,
    `DTEND:${icsUtc(fromWire(event.endTime))}`,
    `SUMMARY:${icsText(pick(event.name, event.nameEn))}`,
    `LOCATION:${icsText([pick(event.venue, event.venueEn), pick(event.hall, event.hallEn)].filter(Boolean).join(' · '))}`,
    `DESCRIPTION:${icsText(note.join('\n'))}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return { text: `${lines.map(icsFold).join('\r\n')}\r\n`, fileName: `ticket-${ticket.ticketId}.ics` };
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
