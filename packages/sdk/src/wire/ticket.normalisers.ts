// A wallet ticket as the ticketing area reads it (`ticket/*`) and the gifting area too (`give/claim`
// answers with the claimant's new ticket): one reading, so both areas see the same Ticket.
import type { Page } from '@fairpass/domain';
import type { Ticket, TicketEvent } from '@fairpass/domain/ticketing';
import { readPage, withOptional, withoutEmpty } from './reply-parts';
import { readReply, type ShapeOf } from './reply-shape';

/**
 * A wallet ticket; `rotation` is only there when the exhibition rotates codes ({} otherwise), and then
 * `code` is "" (no static code); what locks it (`lockedBy`, `giftId`) only while it is locked ("" otherwise).
 */
export const TICKET_SHAPE: ShapeOf<Ticket> = {
  object: {
    ticketId: 'text',
    orderId: 'text',
    ticketTypeId: 'text',
    name: 'text',
    nameEn: 'text',
    holderName: 'text',
    holderPhone: 'text',
    holderEmail: 'optionalText',
    issueStatus: 'text',
    entryStatus: 'text',
    code: 'text',
    rotation: 'keep',
    serverTime: 'number',
    revokedReason: 'optionalText',
    lockedBy: 'optionalText',
    giftId: 'optionalText',
    replacedBy: 'optionalText',
    issueTime: 'text',
    ticketNo: 'optionalText',
    event: 'keep',
  },
};

/** What the ticket is for (issue 28); a backend that knows nothing of it sends {} (left out). */
export const TICKET_EVENT_SHAPE: ShapeOf<TicketEvent> = {
  object: {
    name: 'text',
    nameEn: 'text',
    startTime: 'text',
    endTime: 'text',
    venue: 'text',
    venueEn: 'text',
    hall: 'text',
    hallEn: 'text',
    entrance: 'text',
    entranceEn: 'text',
    organiser: 'text',
    organiserEn: 'text',
    organiserPhone: 'text',
    organiserEmail: 'text',
  },
};

/**
 * A ticket with a rotation is a wallet ticket: its rotating code is the ticket, so a static code sent
 * beside it (a backend that has not stopped sending it) is dropped here and never reaches a screen or
 * the phone's offline copy; the gate refuses it for such a ticket anyway.
 */
const walletOnly = (ticket: Ticket): Ticket => (ticket.rotation !== undefined && ticket.code !== '' ? { ...ticket, code: '' } : ticket);

const readTicket = (ticket: Ticket): Ticket => walletOnly(withOptional(withoutEmpty(readReply(ticket, TICKET_SHAPE) as Ticket, 'rotation'), 'event', TICKET_EVENT_SHAPE));

/** `ticket/detail`, `ticket/reportLoss`, `give/claim`. */
export const normaliseTicket = (raw: unknown): Ticket => readTicket(raw as Ticket);

/** `ticket/list`. */
export const normaliseTicketPage = (raw: unknown): Page<Ticket> => readPage(raw, TICKET_SHAPE, readTicket);
