// The commerce failures of docs/endpoints.md "Ticketing", issue 14's gifts, refunds and invoices and
// issue 15's conference and builder failures: HTTP 400 envelopes with a stable code (4101–4114,
// 4201–4208, 4301–4304, 4401–4404, 4406, 4501–4505, 4511–4514, 4521–4522, 4621–4627) and, for some, the
// facts the message needs in `data`. Other refusals (a missing field, an order that is not the caller's)
// are the backend's plain code 400. Each message comes in both page languages; the route picks one by
// the request's Language-Type.
import type { LanguageType } from '../wire.types';

export const COMMERCE = {
  limitReached: 4101,
  conflict: 4102,
  discountNotApplicable: 4103,
  soldOut: 4104,
  notOnSaleYet: 4105,
  saleEnded: 4106,
  orderExpired: 4107,
  priceChanged: 4108,
  quantityOutOfRange: 4109,
  notPayable: 4110,
  notUpgradable: 4111,
  notRegistered: 4112,
  unknownDiscountCode: 4113,
  ticketLocked: 4114,
  // Gifts, refunds and invoices (issue 14).
  nothingToGive: 4201,
  giftNotFound: 4202,
  giftAlreadyClaimed: 4203,
  ownGift: 4204,
  giftCancelled: 4205,
  giftExpired: 4206,
  giftAllClaimed: 4207,
  nothingToCancel: 4208,
  refundTicketEntered: 4301,
  refundTicketGifted: 4302,
  refundWindowClosed: 4303,
  notRefundable: 4304,
  notInvoiceable: 4401,
  invoiceAlreadyApplied: 4402,
  invoiceHeaderInvalid: 4403,
  invoiceHeaderNotFound: 4404,
  // An edit that would copy another saved header (issue 28).
  invoiceHeaderDuplicate: 4406,
  // Conference sign-ups, sign-in at the door and the builder's files (issue 15).
  sessionFull: 4501,
  sessionsClash: 4502,
  signUpClosed: 4503,
  alreadySignedUp: 4504,
  activityFull: 4505,
  signInNotStarted: 4511,
  signInEnded: 4512,
  notSignedUp: 4513,
  unknownSignCode: 4514,
  fileRefused: 4521,
  boothUnknown: 4522,
  // Registering others, stay and parking (issue 16).
  registeredBefore: 4701,
  teamTooLarge: 4702,
  bedsExceeded: 4711,
  plateInvalid: 4721,
  outsideShow: 4722,
  plateTaken: 4723,
  passNotCancellable: 4724,
  // A sold-out type's waiting list and a sale-start reminder (issue 28).
  waitingSeatsAvailable: 4621,
  waitingNotOnSaleYet: 4622,
  waitingAlreadyOnSale: 4623,
  waitingAlreadyJoined: 4624,
  waitingNotFound: 4625,
  waitingClosed: 4626,
  waitingOfferExpired: 4627,
  // Keeping a file (issue 27): a signed file address that ran out, or is not the server's.
  fileLinkExpired: 4951,
} as const;

export type CommerceCode = (typeof COMMERCE)[keyof typeof COMMERCE];

export interface Failure {
  code: CommerceCode | 400;
  msg: Readonly<Record<LanguageType, string>>;
  data?: Record<string, unknown>;
}

/** What a ticketing action gives: its value, or why not. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; failure: Failure };

export const done = <T>(value: T): Outcome<T> => ({ ok: true, value });

export const refused = <T = never>(code: Failure['code'], cn: string, en: string, data?: Record<string, unknown>): Outcome<T> => ({
  ok: false,
  failure: { code, msg: { cn, en }, ...(data === undefined ? {} : { data }) },
});

/** The plain refusal for an id that names nothing of the caller's (no hint whether it exists at all). */
export const notFound = <T = never>(what: { cn: string; en: string }): Outcome<T> => refused(400, `${what.cn}不存在`, `${what.en} not found`);
