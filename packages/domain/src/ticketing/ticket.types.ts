// A ticket in the wallet as `RC ticket/list` and `/detail` send it (docs/endpoints.md "Ticketing").
import type { EntryStatus, IssueStatus } from './status-axes';

/** `gifted`: claimed by someone else from the holder's gift (they hold a new ticket). */
export type RevokedReason = 'lost' | 'upgraded' | 'refunded' | 'gifted';

/** What holds a locked ticket: an open gift, or a refund in progress. */
export type LockedBy = 'gift' | 'refund';

/** Present when the exhibition shows a rotating code (rotating-code.ts). */
export interface TicketRotation {
  /** Base64 of the HMAC key. */
  readonly secret: string;
  readonly stepSeconds: number;
}

/**
 * What the ticket is for, as the server knows it: the exhibition, its days and venue, the hall and
 * entrance of the ticket's type, and whom to ask. Sent with every ticket so the ticket says it with no
 * network too.
 */
export interface TicketEvent {
  readonly name: string;
  readonly nameEn: string;
  /** The first day's opening and the last day's closing, `yyyy-MM-dd HH:mm:ss` Beijing time. */
  readonly startTime: string;
  readonly endTime: string;
  readonly venue: string;
  readonly venueEn: string;
  /** The halls the type admits to ("" when every hall). */
  readonly hall: string;
  readonly hallEn: string;
  /** The entrance the type uses. */
  readonly entrance: string;
  readonly entranceEn: string;
  readonly organiser: string;
  readonly organiserEn: string;
  /** The organiser's visitor line and mail ("" when not given). */
  readonly organiserPhone: string;
  readonly organiserEmail: string;
}

export interface Ticket {
  readonly ticketId: string;
  readonly orderId: string;
  readonly ticketTypeId: string;
  readonly name: string;
  readonly nameEn: string;
  readonly holderName: string;
  readonly holderPhone: string;
  readonly holderEmail?: string;
  readonly issueStatus: IssueStatus;
  readonly entryStatus: EntryStatus;
  /** The static signed code, for print, badges and scanners without network. */
  readonly code: string;
  readonly rotation?: TicketRotation;
  /** The server's clock when it answered (epoch ms). */
  readonly serverTime: number;
  readonly revokedReason?: RevokedReason;
  /** Present while `issueStatus` is `locked`. */
  readonly lockedBy?: LockedBy;
  /** The open gift that holds it. */
  readonly giftId?: string;
  /** The ticket that replaced this one (lost badge, upgrade). */
  readonly replacedBy?: string;
  readonly issueTime: string;
  /** The number printed on the ticket and read out to the organiser (not its id). */
  readonly ticketNo?: string;
  readonly event?: TicketEvent;
}
