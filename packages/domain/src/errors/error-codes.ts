// Stable error codes: the app translates them (through the catalogue's messageKey); the domain never
// holds display text. Codes are dotted `AREA.REASON` so logs and tests read without a lookup table.

// The stable failures of gifts and refunds (wire 4201–4208, 4301–4304) and of invoices (4402–4404):
// client codes, and commerce failures as well (COMMERCE_FAILURE_CODES below).
const AFTER_SALES_CODES = [
  'GIFT.NOTHING_TO_GIVE',
  'GIFT.NOT_FOUND',
  'GIFT.ALREADY_CLAIMED',
  'GIFT.OWN_GIFT',
  'GIFT.CANCELLED',
  'GIFT.EXPIRED',
  'GIFT.ALL_CLAIMED',
  'GIFT.NOTHING_TO_CANCEL',
  'REFUND.TICKET_ENTERED',
  'REFUND.TICKET_GIFTED',
  'REFUND.WINDOW_CLOSED',
  'REFUND.NOT_REFUNDABLE',
] as const;
const INVOICE_CODES = ['INVOICE.ALREADY_APPLIED', 'INVOICE.HEADER_INVALID', 'INVOICE.HEADER_NOT_FOUND', 'INVOICE.HEADER_DUPLICATE'] as const;

// The stable failures of sign-ups, sign-in at the door and the builder filing (wire 4501–4505,
// 4513–4514, 4521–4522; 4511–4512 are the SIGN_IN codes of spec §8 listed below): client codes, and
// commerce failures as well.
const CONFERENCE_CODES = [
  'CONFERENCE.SESSION_FULL',
  'CONFERENCE.CLASH',
  'CONFERENCE.SIGN_UP_CLOSED',
  'CONFERENCE.ALREADY_REGISTERED',
  'ACTIVITY.FULL',
  'SIGN_IN.NOT_REGISTERED',
  'SIGN_IN.UNKNOWN_CODE',
  'FILE.REFUSED',
  'BUILDER.BOOTH_UNKNOWN',
] as const;

// The stable failures of registering others, stay and parking (wire 4702, 4711, 4721–4724; 4701 is
// spec §8's REGISTRATION.DUPLICATE_DOCUMENT): client codes, and commerce failures as well.
const DELEGATES_CODES = ['TEAM.TOO_LARGE', 'STAY.BEDS_EXCEEDED', 'PARKING.PLATE_INVALID', 'PARKING.OUTSIDE_SHOW', 'PARKING.PLATE_TAKEN', 'PARKING.NOT_CANCELLABLE'] as const;

// The stable failures of group management and sub-accounts (wire 4601–4605, 4611): client codes, and
// commerce failures as well.
const GROUP_CODES = ['GROUP.NOT_LEADER', 'GROUP.NOT_SET_UP', 'GROUP.MEMBER_DUPLICATE', 'GROUP.MEMBER_LOCKED', 'GROUP.TEAM_UNKNOWN', 'SUBACCOUNT.ACCOUNT_TAKEN'] as const;

// The stable failures of invitations and traceability channels (wire 4801–4803, 4811–4813): client
// codes, and commerce failures as well.
const REACH_CODES = [
  'SOURCE.CODE_TAKEN',
  'SOURCE.CODE_INVALID',
  'SOURCE.NOT_FOUND',
  'INVITE.RECIPIENT_INVALID',
  'INVITE.ALREADY_REGISTERED',
  'INVITE.INVITER_UNKNOWN',
] as const;

// The stable failures of the trade-fair lead tool (wire 4903–4909; 4901 is spec §8's
// AUTH.SINGLE_EMPLOYEE_LOGIN, answered as a 401, and 4902 its CUSTOMER.NOT_FOUND): client codes, and
// commerce failures as well.
const LEADS_CODES = [
  'LEADS.NO_PACKAGE',
  'LEADS.NOT_ADMIN',
  'LEADS.LEAD_INVALID',
  'LEADS.PACKAGE_ACTIVE',
  'LEADS.TRANSFER_PENDING',
  'LEADS.STAFF_TAKEN',
  'LEADS.STAFF_NOT_ALLOWED',
] as const;

// The stable failure of keeping a file (wire 4951, issue 27): the file's signed address has run out or
// is not one of the server's. Client code, and a commerce failure as well.
const FILE_CODES = ['FILE.LINK_EXPIRED'] as const;

// The stable failures of a sold-out type's waiting list and a sale-start reminder (wire 4621–4627, issue
// 28): client codes, and commerce failures as well.
const WAITING_CODES = [
  'WAITING.SEATS_AVAILABLE',
  'WAITING.NOT_ON_SALE_YET',
  'WAITING.ALREADY_ON_SALE',
  'WAITING.ALREADY_JOINED',
  'WAITING.NOT_FOUND',
  'WAITING.CLOSED',
  'WAITING.OFFER_EXPIRED',
] as const;

/** Failures of the request/response layer and the entry flow (spec §7–§8 plus what a client needs). */
export const CLIENT_ERROR_CODES = [
  'SYSTEM.ERROR',
  'LINK.INCORRECT',
  'LINK.OPEN_IN_WECHAT',
  'LINK.CLOSED',
  'DEVICE.UNSUPPORTED',
  'AUTH.UNAUTHORIZED',
  'AUTH.LOGIN_FAILED',
  'AUTH.MINI_PROGRAM_LOGIN_FAILED',
  'AUTH.SINGLE_EMPLOYEE_LOGIN',
  'AUTH.ACCOUNT_RESTRICTED',
  'AUTH.EMAIL_NOT_SUPPORTED',
  'AUTH.CODE_NEEDS_INFO_FIRST',
  'AUTH.CODE_INVALID',
  'AUTH.CODE_EXPIRED',
  'AUTH.CODE_ATTEMPTS_EXCEEDED',
  'AUTH.BAD_CREDENTIALS',
  'AUTH.REFRESH_INVALID',
  'AUTH.NO_USER',
  'CODE.TOO_FREQUENT',
  'NETWORK.TIMEOUT',
  'NETWORK.EXCEPTION',
  'SERVER.FAILURE',
  'SERVER.SILENT',
  'REQUEST.IN_FLIGHT',
  'REQUEST.ABORTED',
  'REDIRECT.UNSAFE',
  'PAYMENT.CANCELLED',
  'PAYMENT.FAILED',
  'REGISTRATION.SUBMISSION_CLOSED',
  'REGISTRATION.DUPLICATE_DOCUMENT',
  'REGISTRATION.NOT_REGISTERED_NO_TICKETS',
  'TICKET.LIMIT_REACHED',
  'TICKET.CONFLICT',
  'TICKET.SOLD_OUT',
  'TICKET.NOT_ON_SALE',
  'TICKET.SALE_ENDED',
  'TICKET.NOT_UPGRADABLE',
  'TICKET.LOCKED',
  'CUSTOMER.NOT_FOUND',
  'LIMIT.MAX_DOCUMENTS',
  'LIMIT.MAX_EXHIBITS',
  'LIMIT.MAX_PRODUCTS',
  'DISCOUNT.UNSUPPORTED',
  'DISCOUNT.UNKNOWN',
  'ORDER.NOT_INVOICEABLE',
  'ORDER.EXPIRED',
  'ORDER.PRICE_CHANGED',
  'ORDER.QUANTITY_INVALID',
  'ORDER.QUANTITY_OUT_OF_RANGE',
  'ORDER.NOT_PAYABLE',
  ...AFTER_SALES_CODES,
  ...INVOICE_CODES,
  'DOCUMENT.APPLICATION_CLOSED',
  'SIGN_IN.NOT_STARTED',
  'SIGN_IN.ENDED',
  ...CONFERENCE_CODES,
  ...DELEGATES_CODES,
  ...GROUP_CODES,
  ...REACH_CODES,
  ...LEADS_CODES,
  ...FILE_CODES,
  ...WAITING_CODES,
  'EXHIBITOR.PERMISSION_NOT_OPENED',
  'UNKNOWN',
] as const;

/** Form-field failures returned by validation (spec §5 and issue 2). */
export const VALIDATION_ERROR_CODES = [
  'VALIDATION.REQUIRED',
  'VALIDATION.TOO_LONG',
  'VALIDATION.PHONE_INVALID',
  'VALIDATION.PHONE_MISMATCH',
  'VALIDATION.VERIFICATION_CODE_INVALID',
  'VALIDATION.EMAIL_INVALID',
  'VALIDATION.ACCOUNT_LENGTH',
  'VALIDATION.PASSWORD_WEAK',
  'VALIDATION.PASSWORD_MISMATCH',
  'VALIDATION.NAME_INVALID',
  'VALIDATION.GIFT_QUANTITY_INVALID',
  'VALIDATION.TRACEABILITY_CODE_INVALID',
  'VALIDATION.BOOTH_ORDER_LIMIT',
  'VALIDATION.FASCIA_MISMATCH',
  'VALIDATION.FASCIA_ITEMS_LIMIT',
  'VALIDATION.PRIVACY_NOT_ACCEPTED',
  'VALIDATION.INITIATIVE_NOT_ACCEPTED',
  'VALIDATION.ID_NUMBER_INVALID',
  'VALIDATION.CREDIT_CODE_INVALID',
  'VALIDATION.ENGLISH_ONLY',
  'VALIDATION.NUMBER_INVALID',
  'VALIDATION.ACCOUNT_INVALID',
  'VALIDATION.OUT_OF_RANGE',
  'VALIDATION.FILE_TYPE',
  'VALIDATION.FILE_TOO_LARGE',
  'VALIDATION.FILE_TOO_SMALL',
  'VALIDATION.IMAGE_DIMENSIONS',
  'VALIDATION.IMAGE_SIZE_SUGGESTED',
  'VALIDATION.BOOTH_NO_INVALID',
  'VALIDATION.BOOTH_NO_DUPLICATE',
  'VALIDATION.PERSON_DUPLICATE',
  'VALIDATION.PLATE_INVALID',
  'VALIDATION.DATE_INVALID',
  'VALIDATION.DATE_OUTSIDE_SHOW',
  'VALIDATION.DATE_ORDER',
  'VALIDATION.ROOM_BEDS_EXCEEDED',
] as const;

export const ERROR_CODES = [...CLIENT_ERROR_CODES, ...VALIDATION_ERROR_CODES] as const;

export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];
export type ValidationErrorCode = (typeof VALIDATION_ERROR_CODES)[number];
export type ErrorCode = (typeof ERROR_CODES)[number];

// ── groups an operation's error type is built from ──────────────────────────────────────────────────
// An operation declares the few codes it can fail with, e.g.
// `Result<T, DomainError<WriteErrorCode | TokenFailureCode>>`, instead of the whole ErrorCode union.

/** What any read over HTTP can fail with: time-out, cut connection, the server's answers, 401, cancel. */
export const READ_ERROR_CODES = [
  'NETWORK.TIMEOUT',
  'NETWORK.EXCEPTION',
  'SERVER.FAILURE',
  'SERVER.SILENT',
  'AUTH.UNAUTHORIZED',
  'REQUEST.ABORTED',
  'UNKNOWN',
] as const satisfies readonly ClientErrorCode[];

/** What any HTTP call can fail with: a read's failures, and a write refused while its double is in flight. */
export const TRANSPORT_ERROR_CODES = [...READ_ERROR_CODES, 'REQUEST.IN_FLIGHT'] as const satisfies readonly ClientErrorCode[];

/** The codes the token endpoint's known failures arrive as (logins of every grant, refresh). */
export const TOKEN_FAILURE_CODES = [
  'AUTH.CODE_INVALID',
  'AUTH.CODE_EXPIRED',
  'AUTH.CODE_ATTEMPTS_EXCEEDED',
  'AUTH.BAD_CREDENTIALS',
  'AUTH.REFRESH_INVALID',
  'AUTH.NO_USER',
  'AUTH.ACCOUNT_RESTRICTED',
  'AUTH.EMAIL_NOT_SUPPORTED',
  'VALIDATION.PHONE_INVALID',
  'VALIDATION.EMAIL_INVALID',
] as const satisfies readonly ErrorCode[];

/** The codes a refused verification-code request arrives as. */
export const CODE_SENDING_FAILURE_CODES = [
  'CODE.TOO_FREQUENT',
  'AUTH.CODE_NEEDS_INFO_FIRST',
  'AUTH.ACCOUNT_RESTRICTED',
  'AUTH.EMAIL_NOT_SUPPORTED',
] as const satisfies readonly ErrorCode[];

/**
 * The codes the commerce endpoints' stable failures arrive as: tickets and orders 4101–4114
 * (docs/endpoints.md "Ticketing"), gifts 4201–4208, refunds 4301–4304 and invoices 4401–4404
 * ("Gifts, complimentary tickets, refunds and invoices"), sign-ups, sign-in and the builder filing
 * 4501–4505, 4511–4514 and 4521–4522 ("Conference, guests, sign-in and information"), registering
 * others, stay and parking 4701–4702, 4711 and 4721–4724 ("Registering others, stay and parking"),
 * group management and sub-accounts 4601–4605 and 4611 ("Group management and sub-accounts"),
 * invitations and traceability channels 4801–4803 and 4811–4813 ("Invitations, sources, sharing and reach"),
 * the lead tool 4902–4909 ("Trade-fair lead tool (issue 17)"), a file's link 4951 ("Keeping a file (issue 27)"),
 * a waiting list 4621–4627 ("Waiting list (issue 28)"), a duplicate invoice header 4406;
 * commerce-failures.ts maps each wire code to one of them.
 */
export const COMMERCE_FAILURE_CODES = [
  'TICKET.LIMIT_REACHED',
  'TICKET.CONFLICT',
  'DISCOUNT.UNSUPPORTED',
  'TICKET.SOLD_OUT',
  'TICKET.NOT_ON_SALE',
  'TICKET.SALE_ENDED',
  'ORDER.EXPIRED',
  'ORDER.PRICE_CHANGED',
  'ORDER.QUANTITY_OUT_OF_RANGE',
  'ORDER.NOT_PAYABLE',
  'TICKET.NOT_UPGRADABLE',
  'REGISTRATION.NOT_REGISTERED_NO_TICKETS',
  'DISCOUNT.UNKNOWN',
  'TICKET.LOCKED',
  ...AFTER_SALES_CODES,
  'ORDER.NOT_INVOICEABLE',
  ...INVOICE_CODES,
  'SIGN_IN.NOT_STARTED',
  'SIGN_IN.ENDED',
  ...CONFERENCE_CODES,
  'REGISTRATION.DUPLICATE_DOCUMENT',
  ...DELEGATES_CODES,
  ...GROUP_CODES,
  ...REACH_CODES,
  'CUSTOMER.NOT_FOUND',
  ...LEADS_CODES,
  ...FILE_CODES,
  ...WAITING_CODES,
] as const satisfies readonly ClientErrorCode[];

export type ReadErrorCode = (typeof READ_ERROR_CODES)[number];
export type TransportErrorCode = (typeof TRANSPORT_ERROR_CODES)[number];
export type TokenFailureCode = (typeof TOKEN_FAILURE_CODES)[number];
export type CodeSendingFailureCode = (typeof CODE_SENDING_FAILURE_CODES)[number];
export type CommerceFailureCode = (typeof COMMERCE_FAILURE_CODES)[number];

const KNOWN = new Set<string>(ERROR_CODES);

/** Narrows untrusted text (e.g. a code carried in a route parameter) to a known code. */
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && KNOWN.has(value);
