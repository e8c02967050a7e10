// The ticketing area over real HTTP against the contract server, answering as the real backend's
// Jackson setup does ("" / -1 / {} for what is absent): buying, WeChat Pay's three channels with the
// server's test hooks standing in for WeChat, the commerce refusals, paging, lost badges and upgrades.
import { nativePollPlan, nextPollStep, rotatingCode, type Ticket } from '@fairpass/domain/ticketing';
import { RC, SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import type { RequestEvent } from '../../src/http/http-observer';
import { getTicketing } from '../../src/ticketing';
import { loggedIn, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const T = SEED.ticketing.types;
const P = SEED.phones;

async function ticketingOf(phone: string) {
  const sent: RequestEvent[] = [];
  const { client } = await loggedIn(ctx.server, ctx.link(), phone, { hooks: { onRequest: (event) => void sent.push(event) } });
  return { ticketing: getTicketing(client), sent };
}

const returnUrlOf = (orderId: string) => `${ctx.server.url}/#/payTransition?orderId=${orderId}`;
const VIP_HOLDER = { ticketTypeId: T.vip, values: { name: '孔购票', phone: P.ticketBuyer } };
const prepayIdOf = (address: string) => new URL(address).searchParams.get('prepayId') ?? '';

/** What the app does with an H5 start: opens the cashier as given (redirect_url appended), then presses one of its buttons. */
async function payAtCashier(h5Url: string, returnUrl: string, outcome: 'ok' | 'cancel' | 'fail') {
  const page = await fetch(h5Url);
  expect(page.status).toBe(200);
  const form = new URLSearchParams({ prepayId: prepayIdOf(h5Url), redirect_url: returnUrl, outcome });
  return fetch(`${ctx.server.url}/__cashier`, { method: 'POST', body: form, redirect: 'manual' });
}

async function unpaidVipOrder() {
  const buyer = await ticketingOf(P.ticketBuyer);
  const order = await buyer.ticketing.createOrder.execute({ lines: [{ ticketTypeId: T.vip, quantity: 1 }], attendees: [VIP_HOLDER] });
  if (!order.ok) throw new Error(`order failed: ${order.error.code} ${order.error.detail ?? ''}`);
  return { ...buyer, order: order.value };
}

describe('the ticket shop', () => {
  it('lists the link\'s types, reading a per-user limit the backend did not set (-1) as none', async () => {
    const { ticketing } = await ticketingOf(P.ticketBuyer);

    const all = await ticketing.listTicketTypes.execute();
    const vipLink = await ticketing.listTicketTypes.execute({ registerLinkId: SEED.ticketing.vipLinkId });

    const types = all.ok ? all.value : [];
    expect(types.find((type) => type.id === T.onePerUser)?.limitPerUser).toBe(1);
    expect(types.find((type) => type.id === T.visitor)).not.toHaveProperty('limitPerUser');
    expect(types.find((type) => type.id === T.visitor)).not.toHaveProperty('remaining');
    expect(types.find((type) => type.id === T.soldOut)?.saleState).toBe('sold_out');
    expect(vipLink.ok && vipLink.value.map((type) => type.id)).not.toContain(T.visitor);
  });

  it('fetches one type with the details each of its tickets asks for', async () => {
    const { ticketing } = await ticketingOf(P.ticketBuyer);

    const vip = await ticketing.fetchTicketType.execute({ id: T.vip });

    expect(vip).toMatchObject({ ok: true, value: { id: T.vip, price: '128.00', currency: 'CNY', attendeeFields: expect.arrayContaining([expect.objectContaining({ prop: 'name' })]) } });
  });

  it('issues a free ticket at once: the order is completed with nothing to pay', async () => {
    const { ticketing } = await ticketingOf(P.ticketBuyer);

    const order = await ticketing.createOrder.execute({ lines: [{ ticketTypeId: T.visitor, quantity: 1 }], attendees: [] });
    const ticketId = order.ok ? (order.value.ticketIds[0] ?? '') : '';
    const ticket = await ticketing.fetchTicket.execute({ ticketId });
    const wallet = await ticketing.listTickets.execute({ scope: 'valid', current: 1, size: 10 });
    const pay = await ticketing.payOrder.execute({ orderId: order.ok ? order.value.orderId : '', channel: 'h5', returnUrl: returnUrlOf('free') });

    expect(order).toMatchObject({ ok: true, value: { orderStatus: 'completed', paymentStatus: 'not_required', total: '0.00', ticketIds: [expect.any(String)] } });
    // Jackson wrote these absent fields as "" and {}: they are read as absent.
    expect(order.ok && order.value).not.toHaveProperty('parentOrderId');
    expect(order.ok && order.value).not.toHaveProperty('address');
    expect(ticket).toMatchObject({ ok: true, value: { ticketId, ticketTypeId: T.visitor, issueStatus: 'issued', entryStatus: 'not_entered' } });
    expect(ticket.ok && ticket.value).not.toHaveProperty('revokedReason');
    expect(wallet.ok && wallet.value.records.map((each) => each.ticketId)).toContain(ticketId);
    expect(pay).toEqual({ ok: true, value: { channel: 'none' } });
  });

  it('prices VIP with FAIR2026 per line: the VIP line is discounted, the free line says the code does not apply', async () => {
    const { ticketing } = await ticketingOf(P.ticketBuyer);

    const quote = await ticketing.quote.execute({
      lines: [
        { ticketTypeId: T.vip, quantity: 1 },
        { ticketTypeId: T.visitor, quantity: 1 },
      ],
      discountCode: SEED.ticketing.discountCode,
    });

    expect(quote).toMatchObject({
      ok: true,
      value: {
        discountCode: 'FAIR2026',
        discountState: 'applied',
        total: '102.40',
        lines: [
          { ticketTypeId: T.vip, unitPrice: '128.00', discount: '25.60', amount: '102.40', discountState: 'applied' },
          { ticketTypeId: T.visitor, amount: '0.00', discountState: 'not_applicable' },
        ],
      },
    });
  });

  it('prices a basket without a code with no discount state on any line', async () => {
    const { ticketing } = await ticketingOf(P.ticketBuyer);

    const quote = await ticketing.quote.execute({ lines: [{ ticketTypeId: T.vip, quantity: 2 }] });

    expect(quote).toMatchObject({ ok: true, value: { total: '256.00' } });
    expect(quote.ok && quote.value).not.toHaveProperty('discountCode');
    expect(quote.ok && quote.value.lines[0]).not.toHaveProperty('discountState');
  });

  it('writes one order for the same Idempotency-Key sent twice (a reload after a dropped reply)', async () => {
    const { ticketing } = await ticketingOf(P.ticketBuyer);
    const input = { lines: [{ ticketTypeId: T.vip, quantity: 1 }], attendees: [VIP_HOLDER] };

    const first = await ticketing.createOrder.execute(input, { idempotencyKey: 'order-reload-1' });
    const again = await ticketing.createOrder.execute(input, { idempotencyKey: 'order-reload-1' });
    const orders = await ticketing.listOrders.execute({ current: 1, size: 10 });

    expect(first.ok && again.ok && again.value.orderId).toBe(first.ok && first.value.orderId);
    expect(orders.ok && orders.value.total).toBe(1);
  });

  it('resends an order whose reply was dropped after it was written, with the same key: still one order', async () => {
    const { ticketing } = await ticketingOf(P.ticketBuyer);
    ctx.server.faults.set(`POST ${RC}order/create`, { dropAfterCommit: true, times: 1 });

    const order = await ticketing.createOrder.execute({ lines: [{ ticketTypeId: T.vip, quantity: 1 }], attendees: [VIP_HOLDER] });
    const orders = await ticketing.listOrders.execute({ current: 1, size: 10 });

    expect(order).toMatchObject({ ok: true, value: { orderStatus: 'reserved', total: '128.00' } });
    expect(orders.ok && orders.value.records.map((each) => each.orderId)).toEqual([order.ok ? order.value.orderId : '']);
  });

  it('changes the lines of an unpaid order and cancels it', async () => {
    const { ticketing, order } = await unpaidVipOrder();

    const changed = await ticketing.changeOrder.execute({ orderId: order.orderId, lines: [{ ticketTypeId: T.vip, quantity: 1 }], discountCode: 'FAIR2026' });
    const cancelled = await ticketing.cancelOrder.execute({ orderId: order.orderId });
    const pay = await ticketing.payOrder.execute({ orderId: order.orderId, channel: 'h5', returnUrl: returnUrlOf(order.orderId) });

    expect(changed).toMatchObject({ ok: true, value: { orderId: order.orderId, total: '102.40', discountCode: 'FAIR2026' } });
    expect(cancelled).toMatchObject({ ok: true, value: { orderStatus: 'cancelled' } });
    expect(pay).toMatchObject({ ok: false, error: { code: 'ORDER.NOT_PAYABLE' } });
  });
});

describe('paying with WeChat Pay', () => {
  it('H5: the cashier address is on the allowlist, and the status reads paid only after the cashier settles', async () => {
    const { ticketing, order } = await unpaidVipOrder();
    const returnUrl = returnUrlOf(order.orderId);

    const started = await ticketing.payOrder.execute({ orderId: order.orderId, channel: 'h5', returnUrl });
    const h5Url = started.ok && started.value.channel === 'h5' ? started.value.h5Url : '';
    const before = await ticketing.fetchPaymentStatus.execute({ orderId: order.orderId });
    const back = await payAtCashier(h5Url, returnUrl, 'ok');
    const after = await ticketing.fetchPaymentStatus.execute({ orderId: order.orderId });
    const paid = await ticketing.fetchOrder.execute({ orderId: order.orderId });

    expect(h5Url.startsWith(`${ctx.server.url}/__cashier?`)).toBe(true);
    expect(before).toMatchObject({ ok: true, value: { orderId: order.orderId, orderStatus: 'reserved', paymentStatus: 'awaiting' } });
    expect([back.status, back.headers.get('location')]).toEqual([303, returnUrl]);
    expect(after).toMatchObject({ ok: true, value: { orderStatus: 'completed', paymentStatus: 'received', serverTime: expect.any(Number) } });
    expect(paid.ok && paid.value.ticketIds).toHaveLength(1);
  });

  it('refuses a return address off the allowlist before anything is sent', async () => {
    const { ticketing, order, sent } = await unpaidVipOrder();

    const started = await ticketing.payOrder.execute({ orderId: order.orderId, channel: 'h5', returnUrl: 'https://evil.example/#/payTransition' });

    expect(started).toMatchObject({ ok: false, error: { code: 'REDIRECT.UNSAFE', field: 'returnUrl' } });
    expect(sent.map((event) => event.path).filter((path) => path.endsWith('order/pay'))).toEqual([]);
  });

  it('JSAPI: a failed payment leaves the order payable, and paying again on the same order succeeds', async () => {
    const { ticketing, order } = await unpaidVipOrder();
    const pay = () => ticketing.payOrder.execute({ orderId: order.orderId, channel: 'jsapi', returnUrl: returnUrlOf(order.orderId) });
    const prepayOf = (started: Awaited<ReturnType<typeof pay>>) =>
      started.ok && started.value.channel === 'jsapi' ? started.value.jsapi.package.replace(/^prepay_id=/, '') : '';

    const first = await pay();
    ctx.server.settleJsapi(prepayOf(first), 'fail');
    const failed = await ticketing.fetchPaymentStatus.execute({ orderId: order.orderId });
    const second = await pay();
    ctx.server.settleJsapi(prepayOf(second), 'ok');
    const paid = await ticketing.fetchPaymentStatus.execute({ orderId: order.orderId });

    expect(first).toMatchObject({ ok: true, value: { channel: 'jsapi', jsapi: { appId: SEED.wechat.appId, package: expect.stringMatching(/^prepay_id=/), signType: 'RSA' } } });
    expect(first.ok && first.value).not.toHaveProperty('h5Url');
    expect(failed).toMatchObject({ ok: true, value: { paymentStatus: 'failed', orderStatus: 'reserved' } });
    expect(paid).toMatchObject({ ok: true, value: { paymentStatus: 'received', orderStatus: 'completed' } });
  });

  it('Native: a QR code with the order\'s expiry, polled with nextPollStep until the scan pays it', async () => {
    const { ticketing, order } = await unpaidVipOrder();

    const started = await ticketing.payOrder.execute({ orderId: order.orderId, channel: 'native' });
    const again = await ticketing.payOrder.execute({ orderId: order.orderId, channel: 'native' });
    const native = started.ok && started.value.channel === 'native' ? started.value : undefined;
    const plan = nativePollPlan(native?.remainingSeconds ?? 0);
    const steps: string[] = [];
    for (let answers = 1; answers <= 3; answers += 1) {
      if (answers === 3) ctx.server.scanNative(native?.codeUrl ?? '', 'ok');
      const status = await ticketing.fetchPaymentStatus.execute({ orderId: order.orderId });
      const step = status.ok ? nextPollStep(status.value, answers, plan) : undefined;
      steps.push(step?.kind === 'done' ? step.outcome : step?.kind ?? 'error');
    }
    const paid = await ticketing.fetchOrder.execute({ orderId: order.orderId });

    expect(native).toEqual({ channel: 'native', codeUrl: expect.stringMatching(/^weixin:\/\/wxpay\/bizpayurl\?pr=/), expireTime: order.expireTime, remainingSeconds: expect.any(Number), serverTime: expect.any(Number) });
    expect(native?.remainingSeconds).toBeGreaterThan(13 * 60);
    expect(again.ok && again.value.channel === 'native' && again.value.codeUrl).toBe(native?.codeUrl);
    expect(steps).toEqual(['wait', 'wait', 'paid']);
    expect(paid).toMatchObject({ ok: true, value: { orderStatus: 'completed', payChannel: 'native', ticketIds: [expect.any(String)] } });
  });

  it('Native: an order that expires while its QR code is shown polls to expired, and the scan takes no payment', async () => {
    const { ticketing, order } = await unpaidVipOrder();

    const started = await ticketing.payOrder.execute({ orderId: order.orderId, channel: 'native' });
    const native = started.ok && started.value.channel === 'native' ? started.value : undefined;
    ctx.server.advanceClock(native?.remainingSeconds ?? 0);
    const scan = ctx.server.scanNative(native?.codeUrl ?? '', 'ok');
    const status = await ticketing.fetchPaymentStatus.execute({ orderId: order.orderId });

    expect(scan).toMatchObject({ ok: false });
    expect(status.ok && nextPollStep(status.value, 2, nativePollPlan(native?.remainingSeconds ?? 0))).toEqual({ kind: 'done', outcome: 'expired' });
  });

  it('an unpaid order runs out on the server\'s clock and can no longer be paid', async () => {
    const { ticketing } = await ticketingOf(P.unpaidOrder);
    const orderId = SEED.ticketing.unpaidOrderId;

    const open = await ticketing.fetchOrder.execute({ orderId });
    ctx.server.advanceClock(15 * 60);
    const pay = await ticketing.payOrder.execute({ orderId, channel: 'h5', returnUrl: returnUrlOf(orderId) });
    const closed = await ticketing.fetchOrder.execute({ orderId });

    expect(open).toMatchObject({ ok: true, value: { orderStatus: 'reserved', paymentStatus: 'awaiting', total: '128.00' } });
    expect(open.ok && open.value.remainingSeconds).toBeGreaterThan(0);
    expect(pay).toMatchObject({ ok: false, error: { code: 'ORDER.EXPIRED' } });
    expect(closed).toMatchObject({ ok: true, value: { orderStatus: 'expired', remainingSeconds: 0 } });
  });
});

describe('commerce refusals', () => {
  it.each([
    ['two conflicting types', [T.opening, T.workshop], 'TICKET.CONFLICT', ['ticketA', 'ticketB']],
    ['a sold-out type', [T.soldOut], 'TICKET.SOLD_OUT', []],
    ['a type not on sale yet', [T.notOnSale], 'TICKET.NOT_ON_SALE', ['saleStartTime']],
    ['a type whose sale has ended', [T.saleEnded], 'TICKET.SALE_ENDED', []],
  ])('an order of %s is %s', async (_case, typeIds, code, params) => {
    const { ticketing } = await ticketingOf(P.ticketBuyer);

    const order = await ticketing.createOrder.execute({ lines: typeIds.map((ticketTypeId) => ({ ticketTypeId, quantity: 1 })), attendees: [] });

    expect(order).toMatchObject({ ok: false, error: { code } });
    expect(Object.keys((!order.ok && order.error.params) || {}).sort()).toEqual(params);
  });

  it('a second ticket of a one-per-person type is TICKET.LIMIT_REACHED, across orders', async () => {
    const { ticketing } = await ticketingOf(P.ticketBuyer);
    const input = { lines: [{ ticketTypeId: T.onePerUser, quantity: 1 }], attendees: [] };

    const first = await ticketing.createOrder.execute(input);
    const second = await ticketing.createOrder.execute(input);

    expect(first.ok).toBe(true);
    expect(second).toMatchObject({ ok: false, error: { code: 'TICKET.LIMIT_REACHED', params: { limit: '1' } } });
  });

  it('more than a type allows per order is ORDER.QUANTITY_OUT_OF_RANGE with the bounds', async () => {
    const { ticketing } = await ticketingOf(P.ticketBuyer);

    const quote = await ticketing.quote.execute({ lines: [{ ticketTypeId: T.visitor, quantity: 6 }] });

    expect(quote).toMatchObject({ ok: false, error: { code: 'ORDER.QUANTITY_OUT_OF_RANGE', params: { min: '1', max: '5' } } });
  });

  it.each([
    ['a code it does not know', 'NOPE2026', 'DISCOUNT.UNKNOWN'],
    ['a code that covers nothing in the basket', 'FAIR2026', 'DISCOUNT.UNSUPPORTED'],
  ])('a quote with %s is %s', async (_case, discountCode, code) => {
    const { ticketing } = await ticketingOf(P.ticketBuyer);

    const quote = await ticketing.quote.execute({ lines: [{ ticketTypeId: T.visitor, quantity: 1 }], discountCode });

    expect(quote).toMatchObject({ ok: false, error: { code } });
  });
});

describe('orders, the wallet and the catalogue', () => {
  it('pages through the bulk buyer\'s 500 orders and 50 tickets without reading them all', async () => {
    const { ticketing } = await ticketingOf(P.bulkBuyer);

    const first = await ticketing.listOrders.execute({ current: 1, size: 10 });
    const last = await ticketing.listOrders.execute({ current: 50, size: 10 });
    const tickets = await ticketing.listTickets.execute({ scope: 'valid', current: 2, size: 20 });

    expect(first).toMatchObject({ ok: true, value: { total: 500, size: 10, current: 1, pages: 50 } });
    expect(first.ok && first.value.records).toHaveLength(10);
    expect(last.ok && last.value.records).toHaveLength(10);
    // Newest first: the first page's orders were written after the last page's.
    const newest = first.ok ? (first.value.records[0]?.createTime ?? '') : '';
    const oldest = last.ok ? (last.value.records[9]?.createTime ?? '') : '';
    expect(newest > oldest).toBe(true);
    expect(tickets).toMatchObject({ ok: true, value: { total: 50, current: 2, pages: 3 } });
    expect(tickets.ok && tickets.value.records).toHaveLength(20);
  });

  it('replaces a lost badge: a new code, and the old ticket in the history as lost', async () => {
    const { ticketing } = await ticketingOf(P.paidTicket);
    const oldId = SEED.ticketing.paidTicketId;
    const old = await ticketing.fetchTicket.execute({ ticketId: oldId });

    const fresh = await ticketing.reportLostTicket.execute({ ticketId: oldId });
    const history = await ticketing.listTickets.execute({ scope: 'history', current: 1, size: 10 });
    const newId = fresh.ok ? fresh.value.ticketId : '';

    expect(fresh).toMatchObject({ ok: true, value: { issueStatus: 'issued', ticketTypeId: T.trade } });
    expect(newId).not.toBe(oldId);
    expect(history.ok && history.value.records.find((ticket) => ticket.ticketId === oldId)).toMatchObject({ issueStatus: 'revoked', revokedReason: 'lost', replacedBy: newId });
    // The wallet's code is the rotating one, made on the phone from what the read carried.
    const now = ctx.server.now();
    const codeOf = async (ticket: { ok: true; value: Ticket } | { ok: false }) => (ticket.ok ? ((await rotatingCode(ticket.value, now, 0)) ?? '') : '');
    expect(ctx.server.verifyTicketCode(await codeOf(old))).toMatchObject({ valid: false, reason: 'revoked' });
    expect(ctx.server.verifyTicketCode(await codeOf(fresh))).toMatchObject({ valid: true, kind: 'rotating' });
  });

  it('reads a wallet ticket with its rotation and without the static code, which the gate refuses for it', async () => {
    const { ticketing } = await ticketingOf(P.paidTicket);
    const ticketId = SEED.ticketing.paidTicketId;
    const ticket = await ticketing.fetchTicket.execute({ ticketId });
    const page = await ticketing.listTickets.execute({ scope: 'valid', current: 1, size: 10 });

    expect(ticket).toMatchObject({ ok: true, value: { ticketId, code: '', rotation: { stepSeconds: 30 } } });
    expect(page.ok && page.value.records.map((record) => record.code)).toEqual(['']);
    const code = ticket.ok ? await rotatingCode(ticket.value, ctx.server.now(), 0) : undefined;
    expect(ctx.server.verifyTicketCode(code ?? '')).toMatchObject({ valid: true, kind: 'rotating', ticketId });

    // The static code exists (read while the exhibition did not rotate), but not for a wallet ticket.
    const demo = ctx.server.state.exhibition('demo')!.functionConfig;
    demo.ticketQrRotating = 0;
    const printed = await ticketing.fetchTicket.execute({ ticketId });
    demo.ticketQrRotating = 1;
    expect(printed).toMatchObject({ ok: true, value: { code: expect.stringMatching(/^FP1\./) } });
    expect(printed.ok && printed.value).not.toHaveProperty('rotation');
    expect(ctx.server.verifyTicketCode(printed.ok ? printed.value.code : '')).toMatchObject({ valid: false, reason: 'wallet_ticket' });
  });

  it('upgrades a ticket to a higher type for the difference, paid like any order', async () => {
    const { ticketing } = await ticketingOf(P.paidTicket);
    const ticketId = SEED.ticketing.paidTicketId;

    const options = await ticketing.listUpgradeOptions.execute({ ticketId });
    const upgrade = await ticketing.upgradeTicket.execute({ ticketId, targetTicketTypeId: T.vip });
    const orderId = upgrade.ok ? upgrade.value.orderId : '';
    const started = await ticketing.payOrder.execute({ orderId, channel: 'jsapi', returnUrl: returnUrlOf(orderId) });
    ctx.server.settleJsapi(started.ok && started.value.channel === 'jsapi' ? started.value.jsapi.package.replace(/^prepay_id=/, '') : '', 'ok');
    const paid = await ticketing.fetchOrder.execute({ orderId });

    expect(options.ok && options.value.find((option) => option.ticketTypeId === T.vip)).toMatchObject({ price: '128.00', difference: '70.00', currency: 'CNY' });
    expect(options.ok && options.value.map((option) => option.ticketTypeId)).not.toContain(T.visitor);
    expect(upgrade).toMatchObject({ ok: true, value: { kind: 'upgrade', parentOrderId: SEED.ticketing.paidOrderId, total: '70.00', orderStatus: 'reserved' } });
    expect(paid).toMatchObject({ ok: true, value: { orderStatus: 'completed', paymentStatus: 'received' } });
  });

  it('refuses an upgrade to a type that is not higher as TICKET.NOT_UPGRADABLE', async () => {
    const { ticketing } = await ticketingOf(P.paidTicket);

    const upgrade = await ticketing.upgradeTicket.execute({ ticketId: SEED.ticketing.paidTicketId, targetTicketTypeId: T.visitor });

    expect(upgrade).toMatchObject({ ok: false, error: { code: 'TICKET.NOT_UPGRADABLE' } });
  });

  it('orders the catalogue for delivery to an address', async () => {
    const { ticketing } = await ticketingOf(P.ticketBuyer);
    const address = { name: '孔购票', phone: P.ticketBuyer, province: '广东省', city: '广州市', district: '海珠区', detail: '阅江中路 380 号' };

    const journals = await ticketing.listJournals.execute();
    const order = await ticketing.orderJournal.execute({ journalId: SEED.ticketing.journalId, quantity: 2, address });

    expect(journals.ok && journals.value.map((journal) => journal.id)).toContain(SEED.ticketing.journalId);
    expect(order).toMatchObject({ ok: true, value: { kind: 'journal', address } });
  });
});

describe('receipts, tickets that say what they are, and the order tabs (issue 28)', () => {
  it('lists one status tab and finds an order by part of its number; refuses a tab it does not know before anything is sent', async () => {
    const { ticketing, sent } = await ticketingOf(P.bulkBuyer);

    const done = await ticketing.listOrders.execute({ current: 1, size: 5, status: 'done' });
    const wanted = done.ok ? (done.value.records[2]?.orderNo ?? '') : '';
    const found = await ticketing.listOrders.execute({ current: 1, size: 5, orderNo: ` ${wanted.slice(-6).toLowerCase()} ` });
    const before = sent.length;
    const refused = await ticketing.listOrders.execute({ current: 1, size: 5, status: 'paid' as never });

    expect(done).toMatchObject({ ok: true, value: { total: 50 } });
    expect(done.ok && done.value.records.every((order) => order.orderStatus === 'completed')).toBe(true);
    expect(found.ok && found.value.records.map((order) => order.orderNo)).toContain(wanted);
    expect(refused).toMatchObject({ ok: false, error: { code: 'VALIDATION.OUT_OF_RANGE', field: 'status' } });
    expect(sent.length).toBe(before);
  });

  it('reads a ticket\'s number and what it is for, and its days as a calendar file at a signed address', async () => {
    const { ticketing } = await ticketingOf(P.paidTicket);

    const ticket = await ticketing.fetchTicket.execute({ ticketId: SEED.ticketing.paidTicketId });
    const file = await ticketing.fetchTicketCalendarFile.execute({ ticketId: SEED.ticketing.paidTicketId });

    expect(ticket).toMatchObject({ ok: true, value: { ticketNo: expect.stringMatching(/^FPT-\d{10}$/), event: { name: '示范展会', venue: '示范国际会展中心', organiserPhone: '400-820-2026' } } });
    expect(file).toMatchObject({ ok: true, value: { url: expect.stringContaining(`${ctx.server.url}/files/ticket-calendar/`), fileName: expect.stringMatching(/\.ics$/) } });
    const text = file.ok ? await (await fetch(file.value.url)).text() : '';
    expect(text).toContain('SUMMARY:示范展会');
  });

  it('reads a paid order\'s time, channel and holders', async () => {
    const { ticketing, order } = await unpaidVipOrder();
    const started = await ticketing.payOrder.execute({ orderId: order.orderId, channel: 'jsapi', returnUrl: returnUrlOf(order.orderId) });
    if (!started.ok || started.value.channel !== 'jsapi') throw new Error('no JSAPI start');
    ctx.server.settleJsapi(started.value.jsapi.package.replace('prepay_id=', ''), 'ok');

    const paid = await ticketing.fetchOrder.execute({ orderId: order.orderId });

    expect(order).not.toHaveProperty('payTime');
    expect(paid).toMatchObject({ ok: true, value: { payChannel: 'jsapi', payTime: expect.stringMatching(/^\d{4}-/), holders: [{ ticketTypeId: T.vip, name: '孔购票', phone: P.ticketBuyer }] } });
  });
});
