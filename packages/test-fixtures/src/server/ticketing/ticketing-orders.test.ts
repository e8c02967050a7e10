import { describe, expect, it, vi } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { holders, prepayIdOf } from '../../test-support/ticketing-http';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';

const { server, http, shop } = await ticketingTestServer();

const T = SEED.ticketing.types;
const P = SEED.phones;
const vip = (quantity = 1) => [{ ticketTypeId: T.vip, quantity }];

describe('ordering', () => {
  it('completes a free order at once and issues its tickets to the buyer', async () => {
    const token = await shop.login(P.ticketBuyer);
    const { body } = await shop.createOrder(token, { lines: [{ ticketTypeId: T.visitor, quantity: 2 }] });
    expect(body.data).toMatchObject({ kind: 'ticket', orderStatus: 'completed', paymentStatus: 'not_required', refundStatus: 'none', total: '0.00', remainingSeconds: 0 });
    expect(body.data.ticketIds).toHaveLength(2);
    const ticket = await shop.get(token, 'ticket/detail', { ticketId: body.data.ticketIds[0] });
    expect(ticket.body.data).toMatchObject({ ticketTypeId: T.visitor, holderName: '孔购票', holderPhone: P.ticketBuyer, issueStatus: 'issued', entryStatus: 'not_entered' });
  });

  it('reserves a paid order for 15 minutes of the server clock, with its number, times and the discount code', async () => {
    const token = await shop.login(P.ticketBuyer);
    const { body } = await shop.createOrder(token, { lines: vip(2), discountCode: 'FAIR2026' });
    expect(body.data).toMatchObject({ orderStatus: 'reserved', paymentStatus: 'awaiting', total: '204.80', currency: 'CNY', discountCode: 'FAIR2026', remainingSeconds: 900, ticketIds: [] });
    expect(body.data.orderId).toMatch(/^\d{19}$/);
    expect(body.data.orderNo).toMatch(/^FP\d{8}1\d{5}$/);
    expect(Math.abs(body.data.serverTime - server.now())).toBeLessThan(1000);
    const created = Date.parse(`${body.data.createTime.replace(' ', 'T')}+08:00`);
    expect(Date.parse(`${body.data.expireTime.replace(' ', 'T')}+08:00`) - created).toBe(15 * 60 * 1000);
  });

  it('gives each ticket the holder its attendee details name', async () => {
    const token = await shop.login(P.ticketBuyer);
    const { body } = await shop.createOrder(token, { lines: [{ ticketTypeId: T.trade, quantity: 1 }], attendees: [{ ticketTypeId: T.trade, values: { name: '林持票', company: '林氏贸易' } }] });
    const { orderId } = body.data;
    const pay = await shop.payH5(token, orderId);
    expect(server.settleJsapi(prepayIdOf(pay.body.data.h5Url), 'ok')).toMatchObject({ ok: true, paymentStatus: 'received' });
    const order = await shop.get(token, 'order/detail', { orderId });
    const ticket = await shop.get(token, 'ticket/detail', { ticketId: order.body.data.ticketIds[0] });
    expect(ticket.body.data).toMatchObject({ holderName: '林持票', holderPhone: P.ticketBuyer });
  });

  it('refuses a ticket whose required attendee details are missing or invalid, in the page language', async () => {
    const token = await shop.login(P.ticketBuyer);
    const missing = await shop.createOrder(token, { lines: vip(2), attendees: holders(T.vip, 1) });
    expect(missing.body).toMatchObject({ code: 400, msg: '第 2 张「VIP 贵宾票」：请填写持票人姓名' });
    const invalid = await http.call('POST', '/api/ef-registration-client/order/create', {
      token,
      headers: { 'language-type': 'en' },
      body: { exhibitionId: 'demo', lines: vip(1), attendees: [{ ticketTypeId: T.vip, values: { name: 'Ann Lee', phone: 'not a phone' } }] },
    });
    expect(invalid.body.msg).toBe('Ticket 1 of "VIP ticket": Holder mobile number is not valid');
  });

  it('refuses a type the order’s link does not offer', async () => {
    const token = await shop.login(P.ticketBuyer);
    const { body } = await shop.post(token, 'order/create', { exhibitionId: 'demo', registerLinkId: SEED.ticketing.vipLinkId, lines: [{ ticketTypeId: T.visitor, quantity: 1 }], attendees: [] });
    expect(body).toMatchObject({ code: 400, msg: '该链接不提供所选票种' });
  });

  it('answers a repeated Idempotency-Key with the first order instead of a second one', async () => {
    const token = await shop.login(P.ticketBuyer);
    const first = await shop.createOrder(token, { lines: vip() }, 'tap-1');
    const again = await shop.createOrder(token, { lines: vip() }, 'tap-1');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.orderId).toBe(first.body.data.orderId);
    expect(server.state.ticketing.orders.ofUser(`u-demo-${P.ticketBuyer}`, 'demo')).toHaveLength(1);
  });

  it('answers 409 to a second create with the same key while the first is in flight', async () => {
    const token = await shop.login(P.ticketBuyer);
    server.faults.set('POST /api/ef-registration-client/order/create', { latencyMs: 2000, times: 1 });
    const slowTap = shop.createOrder(token, { lines: vip() }, 'tap-2');
    // The fault is taken after the idempotency hook recorded the key: from then on the first tap is in flight.
    await vi.waitFor(() => expect(server.faults.list()).toEqual({}), { timeout: 10_000 });
    const [slow, doubleTap] = await Promise.all([slowTap, shop.createOrder(token, { lines: vip() }, 'tap-2')]);
    expect(slow.body.data.orderStatus).toBe('reserved');
    expect(doubleTap.status).toBe(409);
  });

  it('replays the order after a dropped reply, so the retry makes no second order', async () => {
    const token = await shop.login(P.ticketBuyer);
    server.faults.set('POST /api/ef-registration-client/order/create', { dropAfterCommit: true, times: 1 });
    await expect(shop.createOrder(token, { lines: vip() }, 'retry-1')).rejects.toThrow();
    const retry = await shop.createOrder(token, { lines: vip() }, 'retry-1');
    expect(retry.body.data.orderStatus).toBe('reserved');
    expect(server.state.ticketing.orders.ofUser(`u-demo-${P.ticketBuyer}`, 'demo')).toHaveLength(1);
  });

  it('makes a second order for a second key when the rules allow it, and not when the limit is reached', async () => {
    const token = await shop.login(P.ticketBuyer);
    expect((await shop.createOrder(token, { lines: vip() }, 'a')).body.data.orderStatus).toBe('reserved');
    expect((await shop.createOrder(token, { lines: vip() }, 'b')).body.data.orderStatus).toBe('reserved');
    expect((await shop.createOrder(token, { lines: [{ ticketTypeId: T.onePerUser, quantity: 1 }] }, 'c')).body.data.orderStatus).toBe('completed');
    expect((await shop.createOrder(token, { lines: [{ ticketTypeId: T.onePerUser, quantity: 1 }] }, 'd')).body.code).toBe(4101);
  });

  it('counts an unpaid order still open against the conflicts of the next one', async () => {
    const token = await shop.login(P.ticketBuyer);
    await shop.createOrder(token, { lines: [{ ticketTypeId: T.workshop, quantity: 1 }] });
    expect((await shop.createOrder(token, { lines: [{ ticketTypeId: T.opening, quantity: 1 }] })).body.code).toBe(4102);
  });
});

describe('an unpaid order', () => {
  it('counts down on the server clock and expires after 15 minutes (4107 when paid then)', async () => {
    const token = await shop.login(P.unpaidOrder);
    const orderId = SEED.ticketing.unpaidOrderId;
    expect((await shop.get(token, 'order/detail', { orderId })).body.data).toMatchObject({ orderStatus: 'reserved', remainingSeconds: 780, total: '128.00' });
    server.advanceClock(12 * 60);
    expect((await shop.get(token, 'order/detail', { orderId })).body.data.remainingSeconds).toBe(60);
    await http.call('POST', '/__contract/clock/advance', { body: { seconds: 60 } });
    expect((await shop.get(token, 'order/detail', { orderId })).body.data).toMatchObject({ orderStatus: 'expired', paymentStatus: 'awaiting', remainingSeconds: 0 });
    expect((await shop.payH5(token, orderId)).body).toMatchObject({ code: 4107 });
  });

  it('releases its seats when it expires', async () => {
    const token = await shop.login(P.ticketBuyer);
    const seats = async () => (await shop.get(token, 'ticketType/detail', { id: T.vip })).body.data.remaining;
    await shop.createOrder(token, { lines: vip(3) });
    expect(await seats()).toBe(177);
    server.advanceClock(15 * 60);
    expect(await seats()).toBe(181);
  });

  it('can be changed: re-priced by the server, its own seats not counted against it', async () => {
    const token = await shop.login(P.unpaidOrder);
    const { body } = await shop.post(token, 'order/change', { orderId: SEED.ticketing.unpaidOrderId, lines: vip(2), discountCode: 'FAIR2026' });
    expect(body.data).toMatchObject({ orderId: SEED.ticketing.unpaidOrderId, total: '204.80', discountCode: 'FAIR2026', orderStatus: 'reserved' });
  });

  it('becomes free and completes when changed to free tickets', async () => {
    const token = await shop.login(P.unpaidOrder);
    const { body } = await shop.post(token, 'order/change', { orderId: SEED.ticketing.unpaidOrderId, lines: [{ ticketTypeId: T.visitor, quantity: 1 }] });
    expect(body.data).toMatchObject({ total: '0.00', orderStatus: 'completed', paymentStatus: 'not_required' });
    expect(body.data.ticketIds).toHaveLength(1);
  });

  it('can be cancelled, after which it is neither payable (4110) nor changeable', async () => {
    const token = await shop.login(P.unpaidOrder);
    const orderId = SEED.ticketing.unpaidOrderId;
    expect((await shop.post(token, 'order/cancel', { orderId })).body.data).toMatchObject({ orderStatus: 'cancelled', remainingSeconds: 0 });
    expect((await shop.post(token, 'order/cancel', { orderId })).body.data.orderStatus).toBe('cancelled');
    expect((await shop.payH5(token, orderId)).body.code).toBe(4110);
    expect((await shop.post(token, 'order/change', { orderId, lines: vip() })).body.code).toBe(4110);
  });

  it('is the buyer’s alone: anyone else gets "not found"', async () => {
    const stranger = await shop.login(P.ticketBuyer);
    expect((await shop.get(stranger, 'order/detail', { orderId: SEED.ticketing.unpaidOrderId })).body).toMatchObject({ code: 400, msg: '订单不存在' });
    expect((await shop.post(stranger, 'order/cancel', { orderId: SEED.ticketing.unpaidOrderId })).body.code).toBe(400);
  });
});

describe('a completed order', () => {
  it('cannot be cancelled (4110)', async () => {
    const token = await shop.login(P.paidTicket);
    expect((await shop.post(token, 'order/cancel', { orderId: SEED.ticketing.paidOrderId })).body).toMatchObject({ code: 4110 });
  });
});

describe('the order list', () => {
  it('pages through the bulk buyer’s 500 orders, newest first', async () => {
    const token = await shop.login(P.bulkBuyer);
    const first = (await shop.get(token, 'order/list', { exhibitionId: 'demo', current: '1', size: '20' })).body.data;
    expect(first).toMatchObject({ total: 500, size: 20, current: 1, pages: 25 });
    expect(first.records).toHaveLength(20);
    const last = (await shop.get(token, 'order/list', { exhibitionId: 'demo', current: '25', size: '20' })).body.data;
    expect(last.records).toHaveLength(20);
    const times = [...first.records, ...last.records].map((o: { createTime: string }) => o.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.records[0]).toMatchObject({ orderStatus: 'completed', ticketIds: [expect.any(String)] });
    expect(new Set(first.records.map((o: { orderStatus: string }) => o.orderStatus))).toEqual(new Set(['completed', 'cancelled', 'expired']));
  });

  it('puts a new order first', async () => {
    const token = await shop.login(P.bulkBuyer);
    const { body } = await shop.createOrder(token, { lines: [{ ticketTypeId: T.visitor, quantity: 1 }] });
    const page = (await shop.get(token, 'order/list', { exhibitionId: 'demo', current: '1', size: '10' })).body.data;
    expect(page.total).toBe(501);
    expect(page.records[0].orderId).toBe(body.data.orderId);
  });

  it('keeps reset() cheap with the 500 seeded orders', () => {
    // The fastest of 20: a loaded machine (other test files, browsers) slows some resets, not what one costs.
    const times = Array.from({ length: 20 }, () => {
      const started = performance.now();
      server.reset();
      return performance.now() - started;
    });
    expect(Math.min(...times)).toBeLessThan(50);
  });
});

describe('ordering the catalogue (journal)', () => {
  const address = { name: '孔购票', phone: '13800000110', province: '上海市', city: '上海市', district: '浦东新区', detail: '世博大道 1500 号' };

  it('charges the catalogues and the shipping as lines that add up to the total', async () => {
    const token = await shop.login(P.ticketBuyer);
    const { body } = await shop.post(token, 'journal/order', { journalId: SEED.ticketing.journalId, quantity: 2, address });
    expect(body.data).toMatchObject({
      kind: 'journal',
      orderStatus: 'reserved',
      paymentStatus: 'awaiting',
      total: '148.00',
      address,
      lines: [
        { ticketTypeId: SEED.ticketing.journalId, quantity: 2, unitPrice: '68.00', amount: '136.00' },
        { ticketTypeId: 'shipping', quantity: 1, unitPrice: '12.00', amount: '12.00' },
      ],
    });
  });

  it('asks for every part of the address and a mainland mobile', async () => {
    const token = await shop.login(P.ticketBuyer);
    expect((await shop.post(token, 'journal/order', { journalId: SEED.ticketing.journalId, quantity: 1, address: { ...address, district: ' ' } })).body.msg).toBe('请填写区县');
    expect((await shop.post(token, 'journal/order', { journalId: SEED.ticketing.journalId, quantity: 1, address: { ...address, phone: '12345' } })).body.msg).toBe('手机号格式不正确');
    expect((await shop.post(token, 'journal/order', { journalId: SEED.ticketing.journalId, quantity: 100, address })).body).toMatchObject({ code: 4109, data: { min: 1, max: 99 } });
  });
});
