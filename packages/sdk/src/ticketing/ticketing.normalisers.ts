// The ticketing replies in the domain's shape, whatever placeholders the backend wrote for absent
// values (wire/absent-values.ts): an absent limit (-1), discount code (""), rotation or address ({})
// reads as a field left out, never as a value.
import type { Page } from '@fairpass/domain';
import type { SignedFile } from '@fairpass/domain/files';
import type { Journal, JsapiPayFields, Order, PaymentStatusReply, PayStart, Quote, QuoteLine, RefundPreview, TicketType, UpgradeOption } from '@fairpass/domain/ticketing';
import { textOrEmpty } from '../wire/absent-values';
import { FORM_FIELD_SHAPE } from '../wire/form-field.shape';
import { readPage, withoutEmpty } from '../wire/reply-parts';
import { readReply, type ShapeOf } from '../wire/reply-shape';

// The ticket's reading is shared with the gifting area (a claim answers with a ticket).
export { normaliseTicket, normaliseTicketPage, TICKET_SHAPE } from '../wire/ticket.normalisers';

/** A ticket type: no count left shown and no per-user limit arrive as -1 and are left out. */
export const TICKET_TYPE_SHAPE: ShapeOf<TicketType> = {
  object: {
    id: 'text',
    name: 'text',
    nameEn: 'text',
    description: 'text',
    descriptionEn: 'text',
    price: 'text',
    currency: 'text',
    saleStartTime: 'text',
    saleEndTime: 'text',
    saleState: 'text',
    remaining: 'optionalCount',
    minPerOrder: 'number',
    maxPerOrder: 'number',
    limitPerUser: 'optionalCount',
    conflictsWith: { list: 'text' },
    level: 'number',
    attendeeFields: { list: FORM_FIELD_SHAPE },
  },
};

/** A priced line: a line the discount code does not concern has no discount state (""). */
export const QUOTE_LINE_SHAPE: ShapeOf<QuoteLine> = {
  object: {
    ticketTypeId: 'text',
    name: 'text',
    nameEn: 'text',
    quantity: 'number',
    unitPrice: 'text',
    discount: 'text',
    amount: 'text',
    discountState: 'optionalText',
  },
};

/** A quote; without a code, `discountCode` and `discountState` are "" and left out. */
export const QUOTE_SHAPE: ShapeOf<Quote> = {
  object: {
    lines: { list: QUOTE_LINE_SHAPE },
    discountCode: 'optionalText',
    discountState: 'optionalText',
    total: 'text',
    currency: 'text',
  },
};

/**
 * An order; `address` is only a journal order's ({} otherwise, left out after the shape); `payTime` and
 * `payChannel` only once paid ("" before, left out); `holders` [] for an order without tickets.
 */
export const ORDER_SHAPE: ShapeOf<Order> = {
  object: {
    orderId: 'text',
    orderNo: 'text',
    exhibitionId: 'text',
    kind: 'text',
    parentOrderId: 'optionalText',
    orderStatus: 'text',
    paymentStatus: 'text',
    refundStatus: 'text',
    lines: { list: QUOTE_LINE_SHAPE },
    total: 'text',
    currency: 'text',
    discountCode: 'optionalText',
    createTime: 'text',
    expireTime: 'text',
    serverTime: 'number',
    remainingSeconds: 'number',
    ticketIds: { list: 'text' },
    address: 'keep',
    payTime: 'optionalText',
    payChannel: 'optionalText',
    holders: { list: { object: { ticketTypeId: 'text', name: 'text', phone: 'text' } } },
  },
};

export const PAYMENT_STATUS_SHAPE: ShapeOf<PaymentStatusReply> = {
  object: { orderId: 'text', orderStatus: 'text', paymentStatus: 'text', serverTime: 'number' },
};

export const UPGRADE_OPTION_SHAPE: ShapeOf<UpgradeOption> = {
  object: { ticketTypeId: 'text', name: 'text', nameEn: 'text', price: 'text', difference: 'text', currency: 'text' },
};

export const JOURNAL_SHAPE: ShapeOf<Journal> = {
  object: {
    id: 'text',
    name: 'text',
    nameEn: 'text',
    description: 'text',
    descriptionEn: 'text',
    cover: 'text',
    price: 'text',
    shippingFee: 'text',
    currency: 'text',
    saleState: 'text',
  },
};

/** A refund preview: a refundable order has no refusal (""), a window without end no deadline (""). */
export const REFUND_PREVIEW_SHAPE: ShapeOf<RefundPreview> = {
  object: {
    orderId: 'text',
    refundable: 'flag',
    refusal: 'optionalText',
    amount: 'text',
    currency: 'text',
    deadline: 'optionalText',
    serverTime: 'number',
  },
};

export const JSAPI_PAY_FIELDS_SHAPE: ShapeOf<JsapiPayFields> = {
  object: { appId: 'text', timeStamp: 'text', nonceStr: 'text', package: 'text', signType: 'text', paySign: 'text' },
};

/** `ticketType/list` (null → []). */
export const normaliseTicketTypes = (raw: unknown): TicketType[] => readReply(raw, { list: TICKET_TYPE_SHAPE }) as TicketType[];

/** `ticketType/detail`. */
export const normaliseTicketType = (raw: unknown): TicketType => readReply(raw, TICKET_TYPE_SHAPE) as TicketType;

/** `order/quote`. */
export const normaliseQuote = (raw: unknown): Quote => readReply(raw, QUOTE_SHAPE) as Quote;

const readOrder = (order: Order): Order => withoutEmpty(readReply(order, ORDER_SHAPE) as Order, 'address');

/** `order/create`, `/change`, `/cancel`, `/detail`, `/upgrade`, `journal/order`, `refund/apply`. */
export const normaliseOrder = (raw: unknown): Order => readOrder(raw as Order);

/** `order/list`. */
export const normaliseOrderPage = (raw: unknown): Page<Order> => readPage(raw, ORDER_SHAPE, readOrder);

/** `order/payStatus`. */
export const normalisePaymentStatus = (raw: unknown): PaymentStatusReply => readReply(raw, PAYMENT_STATUS_SHAPE) as PaymentStatusReply;

/** `order/upgradeOptions` (null → []). */
export const normaliseUpgradeOptions = (raw: unknown): UpgradeOption[] => readReply(raw, { list: UPGRADE_OPTION_SHAPE }) as UpgradeOption[];

/** `journal/list` (null → []). */
export const normaliseJournals = (raw: unknown): Journal[] => readReply(raw, { list: JOURNAL_SHAPE }) as Journal[];

/** `refund/preview`. */
export const normaliseRefundPreview = (raw: unknown): RefundPreview => readReply(raw, REFUND_PREVIEW_SHAPE) as RefundPreview;

/** `ticket/calendar`: the ticket's days as an .ics at a signed address. */
export const normaliseTicketCalendarFile = (raw: unknown): SignedFile => readReply(raw, { object: { url: 'text', fileName: 'text', expireTime: 'text' } }) as SignedFile;

/** `wanted` when `raw` differs from it; else `raw` itself (a plain reply comes back as the same object). */
function sameOr<T extends object>(raw: unknown, wanted: T): T {
  const record = raw as Record<string, unknown>;
  const keys = Object.keys(wanted) as (keyof T & string)[];
  const same = Object.keys(record).length === keys.length && keys.every((key) => record[key] === wanted[key]);
  return same ? (raw as T) : wanted;
}

/**
 * `order/pay`: one bean on the wire, so every channel's reply carries the other channels' fields as
 * placeholders (`jsapi: {}`, `h5Url: ""`, `codeUrl: ""`, `remainingSeconds: -1`); only the channel's
 * own fields are kept. A channel this SDK
 * does not know is passed on as sent, for the pay operation to refuse.
 */
export function normalisePayStart(raw: unknown): PayStart {
  if (typeof raw !== 'object' || raw === null) return raw as PayStart;
  const { channel, jsapi, h5Url, codeUrl, expireTime, remainingSeconds, serverTime } = raw as Record<string, unknown>;
  if (channel === 'jsapi') return sameOr(raw, { channel, jsapi: readReply(jsapi, JSAPI_PAY_FIELDS_SHAPE) as JsapiPayFields });
  if (channel === 'h5') return sameOr(raw, { channel, h5Url: textOrEmpty(h5Url) as string });
  if (channel === 'native') {
    const seconds = typeof remainingSeconds === 'number' ? Math.max(0, remainingSeconds) : 0;
    return sameOr(raw, { channel, codeUrl: textOrEmpty(codeUrl) as string, expireTime: textOrEmpty(expireTime) as string, remainingSeconds: seconds, serverTime: serverTime as number });
  }
  if (channel === 'none') return sameOr(raw, { channel });
  return raw as PayStart;
}
