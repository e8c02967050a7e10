// The ticketing operations without a server: a stub transport answers as the backend would, so each
// test sees what was sent (or that nothing was) and what the caller gets back.
import { describe, expect, it } from 'vitest';
import { getTicketing, type TicketingApi } from '../../src/ticketing';
import { APP, CASHIER, loose, stubbedClient as stubbed, type StubReply } from '../support/stubbed-client';

function stubbedClient(reply: StubReply = {}) {
  const { client, sent } = stubbed(reply);
  return { ticketing: getTicketing(client), sent };
}

const RETURN_URL = `${APP}/#/payTransition?orderId=o-1`;

describe('paying an order', () => {
  it('hands back an H5 cashier on the allowlist, ready to open: redirect_url is the returnUrl', async () => {
    const h5Url = `${CASHIER}/cashier?prepay_id=wx1`;
    const { ticketing, sent } = stubbedClient({ data: { channel: 'h5', h5Url, jsapi: {} } });

    const started = await ticketing.payOrder.execute({ orderId: 'o-1', channel: 'h5', returnUrl: RETURN_URL });

    expect(started).toEqual({ ok: true, value: { channel: 'h5', h5Url: `${h5Url}&redirect_url=${encodeURIComponent(RETURN_URL)}` } });
    expect(started.ok && started.value.channel === 'h5' && new URL(started.value.h5Url).searchParams.get('redirect_url')).toBe(RETURN_URL);
    expect(sent[0]?.body).toEqual({ orderId: 'o-1', channel: 'h5', returnUrl: RETURN_URL });
  });

  it.each([
    ['another origin', 'https://pay.evil.example/cashier'],
    ['a look-alike host', 'https://pay.example.evil.example/cashier'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['no address at all', ''],
  ])('refuses an H5 cashier on %s as REDIRECT.UNSAFE', async (_case, h5Url) => {
    const { ticketing } = stubbedClient({ data: { channel: 'h5', h5Url } });

    const started = await ticketing.payOrder.execute({ orderId: 'o-1', channel: 'h5', returnUrl: RETURN_URL });

    expect(started).toMatchObject({ ok: false, error: { code: 'REDIRECT.UNSAFE', field: 'h5Url' } });
  });

  it('refuses a return address off the allowlist without sending anything', async () => {
    const { ticketing, sent } = stubbedClient();

    const started = await ticketing.payOrder.execute({ orderId: 'o-1', channel: 'h5', returnUrl: 'https://evil.example/#/payTransition' });

    expect(started).toMatchObject({ ok: false, error: { code: 'REDIRECT.UNSAFE', field: 'returnUrl' } });
    expect(sent).toEqual([]);
  });

  it('hands back the JSAPI fields and "nothing to pay" as sent', async () => {
    const jsapi = { appId: 'wx0', timeStamp: '1777600800', nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA', paySign: 's' };
    const inWeChat = await stubbedClient({ data: { channel: 'jsapi', jsapi, h5Url: '' } }).ticketing.payOrder.execute({ orderId: 'o-1', channel: 'jsapi', returnUrl: RETURN_URL });
    const free = await stubbedClient({ data: { channel: 'none', jsapi: {}, h5Url: '' } }).ticketing.payOrder.execute({ orderId: 'o-1', channel: 'h5', returnUrl: RETURN_URL });

    expect(inWeChat).toEqual({ ok: true, value: { channel: 'jsapi', jsapi } });
    expect(free).toEqual({ ok: true, value: { channel: 'none' } });
  });

  it('hands back a Native QR code with the order\'s expiry, sending no return address when none is given', async () => {
    const native = { channel: 'native', codeUrl: 'weixin://wxpay/bizpayurl?pr=abc123XY', expireTime: '2026-11-26 20:30:00', remainingSeconds: 840, serverTime: 1_790_000_000_000 };
    const { ticketing, sent } = stubbedClient({ data: { ...native, jsapi: {}, h5Url: '' } });

    const started = await ticketing.payOrder.execute({ orderId: 'o-1', channel: 'native' });

    expect(started).toEqual({ ok: true, value: native });
    expect(sent[0]?.body).toEqual({ orderId: 'o-1', channel: 'native', returnUrl: '' });
  });

  it('reads a Native start without its code as a server failure, and Jackson\'s -1 seconds as none left', async () => {
    const blank = await stubbedClient({ data: { channel: 'native', codeUrl: '', expireTime: '', remainingSeconds: -1, serverTime: 1 } }).ticketing.payOrder.execute({ orderId: 'o-1', channel: 'native' });
    const late = await stubbedClient({ data: { channel: 'native', codeUrl: 'weixin://wxpay/bizpayurl?pr=x', expireTime: '2026-11-26 20:30:00', remainingSeconds: -1, serverTime: 1 } }).ticketing.payOrder.execute({ orderId: 'o-1', channel: 'native' });

    expect(blank).toMatchObject({ ok: false, error: { code: 'SERVER.FAILURE' } });
    expect(late).toMatchObject({ ok: true, value: { channel: 'native', remainingSeconds: 0 } });
  });

  it('still requires a return address for H5 and JSAPI, and checks one given with Native', async () => {
    const { ticketing, sent } = stubbedClient();

    const h5 = await ticketing.payOrder.execute({ orderId: 'o-1', channel: 'h5' });
    const native = await ticketing.payOrder.execute({ orderId: 'o-1', channel: 'native', returnUrl: 'https://evil.example/' });

    expect(h5).toMatchObject({ ok: false, error: { code: 'VALIDATION.REQUIRED', field: 'returnUrl' } });
    expect(native).toMatchObject({ ok: false, error: { code: 'REDIRECT.UNSAFE', field: 'returnUrl' } });
    expect(sent).toEqual([]);
  });

  it('reads a channel it does not know as a server failure, never as "nothing to pay"', async () => {
    const { ticketing } = stubbedClient({ data: { channel: 'card' } });

    const started = await ticketing.payOrder.execute({ orderId: 'o-1', channel: 'h5', returnUrl: RETURN_URL });

    expect(started).toMatchObject({ ok: false, error: { code: 'SERVER.FAILURE' } });
  });

  it('sends the caller\'s Idempotency-Key, so a retry after a reload is the same payment', async () => {
    const { ticketing, sent } = stubbedClient({ data: { channel: 'none' } });

    await ticketing.payOrder.execute({ orderId: 'o-1', channel: 'h5', returnUrl: RETURN_URL }, { idempotencyKey: 'pay-o-1' });

    expect(sent[0]?.headers['Idempotency-Key']).toBe('pay-o-1');
  });
});

const LINES = [{ ticketTypeId: 'tt-vip', quantity: 1 }];
const ADDRESS = { name: '李新', phone: '13800000110', province: '广东', city: '广州', district: '海珠', detail: '阅江中路 380 号' };

describe('bad input to a ticketing operation', () => {
  it.each<[string, (t: TicketingApi) => Promise<unknown>, string, string]>([
    ['fetchTicketType without an id', (t) => t.fetchTicketType.execute(loose({})), 'VALIDATION.REQUIRED', 'id'],
    ['quote of an empty basket', (t) => t.quote.execute({ lines: [] }), 'VALIDATION.REQUIRED', 'lines'],
    ['quote with nothing', (t) => t.quote.execute(loose(undefined)), 'VALIDATION.REQUIRED', 'lines'],
    ['quote of a line without its type', (t) => t.quote.execute(loose({ lines: [{ quantity: 1 }] })), 'VALIDATION.REQUIRED', 'lines[0].ticketTypeId'],
    ['quote of none of a type', (t) => t.quote.execute({ lines: [...LINES, { ticketTypeId: 'tt-free', quantity: 0 }] }), 'VALIDATION.NUMBER_INVALID', 'lines[1].quantity'],
    ['quote of half a ticket', (t) => t.quote.execute({ lines: [{ ticketTypeId: 'tt-vip', quantity: 1.5 }] }), 'VALIDATION.NUMBER_INVALID', 'lines[0].quantity'],
    ['quote of a quantity typed as text', (t) => t.quote.execute(loose({ lines: [{ ticketTypeId: 'tt-vip', quantity: '2' }] })), 'VALIDATION.NUMBER_INVALID', 'lines[0].quantity'],
    ['quote of a line without a quantity', (t) => t.quote.execute(loose({ lines: [{ ticketTypeId: 'tt-vip' }] })), 'VALIDATION.REQUIRED', 'lines[0].quantity'],
    ['createOrder without attendees', (t) => t.createOrder.execute(loose({ lines: LINES })), 'VALIDATION.REQUIRED', 'attendees'],
    ['createOrder with an attendee without values', (t) => t.createOrder.execute(loose({ lines: LINES, attendees: [{ ticketTypeId: 'tt-vip' }] })), 'VALIDATION.REQUIRED', 'attendees[0].values'],
    ['createOrder of -1 tickets', (t) => t.createOrder.execute({ lines: [{ ticketTypeId: 'tt-vip', quantity: -1 }], attendees: [] }), 'VALIDATION.NUMBER_INVALID', 'lines[0].quantity'],
    ['changeOrder without the order', (t) => t.changeOrder.execute(loose({ lines: LINES })), 'VALIDATION.REQUIRED', 'orderId'],
    ['cancelOrder with a blank order id', (t) => t.cancelOrder.execute({ orderId: '  ' }), 'VALIDATION.REQUIRED', 'orderId'],
    ['listOrders of page 0', (t) => t.listOrders.execute({ current: 0, size: 10 }), 'VALIDATION.NUMBER_INVALID', 'current'],
    ['listOrders without a size', (t) => t.listOrders.execute(loose({ current: 1 })), 'VALIDATION.REQUIRED', 'size'],
    ['fetchOrder without an id', (t) => t.fetchOrder.execute(loose({})), 'VALIDATION.REQUIRED', 'orderId'],
    ['payOrder by card', (t) => t.payOrder.execute(loose({ orderId: 'o-1', channel: 'card', returnUrl: RETURN_URL })), 'VALIDATION.OUT_OF_RANGE', 'channel'],
    ['payOrder without a return address', (t) => t.payOrder.execute(loose({ orderId: 'o-1', channel: 'h5' })), 'VALIDATION.REQUIRED', 'returnUrl'],
    ['fetchPaymentStatus without an order', (t) => t.fetchPaymentStatus.execute(loose({})), 'VALIDATION.REQUIRED', 'orderId'],
    ['listUpgradeOptions without a ticket', (t) => t.listUpgradeOptions.execute(loose({})), 'VALIDATION.REQUIRED', 'ticketId'],
    ['upgradeTicket without the target type', (t) => t.upgradeTicket.execute(loose({ ticketId: 't-1' })), 'VALIDATION.REQUIRED', 'targetTicketTypeId'],
    ['listTickets of every scope', (t) => t.listTickets.execute(loose({ scope: 'all', current: 1, size: 10 })), 'VALIDATION.OUT_OF_RANGE', 'scope'],
    ['listTickets of 2.5 a page', (t) => t.listTickets.execute({ scope: 'valid', current: 1, size: 2.5 }), 'VALIDATION.NUMBER_INVALID', 'size'],
    ['fetchTicket without an id', (t) => t.fetchTicket.execute(loose({})), 'VALIDATION.REQUIRED', 'ticketId'],
    ['reportLostTicket without an id', (t) => t.reportLostTicket.execute(loose({})), 'VALIDATION.REQUIRED', 'ticketId'],
    ['orderJournal of no copies', (t) => t.orderJournal.execute({ journalId: 'j-1', quantity: 0, address: ADDRESS }), 'VALIDATION.NUMBER_INVALID', 'quantity'],
    ['orderJournal without an address', (t) => t.orderJournal.execute(loose({ journalId: 'j-1', quantity: 1 })), 'VALIDATION.REQUIRED', 'address'],
    ['orderJournal to an address without a city', (t) => t.orderJournal.execute({ journalId: 'j-1', quantity: 1, address: { ...ADDRESS, city: '' } }), 'VALIDATION.REQUIRED', 'address.city'],
    ['previewRefund without an order', (t) => t.previewRefund.execute(loose({})), 'VALIDATION.REQUIRED', 'orderId'],
    ['applyRefund without an order', (t) => t.applyRefund.execute(loose({ reason: 'duplicate' })), 'VALIDATION.REQUIRED', 'orderId'],
    ['applyRefund without a reason', (t) => t.applyRefund.execute(loose({ orderId: 'o-1' })), 'VALIDATION.REQUIRED', 'reason'],
    ['applyRefund for a reason it does not know', (t) => t.applyRefund.execute(loose({ orderId: 'o-1', reason: 'bored' })), 'VALIDATION.OUT_OF_RANGE', 'reason'],
    ['applyRefund for "other" without a text', (t) => t.applyRefund.execute({ orderId: 'o-1', reason: 'other', reasonText: '  ' }), 'VALIDATION.REQUIRED', 'reasonText'],
    ['applyRefund with 201 characters of reason', (t) => t.applyRefund.execute({ orderId: 'o-1', reason: 'other', reasonText: '退'.repeat(201) }), 'VALIDATION.TOO_LONG', 'reasonText'],
  ])('%s resolves to %s about %s, sending nothing', async (_case, run, code, field) => {
    const { ticketing, sent } = stubbedClient();

    const result = await run(ticketing);

    expect(result).toMatchObject({ ok: false, error: { code, field } });
    expect(sent).toEqual([]);
  });
});

describe('what the ticketing operations send', () => {
  it('names the exhibition of the session and leaves out a blank discount code and link', async () => {
    const { ticketing, sent } = stubbedClient({ data: { lines: [], total: '0.00', currency: 'CNY' } });

    await ticketing.quote.execute({ lines: [{ ticketTypeId: 'tt-free', quantity: 2 }], discountCode: '  ' });
    await ticketing.listTicketTypes.execute({ registerLinkId: '' });
    await ticketing.listJournals.execute();

    expect(sent.map((request) => [request.path, request.body ?? request.query])).toEqual([
      ['/api/ef-registration-client/order/quote', { exhibitionId: 'demo', lines: [{ ticketTypeId: 'tt-free', quantity: 2 }], discountCode: undefined }],
      ['/api/ef-registration-client/ticketType/list', { exhibitionId: 'demo', registerLinkId: undefined }],
      ['/api/ef-registration-client/journal/list', { exhibitionId: 'demo' }],
    ]);
  });

  it('sends only the fields of the order it knows, with a fresh Idempotency-Key for each new order', async () => {
    const { ticketing, sent } = stubbedClient({ data: {} });
    const input = loose<Parameters<TicketingApi['createOrder']['execute']>[0]>({
      lines: [{ ticketTypeId: 'tt-vip', quantity: 1, note: 'x' }],
      discountCode: ' FAIR2026 ',
      attendees: [{ ticketTypeId: 'tt-vip', values: { name: '李新' }, draft: true }],
      registerLinkId: 'link-1',
    });

    await ticketing.createOrder.execute(input);
    await ticketing.createOrder.execute(input);

    expect(sent[0]?.body).toEqual({
      exhibitionId: 'demo',
      registerLinkId: 'link-1',
      lines: [{ ticketTypeId: 'tt-vip', quantity: 1 }],
      discountCode: 'FAIR2026',
      attendees: [{ ticketTypeId: 'tt-vip', values: { name: '李新' } }],
    });
    const keys = sent.map((request) => request.headers['Idempotency-Key']);
    expect(keys[0]).toEqual(expect.any(String));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('turns a ticket conflict into TICKET.CONFLICT with both names as params', async () => {
    const { ticketing } = stubbedClient({ status: 400, body: { code: 4102, success: false, msg: '冲突', data: { ticketA: '早鸟票', ticketB: '团体票' } } });

    const quote = await ticketing.quote.execute({ lines: LINES });

    expect(quote).toMatchObject({ ok: false, error: { code: 'TICKET.CONFLICT', params: { ticketA: '早鸟票', ticketB: '团体票' } } });
  });

  it('keeps an operation to its own codes: a commerce failure it cannot meet arrives as SERVER.FAILURE', async () => {
    const { ticketing } = stubbedClient({ status: 400, body: { code: 4111, success: false, msg: '不可升级', data: {} } });

    const order = await ticketing.fetchOrder.execute({ orderId: 'o-1' });

    expect(order).toMatchObject({ ok: false, error: { code: 'SERVER.FAILURE', detail: '不可升级' } });
  });
});

describe('refunding an order', () => {
  it('sends the reason, its text only when there is one, and the caller\'s Idempotency-Key', async () => {
    const { ticketing, sent } = stubbedClient({ data: {} });

    await ticketing.applyRefund.execute({ orderId: 'o-1', reason: 'other', reasonText: ' 行程变更 ' }, { idempotencyKey: 'refund-o-1' });
    await ticketing.applyRefund.execute({ orderId: 'o-1', reason: 'duplicate', reasonText: '' });
    await ticketing.previewRefund.execute({ orderId: 'o-1' });

    expect(sent.map((request) => [request.path, request.body ?? request.query])).toEqual([
      ['/api/ef-registration-client/refund/apply', { orderId: 'o-1', reason: 'other', reasonText: '行程变更' }],
      ['/api/ef-registration-client/refund/apply', { orderId: 'o-1', reason: 'duplicate', reasonText: undefined }],
      ['/api/ef-registration-client/refund/preview', { orderId: 'o-1' }],
    ]);
    expect(sent[0]?.headers['Idempotency-Key']).toBe('refund-o-1');
    expect(sent[1]?.headers['Idempotency-Key']).toEqual(expect.any(String));
  });

  it('takes a reason text of exactly 200 characters', async () => {
    const { ticketing, sent } = stubbedClient({ data: {} });

    const refund = await ticketing.applyRefund.execute({ orderId: 'o-1', reason: 'other', reasonText: '退'.repeat(200) });

    expect(refund.ok).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it.each([
    [4301, 'REFUND.TICKET_ENTERED', {}],
    [4302, 'REFUND.TICKET_GIFTED', {}],
    [4303, 'REFUND.WINDOW_CLOSED', { deadline: '2026-05-20 23:59:59' }],
    [4304, 'REFUND.NOT_REFUNDABLE', {}],
  ])('reads wire code %i as %s', async (code, expected, params) => {
    const { ticketing } = stubbedClient({ status: 400, body: { code, success: false, msg: '不可退款', data: params } });

    const refund = await ticketing.applyRefund.execute({ orderId: 'o-1', reason: 'plans_changed' });

    expect(refund).toMatchObject({ ok: false, error: { code: expected } });
    if (Object.keys(params).length > 0) expect(refund).toMatchObject({ ok: false, error: { params } });
  });
});
