// The issued tickets. A ticket is never deleted: a lost badge, an upgrade or a refund revokes it (with
// the reason and the ticket that replaced it) and it moves to the wallet's history. A gift or a refund in
// progress locks it (issue 14); a claim of the gift revokes it ('gifted').
import { beijingTime } from '../kit/beijing-time';
import { RecordList } from '../kit/record-list';
import { ROTATION_STEP_SECONDS, rotationSecretOf, staticCodeOf } from './ticket-codes';
import { TICKET_EXHIBITIONS } from '../../data/ticket-event.data';
import type { EntryStatus, IssueStatus, LockedBy, RevokedReason, Ticket, TicketEvent } from './ticketing-wire.types';
import type { TicketTypeRecord } from './ticket-types';

export interface TicketRecord {
  ticketId: string;
  orderId: string;
  exhibitionId: string;
  userId: string;
  personId: string;
  ticketTypeId: string;
  holderName: string;
  holderPhone: string;
  holderEmail?: string;
  /** What a claimant gave (a gifted ticket's holder); not on the wire. */
  holderCompany?: string;
  issueStatus: IssueStatus;
  entryStatus: EntryStatus;
  revokedReason?: RevokedReason;
  replacedBy?: string;
  /** While locked: what holds it (an open gift, a refund in progress), and the gift. */
  lockedBy?: LockedBy;
  giftId?: string;
  issuedAt: number;
}

export type TicketScope = 'valid' | 'history';

/** Valid: still the holder's to use (a locked, given-away ticket included); history: revoked or used. */
export const inScope = (ticket: TicketRecord, scope: TicketScope): boolean => {
  const valid = ticket.issueStatus !== 'revoked' && ticket.entryStatus === 'not_entered';
  return scope === 'valid' ? valid : !valid;
};

export class TicketStore extends RecordList<TicketRecord> {
  constructor(seeded: readonly TicketRecord[]) {
    super(seeded, (ticket) => ticket.ticketId);
  }

  /** A user's tickets of one exhibition in one scope, newest first. */
  ofUser(userId: string, exhibitionId: string, scope: TicketScope): TicketRecord[] {
    return this.all.filter((t) => t.userId === userId && t.exhibitionId === exhibitionId && inScope(t, scope)).reverse();
  }

  /** The ticket standing in for `ticketId` now: itself, or the one that replaced it (and so on). */
  current(ticketId: string): TicketRecord | undefined {
    let ticket = this.find(ticketId);
    while (ticket?.replacedBy !== undefined) ticket = this.find(ticket.replacedBy);
    return ticket;
  }

  /** Revokes a ticket; `replacedBy` names the ticket that took its place for the same holder (lost, upgraded). */
  revoke(ticket: TicketRecord, reason: RevokedReason, replacedBy?: string): void {
    ticket.issueStatus = 'revoked';
    ticket.revokedReason = reason;
    if (replacedBy !== undefined) ticket.replacedBy = replacedBy;
    ticket.lockedBy = undefined;
    ticket.giftId = undefined;
  }

  /** Locks an issued ticket for a gift or a refund: no code, refund, upgrade or gift until unlocked. */
  lock(ticket: TicketRecord, lockedBy: LockedBy, giftId?: string): void {
    ticket.issueStatus = 'locked';
    ticket.lockedBy = lockedBy;
    ticket.giftId = giftId;
  }

  /** A locked ticket back to its holder (gift expired or cancelled, refund failed). */
  unlock(ticket: TicketRecord): void {
    if (ticket.issueStatus !== 'locked') return;
    ticket.issueStatus = 'issued';
    ticket.lockedBy = undefined;
    ticket.giftId = undefined;
  }
}

/** The number printed on a ticket: its id's last ten digits after the fair's prefix (ids are snowflakes, too long to read out). */
export const ticketNoOf = (ticketId: string): string => `FPT-${ticketId.slice(-10)}`;

/** What the ticket is for: the exhibition's facts and the type's days, halls and entrance; none when either is unknown. */
export function eventOf(exhibitionId: string, type: TicketTypeRecord | undefined): TicketEvent | undefined {
  const exhibition = TICKET_EXHIBITIONS[exhibitionId];
  const admits = type?.admits;
  if (!exhibition || !admits) return undefined;
  const { validFromAt, validUntilAt, ...where } = admits;
  return { ...exhibition, ...where, startTime: beijingTime(validFromAt), endTime: beijingTime(validUntilAt) };
}

/**
 * The wallet's view; `rotating` when the exhibition shows rotating codes. A ticket of such an exhibition
 * is a wallet ticket: its rotating QR is the ticket, so the wallet is never sent the static code (a
 * screenshot of it, or the code read out of the phone's storage, would get in); the gate refuses the
 * static code of such a ticket (wallet.ts verifyCode). Where codes do not rotate the static code is the
 * wallet's code, as it is for the organiser's print and offline scanners.
 */
export function toWireTicket(ticket: TicketRecord, type: TicketTypeRecord | undefined, now: number, rotating: boolean): Ticket {
  const event = eventOf(ticket.exhibitionId, type);
  return {
    ticketId: ticket.ticketId,
    orderId: ticket.orderId,
    ticketTypeId: ticket.ticketTypeId,
    name: type?.name ?? '',
    nameEn: type?.nameEn ?? '',
    holderName: ticket.holderName,
    holderPhone: ticket.holderPhone,
    ...(ticket.holderEmail ? { holderEmail: ticket.holderEmail } : {}),
    issueStatus: ticket.issueStatus,
    entryStatus: ticket.entryStatus,
    // A given-away ticket shows no code until it is claimed; a wallet ticket (rotating) never has one.
    ...(rotating || ticket.issueStatus === 'locked' ? {} : { code: staticCodeOf(ticket.ticketId) }),
    ...(rotating && ticket.issueStatus === 'issued' ? { rotation: { secret: rotationSecretOf(ticket.ticketId), stepSeconds: ROTATION_STEP_SECONDS } } : {}),
    serverTime: now,
    ...(ticket.revokedReason === undefined ? {} : { revokedReason: ticket.revokedReason }),
    ...(ticket.replacedBy === undefined ? {} : { replacedBy: ticket.replacedBy }),
    ...(ticket.issueStatus === 'locked' && ticket.lockedBy !== undefined ? { lockedBy: ticket.lockedBy } : {}),
    ...(ticket.issueStatus === 'locked' && ticket.giftId !== undefined ? { giftId: ticket.giftId } : {}),
    issueTime: beijingTime(ticket.issuedAt),
    ticketNo: ticketNoOf(ticket.ticketId),
    ...(event ? { event } : {}),
  };
}
