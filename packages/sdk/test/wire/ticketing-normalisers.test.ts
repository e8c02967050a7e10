// The ticketing replies as the real backend's Jackson setup writes them ("" / -1 / {} / [] for what is
// absent) come back equal to the plain replies, and a plain reply passes unchanged (the same object).
import type { Page } from '@fairpass/domain';
import type { Journal, Order, PayStart, PaymentStatusReply, Quote, RefundPreview, Ticket, TicketType, UpgradeOption } from '@fairpass/domain/ticketing';
import { describe, expect, it } from 'vitest';
import {
  normaliseJournals,
  normaliseOrder,
  normaliseOrderPage,
  normalisePaymentStatus,
  normalisePayStart,
  normaliseQuote,
  normaliseRefundPreview,
  normaliseTicket,
  normaliseTicketPage,
  normaliseTicketType,
  normaliseTicketTypes,
  normaliseUpgradeOptions,
} from '../../src/ticketing/ticketing.normalisers';

/** Both directions for one type: Jackson → plain, plain → the very same plain object. */
function expectReadsBack<T>(normalise: (raw: unknown) => T, jackson: unknown, plain: T): void {
  expect(normalise(jackson)).toEqual(plain);
  expect(normalise(plain)).toBe(plain);
  expect(normalise(JSON.parse(JSON.stringify(plain)))).toEqual(plain);
}

const VIP: TicketType = {
  id: 'tt-vip',
  name: 'VIP 票',
  nameEn: 'VIP ticket',
  description: '',
  descriptionEn: '',
  price: '128.00',
  currency: 'CNY',
  saleStartTime: '2026-01-01 00:00:00',
  saleEndTime: '2026-06-30 23:59:59',
  saleState: 'on_sale',
  minPerOrder: 1,
  maxPerOrder: 5,
  conflictsWith: [],
  level: 2,
  attendeeFields: [{ prop: 'name', label: '姓名', labelEn: 'Name', type: 'input', required: true }],
};

describe('reading ticket types', () => {
  it('leaves out a count left and a per-user limit sent as -1, and a field\'s "" rule', () => {
    const jackson = {
      ...VIP,
      remaining: -1,
      limitPerUser: -1,
      attendeeFields: [{ ...VIP.attendeeFields[0], dictCode: '', rule: '', maxLength: -1, placeholder: '', placeholderEn: '' }],
    };
    expectReadsBack(normaliseTicketType, jackson, VIP);
    expectReadsBack(normaliseTicketTypes, [jackson], [VIP]);
  });

  it('keeps a real limit of one and none left (0)', () => {
    const limited: TicketType = { ...VIP, remaining: 0, limitPerUser: 1, conflictsWith: ['tt-b'] };
    expectReadsBack(normaliseTicketType, { ...limited }, limited);
  });

  it('reads a null list as no ticket types', () => {
    expect(normaliseTicketTypes(null)).toEqual([]);
  });
});

const LINE = { ticketTypeId: 'tt-vip', name: 'VIP 票', nameEn: 'VIP ticket', quantity: 1, unitPrice: '128.00', discount: '0.00', amount: '128.00' } as const;

describe('reading quotes', () => {
  it('leaves out the discount code and states of a quote without a code', () => {
    const plain: Quote = { lines: [LINE], total: '128.00', currency: 'CNY' };
    expectReadsBack(normaliseQuote, { ...plain, lines: [{ ...LINE, discountState: '' }], discountCode: '', discountState: '' }, plain);
  });

  it('keeps each line\'s discount state', () => {
    const plain: Quote = {
      lines: [{ ...LINE, discount: '28.00', amount: '100.00', discountState: 'applied' }, { ...LINE, ticketTypeId: 'tt-free', discountState: 'not_applicable' }],
      discountCode: 'FAIR2026',
      discountState: 'applied',
      total: '100.00',
      currency: 'CNY',
    };
    expectReadsBack(normaliseQuote, JSON.parse(JSON.stringify(plain)), plain);
  });
});

const ORDER: Order = {
  orderId: 'o-1',
  orderNo: 'FP202605010001',
  exhibitionId: 'demo',
  kind: 'ticket',
  orderStatus: 'reserved',
  paymentStatus: 'awaiting',
  refundStatus: 'none',
  lines: [LINE],
  total: '128.00',
  currency: 'CNY',
  createTime: '2026-05-01 10:00:00',
  expireTime: '2026-05-01 10:15:00',
  serverTime: 1_777_600_800_000,
  remainingSeconds: 900,
  ticketIds: [],
  holders: [],
};

describe('reading orders', () => {
  it('leaves out a parent order, a discount code ("") and an address ({})', () => {
    expectReadsBack(normaliseOrder, { ...ORDER, parentOrderId: '', discountCode: '', address: {} }, ORDER);
  });

  it('keeps a journal order\'s address and an upgrade\'s parent', () => {
    const address = { name: '李新', phone: '13800000110', province: '广东', city: '广州', district: '海珠', detail: '阅江中路 380 号' };
    const journal: Order = { ...ORDER, kind: 'journal', address };
    const upgrade: Order = { ...ORDER, kind: 'upgrade', parentOrderId: 'o-0' };
    expectReadsBack(normaliseOrder, { ...journal, parentOrderId: '' }, journal);
    expectReadsBack(normaliseOrder, { ...upgrade, address: {} }, upgrade);
  });

  it('reads a receipt: the paid time and channel left out while unpaid (""), the holders as sent, none read as []', () => {
    const paid: Order = { ...ORDER, orderStatus: 'completed', paymentStatus: 'received', payTime: '2026-05-01 10:03:00', payChannel: 'jsapi', holders: [{ ticketTypeId: 'tt-vip', name: '林持票', phone: '13900001111' }] };
    expectReadsBack(normaliseOrder, { ...paid, parentOrderId: '', discountCode: '', address: {} }, paid);
    expectReadsBack(normaliseOrder, { ...ORDER, payTime: '', payChannel: '' }, ORDER);
    expect(normaliseOrder({ ...ORDER, holders: null })).toEqual(ORDER);
  });

  it('reads each order of a page, and hands back a plain page as it came', () => {
    const page: Page<Order> = { records: [ORDER, { ...ORDER, orderId: 'o-2' }], total: 2, size: 10, current: 1, pages: 1 };
    const jackson = { ...page, records: page.records.map((order) => ({ ...order, parentOrderId: '', discountCode: '', address: {} })) };
    expectReadsBack(normaliseOrderPage, jackson, page);
    expect(normaliseOrderPage({ records: [], total: 0, size: 10, current: 1, pages: 0 })).toEqual({ records: [], total: 0, size: 10, current: 1, pages: 0 });
  });
});

const TICKET: Ticket = {
  ticketId: 't-1',
  orderId: 'o-1',
  ticketTypeId: 'tt-vip',
  name: 'VIP 票',
  nameEn: 'VIP ticket',
  holderName: '李*',
  holderPhone: '138****0112',
  issueStatus: 'issued',
  entryStatus: 'not_entered',
  code: 'FP1.t-1.signature',
  serverTime: 1_777_600_800_000,
  issueTime: '2026-05-01 10:01:00',
};

describe('reading tickets', () => {
  it('leaves out an e-mail, a rotation ({}), a revoked reason, a lock and a replacement that are not there', () => {
    expectReadsBack(normaliseTicket, { ...TICKET, holderEmail: '', rotation: {}, revokedReason: '', lockedBy: '', giftId: '', replacedBy: '' }, TICKET);
  });

  it('keeps what locks a ticket, and a gifted ticket\'s reason', () => {
    const locked: Ticket = { ...TICKET, issueStatus: 'locked', code: '', lockedBy: 'gift', giftId: 'gift-1' };
    const gifted: Ticket = { ...TICKET, issueStatus: 'revoked', revokedReason: 'gifted' };
    expectReadsBack(normaliseTicket, { ...locked, rotation: {}, replacedBy: '' }, locked);
    expectReadsBack(normaliseTicket, { ...gifted, lockedBy: '', giftId: '' }, gifted);
  });

  it('keeps a rotation key and a lost ticket\'s replacement', () => {
    const lost: Ticket = { ...TICKET, code: '', issueStatus: 'revoked', revokedReason: 'lost', replacedBy: 't-2', rotation: { secret: 'c2VjcmV0', stepSeconds: 30 } };
    expectReadsBack(normaliseTicket, { ...lost, holderEmail: '' }, lost);
  });

  it('drops a static code sent beside a rotation: the rotating code is a wallet ticket\'s only code', () => {
    const rotation = { secret: 'c2VjcmV0', stepSeconds: 30 };
    expect(normaliseTicket({ ...TICKET, rotation })).toEqual({ ...TICKET, code: '', rotation });
    expect(normaliseTicketPage({ records: [{ ...TICKET, rotation }], total: 1, size: 10, current: 1, pages: 1 }).records).toEqual([{ ...TICKET, code: '', rotation }]);
    const { code: _absent, ...withoutCode } = TICKET;
    expect(normaliseTicket({ ...withoutCode, rotation })).toEqual({ ...TICKET, code: '', rotation });
  });

  it('keeps what the ticket is for and its number; leaves out an event the backend sent as {} and a number sent as ""', () => {
    const event = {
      name: '示范展会',
      nameEn: 'Demo Expo',
      startTime: '2026-07-01 09:00:00',
      endTime: '2026-07-03 17:00:00',
      venue: '示范国际会展中心',
      venueEn: 'Demo International Convention Centre',
      hall: 'A1–B2 馆',
      hallEn: 'Halls A1–B2',
      entrance: '北登录厅',
      entranceEn: 'North Hall entrance',
      organiser: '示范会展服务有限公司',
      organiserEn: 'Demo Exhibition Services Co., Ltd.',
      organiserPhone: '400-820-2026',
      organiserEmail: '',
    };
    const described: Ticket = { ...TICKET, ticketNo: 'FPT-0000001121', event };
    expectReadsBack(normaliseTicket, { ...described, rotation: {} }, described);
    expectReadsBack(normaliseTicket, { ...TICKET, ticketNo: '', event: {} }, TICKET);
    expect(normaliseTicket({ ...TICKET, event: { ...event, organiserEmail: null } })).toEqual({ ...TICKET, event });
  });

  it('reads each ticket of a page', () => {
    const page: Page<Ticket> = { records: [TICKET], total: 50, size: 1, current: 3, pages: 50 };
    expectReadsBack(normaliseTicketPage, { ...page, records: [{ ...TICKET, rotation: {}, replacedBy: '' }] }, page);
  });
});

describe('reading the start of a payment', () => {
  const jsapi = { appId: 'wx0', timeStamp: '1777600800', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA', paySign: 's' };

  it.each<[string, PayStart, object]>([
    ['nothing to pay', { channel: 'none' }, { jsapi: {}, h5Url: '' }],
    ['JSAPI', { channel: 'jsapi', jsapi }, { h5Url: '' }],
    ['H5', { channel: 'h5', h5Url: 'https://pay.example/cashier?prepay_id=wx1' }, { jsapi: {} }],
  ])('keeps only the fields of %s', (_name, plain, placeholders) => {
    expectReadsBack(normalisePayStart, { ...plain, ...placeholders }, plain);
  });

  it('passes a channel it does not know on as sent', () => {
    const card = { channel: 'card', cardUrl: 'x' };
    expect(normalisePayStart(card)).toBe(card);
    expect(normalisePayStart(null)).toBeNull();
  });
});

describe('reading the other replies', () => {
  it('reads a payment status, upgrade options and journals', () => {
    const status: PaymentStatusReply = { orderId: 'o-1', orderStatus: 'completed', paymentStatus: 'received', serverTime: 1_777_600_800_000 };
    const option: UpgradeOption = { ticketTypeId: 'tt-vip', name: 'VIP 票', nameEn: 'VIP ticket', price: '128.00', difference: '100.00', currency: 'CNY' };
    const journal: Journal = {
      id: 'j-1',
      name: '会刊',
      nameEn: 'Catalogue',
      description: '',
      descriptionEn: '',
      cover: '',
      price: '30.00',
      shippingFee: '10.00',
      currency: 'CNY',
      saleState: 'on_sale',
    };
    expectReadsBack(normalisePaymentStatus, { ...status }, status);
    expectReadsBack(normaliseUpgradeOptions, [{ ...option }], [option]);
    expectReadsBack(normaliseJournals, [{ ...journal }], [journal]);
    expect(normaliseUpgradeOptions(null)).toEqual([]);
    expect(normaliseJournals(null)).toEqual([]);
  });
});

describe('reading a refund preview', () => {
  const PREVIEW: RefundPreview = { orderId: 'o-1', refundable: true, amount: '128.00', currency: 'CNY', deadline: '2026-05-20 23:59:59', serverTime: 1_777_600_800_000 };

  it('leaves out the refusal of a refundable order ("")', () => {
    expectReadsBack(normaliseRefundPreview, { ...PREVIEW, refusal: '' }, PREVIEW);
  });

  it('keeps a refusal, and leaves out a deadline that is not there ("")', () => {
    const refused: RefundPreview = { orderId: 'o-1', refundable: false, refusal: 'window_closed', amount: '0.00', currency: 'CNY', serverTime: 1_777_600_800_000 };
    expectReadsBack(normaliseRefundPreview, { ...refused, deadline: '' }, refused);
  });

  it('reads an unset refundable (null) as not refundable', () => {
    expect(normaliseRefundPreview({ ...PREVIEW, refundable: null })).toEqual({ ...PREVIEW, refundable: false });
  });
});
