// The commerce endpoints' stable failure codes (docs/endpoints.md "Ticketing", "Gifts, complimentary
// tickets, refunds and invoices" and "Conference, guests, sign-in and information": an HTTP 400 envelope
// `{code: 41xx–45xx, success: false, msg, data}`) and the ErrorCode each one means. The listed `data`
// fields become the error's params, so the app can fill its message ("{{ticketA}} cannot be bought
// together with {{ticketB}}") without reading the envelope; `msg` stays the error's detail.
import type { CommerceFailureCode } from './error-codes';
import { isRecord, type ResponseCode } from './response-code';

interface CommerceFailure {
  readonly code: CommerceFailureCode;
  /** `data` fields carried over as params. */
  readonly params?: readonly string[];
}

export const COMMERCE_FAILURES = {
  4101: { code: 'TICKET.LIMIT_REACHED', params: ['ticketTypeId', 'limit'] },
  4102: { code: 'TICKET.CONFLICT', params: ['ticketA', 'ticketB'] },
  4103: { code: 'DISCOUNT.UNSUPPORTED' },
  4104: { code: 'TICKET.SOLD_OUT' },
  4105: { code: 'TICKET.NOT_ON_SALE', params: ['saleStartTime'] },
  4106: { code: 'TICKET.SALE_ENDED' },
  4107: { code: 'ORDER.EXPIRED' },
  4108: { code: 'ORDER.PRICE_CHANGED' },
  4109: { code: 'ORDER.QUANTITY_OUT_OF_RANGE', params: ['min', 'max'] },
  4110: { code: 'ORDER.NOT_PAYABLE' },
  4111: { code: 'TICKET.NOT_UPGRADABLE' },
  4112: { code: 'REGISTRATION.NOT_REGISTERED_NO_TICKETS' },
  4113: { code: 'DISCOUNT.UNKNOWN' },
  4114: { code: 'TICKET.LOCKED' },
  4201: { code: 'GIFT.NOTHING_TO_GIVE', params: ['available'] },
  4202: { code: 'GIFT.NOT_FOUND' },
  // The claimant's ticket from this gift (issue 28: "您已领取" leads to it).
  4203: { code: 'GIFT.ALREADY_CLAIMED', params: ['ticketId'] },
  4204: { code: 'GIFT.OWN_GIFT' },
  4205: { code: 'GIFT.CANCELLED' },
  4206: { code: 'GIFT.EXPIRED' },
  4207: { code: 'GIFT.ALL_CLAIMED' },
  4208: { code: 'GIFT.NOTHING_TO_CANCEL' },
  4301: { code: 'REFUND.TICKET_ENTERED' },
  4302: { code: 'REFUND.TICKET_GIFTED' },
  4303: { code: 'REFUND.WINDOW_CLOSED', params: ['deadline'] },
  4304: { code: 'REFUND.NOT_REFUNDABLE' },
  4401: { code: 'ORDER.NOT_INVOICEABLE', params: ['refusal'] },
  4402: { code: 'INVOICE.ALREADY_APPLIED', params: ['applicationId'] },
  // 4403's `data: {fields}` is an object, not a message param: the SDK reads the field errors itself.
  4403: { code: 'INVOICE.HEADER_INVALID' },
  4404: { code: 'INVOICE.HEADER_NOT_FOUND' },
  // An edit that would make a header the same as another saved one: that one's id and title (issue 28).
  4406: { code: 'INVOICE.HEADER_DUPLICATE', params: ['id', 'title'] },
  4501: { code: 'CONFERENCE.SESSION_FULL', params: ['title'] },
  // The two sessions' titles, in the request's language.
  4502: { code: 'CONFERENCE.CLASH', params: ['sessionA', 'sessionB'] },
  4503: { code: 'CONFERENCE.SIGN_UP_CLOSED' },
  4504: { code: 'CONFERENCE.ALREADY_REGISTERED' },
  4505: { code: 'ACTIVITY.FULL' },
  4511: { code: 'SIGN_IN.NOT_STARTED', params: ['opensAt'] },
  4512: { code: 'SIGN_IN.ENDED' },
  4513: { code: 'SIGN_IN.NOT_REGISTERED' },
  4514: { code: 'SIGN_IN.UNKNOWN_CODE' },
  // `reason`: 'type' or 'size'.
  4521: { code: 'FILE.REFUSED', params: ['reason'] },
  4522: { code: 'BUILDER.BOOTH_UNKNOWN', params: ['boothNo'] },
  // Registering others, stay and parking (issue 16). 4701's `index` (0-based) and `name`: the member of a
  // team that was registered before, for the screen to point at; the message itself is spec §8's.
  4701: { code: 'REGISTRATION.DUPLICATE_DOCUMENT', params: ['index', 'name'] },
  4702: { code: 'TEAM.TOO_LARGE', params: ['max'] },
  4711: { code: 'STAY.BEDS_EXCEEDED', params: ['beds'] },
  4721: { code: 'PARKING.PLATE_INVALID', params: ['plateNumber'] },
  4722: { code: 'PARKING.OUTSIDE_SHOW', params: ['firstDay', 'lastDay'] },
  4723: { code: 'PARKING.PLATE_TAKEN', params: ['plateNumber'] },
  // Group management and sub-accounts (issue 16). 4603's `field`: 'phone' or 'idNumber', the one already
  // in the group; 4611's `account`: the login name already used.
  4601: { code: 'GROUP.NOT_LEADER' },
  4602: { code: 'GROUP.NOT_SET_UP' },
  4603: { code: 'GROUP.MEMBER_DUPLICATE', params: ['field'] },
  4604: { code: 'GROUP.MEMBER_LOCKED' },
  4605: { code: 'GROUP.TEAM_UNKNOWN' },
  4611: { code: 'SUBACCOUNT.ACCOUNT_TAKEN', params: ['account'] },
  // A sold-out type's waiting list and a sale-start reminder (issue 28). 4624's `entryId`: the caller's
  // entry already on the list.
  4621: { code: 'WAITING.SEATS_AVAILABLE' },
  4622: { code: 'WAITING.NOT_ON_SALE_YET', params: ['saleStartTime'] },
  4623: { code: 'WAITING.ALREADY_ON_SALE' },
  4624: { code: 'WAITING.ALREADY_JOINED', params: ['entryId'] },
  4625: { code: 'WAITING.NOT_FOUND' },
  4626: { code: 'WAITING.CLOSED' },
  4627: { code: 'WAITING.OFFER_EXPIRED' },
  4724: { code: 'PARKING.NOT_CANCELLABLE' },
  // Invitations and traceability channels (issue 16). A taken or refused code travels as `code`; a
  // refused recipient's `field` is the form field the server checked.
  4801: { code: 'SOURCE.CODE_TAKEN', params: ['code'] },
  4802: { code: 'SOURCE.CODE_INVALID', params: ['code'] },
  4803: { code: 'SOURCE.NOT_FOUND' },
  4811: { code: 'INVITE.RECIPIENT_INVALID', params: ['field'] },
  4812: { code: 'INVITE.ALREADY_REGISTERED' },
  4813: { code: 'INVITE.INVITER_UNKNOWN' },
  // The trade-fair lead tool (issue 17). 4901, a login ended by another employee's, arrives as a 401
  // (error-from-response.ts). 4905's `data: {fields}` is an object: the SDK reads the field errors itself.
  4902: { code: 'CUSTOMER.NOT_FOUND' },
  4903: { code: 'LEADS.NO_PACKAGE' },
  4904: { code: 'LEADS.NOT_ADMIN' },
  4905: { code: 'LEADS.LEAD_INVALID' },
  4906: { code: 'LEADS.PACKAGE_ACTIVE', params: ['packageType', 'periodEnd'] },
  4907: { code: 'LEADS.TRANSFER_PENDING', params: ['transferId'] },
  4908: { code: 'LEADS.STAFF_TAKEN', params: ['phone'] },
  4909: { code: 'LEADS.STAFF_NOT_ALLOWED' },
  // Keeping a file (issue 27): a signed file address that ran out, or is not the server's.
  4951: { code: 'FILE.LINK_EXPIRED' },
} as const satisfies Readonly<Record<number, CommerceFailure>>;

export type CommerceWireCode = keyof typeof COMMERCE_FAILURES;

/** What a commerce failure means: its code and the message params its `data` gave. */
export interface CommerceFailureReading {
  readonly code: CommerceFailureCode;
  readonly params?: Readonly<Record<string, string>>;
}

const isCommerceWireCode = (code: ResponseCode | undefined): code is CommerceWireCode =>
  typeof code === 'number' && Object.hasOwn(COMMERCE_FAILURES, code);

/** Jackson writes a null number as -1 and a null string as "" (docs/endpoints.md): both are absent. */
const paramText = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  return typeof value === 'number' && Number.isFinite(value) && value !== -1 ? String(value) : undefined;
};

const paramsOf = (names: readonly string[], data: unknown): Record<string, string> | undefined => {
  if (!isRecord(data)) return undefined;
  const entries = names.flatMap((name) => {
    const text = paramText(data[name]);
    return text === undefined ? [] : [[name, text] as const];
  });
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
};

/** Reads a backend code as a commerce failure, or undefined when it is not one of 4101–4114, 4201–4208,
 * 4301–4304, 4401–4404, 4406, 4501–4505, 4511–4514, 4521–4522, 4601–4605, 4611, 4621–4627, 4701–4702,
 * 4711 or 4721–4724, 4801–4803, 4811–4813, 4902–4909 or 4951. */
export const readCommerceFailure = (backendCode: ResponseCode | undefined, data?: unknown): CommerceFailureReading | undefined => {
  if (!isCommerceWireCode(backendCode)) return undefined;
  const failure: CommerceFailure = COMMERCE_FAILURES[backendCode];
  const params = paramsOf(failure.params ?? [], data);
  return params === undefined ? { code: failure.code } : { code: failure.code, params };
};

/** The wire code a commerce failure is sent with (for a server or a test that answers as the backend). */
export const commerceWireCodeOf = (code: CommerceFailureCode): CommerceWireCode => {
  const wire = (Object.keys(COMMERCE_FAILURES) as `${CommerceWireCode}`[]).find((key) => COMMERCE_FAILURES[key].code === code);
  // Every CommerceFailureCode has a row (a test checks it), so the find always succeeds.
  return Number(wire) as CommerceWireCode;
};
