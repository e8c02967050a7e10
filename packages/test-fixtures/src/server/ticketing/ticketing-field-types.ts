// The declared (Java) types of the ticketing routes' replies (issue 13) and the refunds' (issue 14), for
// the Jackson-nulls switch (wire-field-types.ts explains the tables). Gifts, invoices and the lead
// tool's package orders answer with the Order and Ticket declared here.
import { RC } from '../context';
import { FORM_FIELD, pageOf, type JavaKind, type KindOf } from '../wire-field-types';
import type { Journal, Order, PaymentStatusReply, PayStart, Quote, RefundPreview, Ticket, TicketType, UpgradeOption } from './ticketing-wire.types';

/** What the shop lists of anything it sells. */
const LISTING = { id: 'string', name: 'string', nameEn: 'string', description: 'string', descriptionEn: 'string', price: 'string', currency: 'string', saleState: 'string' } as const;

export const TICKET_TYPE: KindOf<TicketType> = {
  object: {
    ...LISTING,
    saleStartTime: 'string',
    saleEndTime: 'string',
    remaining: 'number',
    minPerOrder: 'number',
    maxPerOrder: 'number',
    limitPerUser: 'number',
    conflictsWith: { list: 'string' },
    level: 'number',
    attendeeFields: { list: FORM_FIELD },
  },
};

const QUOTE_LINE = {
  object: {
    ticketTypeId: 'string',
    name: 'string',
    nameEn: 'string',
    quantity: 'number',
    unitPrice: 'string',
    discount: 'string',
    amount: 'string',
    discountState: 'string',
  },
} as const;

export const QUOTE: KindOf<Quote> = {
  object: { lines: { list: QUOTE_LINE }, discountCode: 'string', discountState: 'string', total: 'string', currency: 'string' },
};

export const ORDER: KindOf<Order> = {
  object: {
    orderId: 'string',
    orderNo: 'string',
    exhibitionId: 'string',
    kind: 'string',
    parentOrderId: 'string',
    orderStatus: 'string',
    paymentStatus: 'string',
    refundStatus: 'string',
    lines: { list: QUOTE_LINE },
    total: 'string',
    currency: 'string',
    discountCode: 'string',
    createTime: 'string',
    expireTime: 'string',
    serverTime: 'number',
    remainingSeconds: 'number',
    ticketIds: { list: 'string' },
    address: { object: { name: 'string', phone: 'string', province: 'string', city: 'string', district: 'string', detail: 'string' } },
    payTime: 'string',
    payChannel: 'string',
    holders: { list: { object: { ticketTypeId: 'string', name: 'string', phone: 'string' } } },
  },
};

export const PAY_START: KindOf<PayStart> = {
  object: {
    channel: 'string',
    jsapi: { object: { appId: 'string', timeStamp: 'string', nonceStr: 'string', package: 'string', signType: 'string', paySign: 'string' } },
    h5Url: 'string',
    codeUrl: 'string',
    expireTime: 'string',
    remainingSeconds: 'number',
    serverTime: 'number',
  },
};

export const PAYMENT_STATUS: KindOf<PaymentStatusReply> = {
  object: { orderId: 'string', orderStatus: 'string', paymentStatus: 'string', serverTime: 'number' },
};

export const UPGRADE_OPTION: KindOf<UpgradeOption> = {
  object: { ticketTypeId: 'string', name: 'string', nameEn: 'string', price: 'string', difference: 'string', currency: 'string' },
};

export const TICKET: KindOf<Ticket> = {
  object: {
    ticketId: 'string',
    orderId: 'string',
    ticketTypeId: 'string',
    name: 'string',
    nameEn: 'string',
    holderName: 'string',
    holderPhone: 'string',
    holderEmail: 'string',
    issueStatus: 'string',
    entryStatus: 'string',
    code: 'string',
    rotation: { object: { secret: 'string', stepSeconds: 'number' } },
    serverTime: 'number',
    revokedReason: 'string',
    replacedBy: 'string',
    lockedBy: 'string',
    giftId: 'string',
    issueTime: 'string',
    ticketNo: 'string',
    event: {
      object: {
        name: 'string',
        nameEn: 'string',
        startTime: 'string',
        endTime: 'string',
        venue: 'string',
        venueEn: 'string',
        hall: 'string',
        hallEn: 'string',
        entrance: 'string',
        entranceEn: 'string',
        organiser: 'string',
        organiserEn: 'string',
        organiserPhone: 'string',
        organiserEmail: 'string',
      },
    },
  },
};

export const JOURNAL: KindOf<Journal> = { object: { ...LISTING, cover: 'string', shippingFee: 'string' } };

export const REFUND_PREVIEW: KindOf<RefundPreview> = {
  object: { orderId: 'string', refundable: 'boolean', refusal: 'string', amount: 'string', currency: 'string', deadline: 'string', serverTime: 'number' },
};

/** The ticketing routes' reply types (their own table, so a test can tell they all were called). */
export const TICKETING_REPLY_DATA: Readonly<Record<string, JavaKind>> = {
  [`GET ${RC}ticketType/list`]: { list: TICKET_TYPE },
  [`GET ${RC}ticketType/detail`]: TICKET_TYPE,
  [`POST ${RC}order/quote`]: QUOTE,
  [`POST ${RC}order/create`]: ORDER,
  [`POST ${RC}order/change`]: ORDER,
  [`GET ${RC}order/list`]: pageOf(ORDER),
  [`GET ${RC}order/detail`]: ORDER,
  [`POST ${RC}order/cancel`]: ORDER,
  [`POST ${RC}order/pay`]: PAY_START,
  [`GET ${RC}order/payStatus`]: PAYMENT_STATUS,
  [`GET ${RC}order/upgradeOptions`]: { list: UPGRADE_OPTION },
  [`POST ${RC}order/upgrade`]: ORDER,
  [`GET ${RC}ticket/list`]: pageOf(TICKET),
  [`GET ${RC}ticket/detail`]: TICKET,
  [`POST ${RC}ticket/reportLoss`]: TICKET,
  [`GET ${RC}ticket/calendar`]: { object: { url: 'string', fileName: 'string', expireTime: 'string' } },
  [`GET ${RC}journal/list`]: { list: JOURNAL },
  [`POST ${RC}journal/order`]: ORDER,
};

/** The refund routes' reply types (issue 14). */
export const REFUND_REPLY_DATA: Readonly<Record<string, JavaKind>> = {
  [`GET ${RC}refund/preview`]: REFUND_PREVIEW,
  [`POST ${RC}refund/apply`]: ORDER,
};
