// A sold-out ticket type's waiting list and a not-yet-on-sale type's reminder (issue 28), as
// `RC waitingList/*` sends them (docs/endpoints.md "Waiting list (issue 28)"). pretix, Hi.Events and
// alf.io keep the same list: one entry per person and type, in the order people joined; when seats come
// back (a refund, an order that ran out unpaid, the organiser adding seats) the first in line gets a
// time-limited offer at the list price, by SMS and in the app, then the next.

export const WAITING_KINDS = ['seats', 'reminder'] as const;
/** `seats`: a place in a sold-out type's line; `reminder`: an SMS when a type goes on sale. */
export type WaitingKind = (typeof WAITING_KINDS)[number];

export const WAITING_STATUSES = ['waiting', 'offered', 'ordered', 'expired', 'left', 'reminded'] as const;
/**
 * `waiting`: in line (a reminder: set); `offered`: seats are held for the buyer until the offer's time
 * runs out; `ordered`: the buyer ordered them; `expired`: the offer ran out and went to the next in line;
 * `left`: the buyer left the list (cancelled the reminder); `reminded`: the sale started and the SMS went.
 */
export type WaitingStatus = (typeof WAITING_STATUSES)[number];

export interface WaitingEntry {
  readonly entryId: string;
  readonly exhibitionId: string;
  readonly ticketTypeId: string;
  /** The type's names. */
  readonly name: string;
  readonly nameEn: string;
  readonly kind: WaitingKind;
  readonly status: WaitingStatus;
  /** How many tickets the buyer waits for (a place in line); absent for a reminder. */
  readonly quantity?: number;
  /** While waiting: the place in line, 1 = the next to be offered seats. */
  readonly position?: number;
  /** The list price of one ticket, decimal yuan: what an offer is bought at. */
  readonly price: string;
  readonly currency: string;
  /** The type's sale start, `yyyy-MM-dd HH:mm:ss` Beijing time (a reminder's moment). */
  readonly saleStartTime: string;
  /** Offered or expired: until when the seats are (were) held, Beijing time. */
  readonly offerExpireTime?: string;
  /** Offered: seconds left on the server's clock when it answered; else 0. */
  readonly remainingSeconds: number;
  /** The server's clock (epoch ms) when it answered. */
  readonly serverTime: number;
  /** Ordered: the order the offer became. */
  readonly orderId?: string;
  /** The mobile number the SMS goes to, masked (138****0170). */
  readonly notifyPhone: string;
  readonly createTime: string;
}

/** What `waitingList/join` takes: a sold-out type and how many tickets. */
export interface JoinWaitingListRequest {
  readonly exhibitionId: string;
  readonly ticketTypeId: string;
  readonly quantity: number;
}

/** What `waitingList/remind` takes: a type not on sale yet. */
export interface SaleReminderRequest {
  readonly exhibitionId: string;
  readonly ticketTypeId: string;
}
