// A ticket as a calendar event, for "add to calendar" on the ticket (issue 28), in the shape the
// conference's session event has (conference/session-calendar.ts) so one app component writes both:
// the exhibition's days as one event in UTC, its venue and hall as the place, the ticket type, entrance
// and ticket number as the note. The app writes the .ics; the domain only says what goes in it.
import type { LanguageType } from '../config/language';
import { localizedField } from '../config/localized-text';
import type { Ticket } from './ticket.types';
import { utcDateArray, type CalendarEvent } from '../calendar/calendar-event';
import { parseWireTime } from './wire-time';

/** A ticket's days as an event (no reminder). */
export type TicketCalendarEvent = CalendarEvent;


/** The labels the note's lines start with, in the language of the event. */
const NOTE_LABELS: Readonly<Record<LanguageType, { entrance: string; ticketNo: string }>> = {
  cn: { entrance: '入口', ticketNo: '票号' },
  en: { entrance: 'Entrance', ticketNo: 'Ticket no.' },
};

/** The calendar event of a ticket in `language`, or undefined when it says no exhibition days. */
export const ticketCalendarEvent = (ticket: Pick<Ticket, 'ticketId' | 'name' | 'nameEn' | 'ticketNo' | 'event'>, language: LanguageType): TicketCalendarEvent | undefined => {
  const { event } = ticket;
  const start = parseWireTime(event?.startTime);
  const end = parseWireTime(event?.endTime);
  if (!event || start === undefined || end === undefined || end < start) return undefined;
  const labels = NOTE_LABELS[language];
  const entrance = localizedField(event, 'entrance', language);
  const note = [
    localizedField(ticket, 'name', language),
    entrance ? `${labels.entrance}: ${entrance}` : '',
    ticket.ticketNo ? `${labels.ticketNo}: ${ticket.ticketNo}` : '',
  ];
  return {
    uid: `fairpass-ticket-${ticket.ticketId}`,
    title: localizedField(event, 'name', language),
    start: utcDateArray(start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcDateArray(end),
    endInputType: 'utc',
    endOutputType: 'utc',
    location: [localizedField(event, 'venue', language), localizedField(event, 'hall', language)].filter(Boolean).join(' · '),
    description: note.filter(Boolean).join('\n'),
  };
};
