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
}
