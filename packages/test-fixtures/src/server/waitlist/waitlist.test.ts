// The waiting list over HTTP (issue 28): joining a sold-out type's line, a refund's seat offered to the
// first in line by SMS with 24 hours to buy at the list price, the offer passing on when it runs out or
// is left, an offer's order that runs out unpaid freeing its seat again, the organiser adding seats, the
// gala's reminder at its sale start, and the refusals.
import { describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { aftersalesHttp } from '../../test-support/aftersales-http';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';

const { server, http, shop } = await ticketingTestServer();
const hooks = aftersalesHttp(http);

const W = SEED.waitlist;
const T = SEED.ticketing.types;
const HOUR_S = 3600;

const join = (token: string, quantity: number | unknown = 1, ticketTypeId: string = T.soldOut, key?: string) => shop.post(token, 'waitingList/join', { exhibitionId: 'demo', ticketTypeId, quantity }, key);
const mine = async (token: string) => (await shop.get(token, 'waitingList/list', { exhibitionId: 'demo' })).body.data as Array<Record<string, unknown>>;
const summit = async () => ((await shop.get(undefined, 'ticketType/detail', { id: T.soldOut })).body.data as { saleState: string; remaining: number });
const outbox = async (phone: string) => (await (await fetch(`${http.baseUrl}/__contract/waiting-list/outbox?phone=${phone}`)).json()) as Array<{ kind: string; text: string; link: string; entryId: string }>;

/**
 * 退二 asks for the refund of their summit seat and WeChat pays it back; the server offers the seat on
 * its next read of its clock (here the type's page, at once, as a running backend does).
 */
async function refundTheSeat(): Promise<void> {
  const refunder = await shop.login(W.phones.refunder);
  expect((await shop.post(refunder, 'refund/apply', { orderId: W.summitOrderId, reason: 'plans_changed' })).body.code).toBe(200);
  expect(await hooks.settleRefund(W.summitOrderId, 'refunded')).toMatchObject({ ok: true, refundStatus: 'refunded' });
  await summit();
}

describe('joining a sold-out type’s waiting list', () => {
  it('takes one entry per person with their quantity, in the order people join, the SMS to their own mobile', async () => {
    const first = await shop.login(W.phones.first);
    const second = await shop.login(W.phones.second);
    expect(await summit()).toMatchObject({ saleState: 'sold_out', remaining: 0 });

    const joined = (await join(first, 2)).body.data;
    expect(joined).toMatchObject({ ticketTypeId: T.soldOut, name: '国际采购高峰论坛', kind: 'seats', status: 'waiting', quantity: 2, position: 1, price: '298.00', currency: 'CNY', remainingSeconds: 0, notifyPhone: '138****0170' });
    expect(joined).not.toHaveProperty('offerExpireTime');
    expect((await join(second, 1)).body.data).toMatchObject({ position: 2, quantity: 1 });
    expect((await join(first, 1)).body).toMatchObject({ code: 4624, data: { entryId: joined.entryId } });
    expect(await mine(first)).toEqual([expect.objectContaining({ entryId: joined.entryId, position: 1 })]);
  });

  it('makes one entry of a repeated Idempotency-Key', async () => {
    const first = await shop.login(W.phones.first);
    const a = await join(first, 1, T.soldOut, 'join-tap');
    const b = await join(first, 1, T.soldOut, 'join-tap');
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(b.body.data.entryId).toBe(a.body.data.entryId);
    expect(server.state.ticketing.waitingList.every()).toHaveLength(1);
  });

  it('refuses a type with seats (4621), one not on sale yet (4622, with its start), a quantity beyond an order’s (4109) and an unknown type', async () => {
    const first = await shop.login(W.phones.first);
    expect((await join(first, 1, T.vip)).body).toMatchObject({ code: 4621 });
    expect((await join(first, 1, T.notOnSale)).body).toMatchObject({ code: 4622, data: { saleStartTime: expect.stringMatching(/^\d{4}-/) } });
    expect((await join(first, 1, T.saleEnded)).body).toMatchObject({ code: 4106 });
    for (const quantity of [0, 3, 1.5, 'two']) expect((await join(first, quantity)).body).toMatchObject({ code: 4109, data: { min: 1, max: 2 } });
    expect((await join(first, 1, 'tt-nope')).body).toMatchObject({ code: 400 });
    expect((await http.call('POST', '/api/ef-registration-client/waitingList/join', { body: { ticketTypeId: T.soldOut, quantity: 1 } })).status).toBe(401);
  });
});

describe('seats that come back', () => {
  it('go to the first in line after a refund, held 24 hours at the list price, by SMS and in the app; the type stays sold out to others', async () => {
    const first = await shop.login(W.phones.first);
    const second = await shop.login(W.phones.second);
    const entry = (await join(first, 1)).body.data;
    await join(second, 1);

    await refundTheSeat();

    expect(await summit()).toMatchObject({ saleState: 'sold_out', remaining: 0 });
    const [offered] = await mine(first);
    expect(offered).toMatchObject({ entryId: entry.entryId, status: 'offered', remainingSeconds: 24 * HOUR_S, offerExpireTime: expect.stringMatching(/^\d{4}-/) });
    expect(offered).not.toHaveProperty('position');
    expect(await mine(second)).toEqual([expect.objectContaining({ status: 'waiting', position: 1 })]);
    const [sms] = await outbox(W.phones.first);
    expect(sms).toMatchObject({ kind: 'offer', entryId: entry.entryId });
    expect(sms?.text).toContain('已为您保留 1 张，原价 ¥298.00/张');
    expect(sms?.link).toMatch(new RegExp(`^${http.baseUrl}/\\?exhibitionId=demo&.*#/waitingList/${T.soldOut}$`));
    expect(sms?.link).not.toMatch(/token|openid|code=/i);
    // Another buyer still cannot buy it.
    expect((await shop.createOrder(await shop.login(SEED.phones.ticketBuyer), { lines: [{ ticketTypeId: T.soldOut, quantity: 1 }] })).body.code).toBe(4104);
  });

  it('are bought from the offer at the list price: an order waiting for payment, and paid a ticket', async () => {
    const first = await shop.login(W.phones.first);
    const entry = (await join(first, 1)).body.data;
    await refundTheSeat();

    const { body } = await shop.post(first, 'waitingList/accept', { entryId: entry.entryId, attendees: [] });
    expect(body.data).toMatchObject({ kind: 'ticket', orderStatus: 'reserved', paymentStatus: 'awaiting', total: '298.00', lines: [{ ticketTypeId: T.soldOut, quantity: 1, unitPrice: '298.00', discount: '0.00' }] });
    expect((await mine(first))[0]).toMatchObject({ status: 'ordered', orderId: body.data.orderId, remainingSeconds: 0 });
    expect(await summit()).toMatchObject({ saleState: 'sold_out', remaining: 0 });
    const pay = await shop.post(first, 'order/pay', { orderId: body.data.orderId, channel: 'jsapi', returnUrl: '' });
    expect(server.settleJsapi(pay.body.data.jsapi.package.replace(/^prepay_id=/, ''), 'ok')).toMatchObject({ ok: true, orderStatus: 'completed' });
    expect((await shop.post(first, 'waitingList/accept', { entryId: entry.entryId })).body).toMatchObject({ code: 4626 });
  });

  it('pass to the next in line when the offer runs out (each offer its own 24 hours), and the first can no longer buy (4627)', async () => {
    const first = await shop.login(W.phones.first);
    const entry = (await join(first, 1)).body.data;
    await join(await shop.login(W.phones.second), 1);
    await join(await shop.login(W.phones.third), 1);
    await refundTheSeat();

    // Two days on: the first's offer expired after a day, the second's after the next, the third's is open.
    server.advanceClock(48 * HOUR_S + 60);
    const third = await shop.login(W.phones.third);
    expect((await mine(third))[0]).toMatchObject({ status: 'offered', remainingSeconds: 24 * HOUR_S - 60 });
    const again = await shop.login(W.phones.first);
    expect((await mine(again))[0]).toMatchObject({ status: 'expired', offerExpireTime: expect.any(String) });
    expect((await mine(await shop.login(W.phones.second)))[0]).toMatchObject({ status: 'expired' });
    expect((await shop.post(again, 'waitingList/accept', { entryId: entry.entryId })).body).toMatchObject({ code: 4627 });
    expect((await outbox(W.phones.second)).map((sms) => sms.kind)).toEqual(['offer']);
  });

  it('pass on at once when the buyer leaves, and again when an offer’s order runs out unpaid', async () => {
    const first = await shop.login(W.phones.first);
    const second = await shop.login(W.phones.second);
    const third = await shop.login(W.phones.third);
    const entry = (await join(first, 1)).body.data;
    const secondEntry = (await join(second, 1)).body.data;
    await join(third, 1);
    await refundTheSeat();

    expect((await shop.post(first, 'waitingList/leave', { entryId: entry.entryId })).body.data).toMatchObject({ status: 'left' });
    expect(await mine(first)).toEqual([]);
    expect((await mine(second))[0]).toMatchObject({ status: 'offered' });
    await shop.post(second, 'waitingList/accept', { entryId: secondEntry.entryId, attendees: [] });
    server.advanceClock(15 * 60 + 1);
    expect((await mine(await shop.login(W.phones.third)))[0]).toMatchObject({ status: 'offered' });
  });

  it('go to the line when the organiser adds seats, to the first whose quantity fits', async () => {
    const first = await shop.login(W.phones.first);
    const second = await shop.login(W.phones.second);
    await join(first, 2);
    await join(second, 1);
    expect(await (await fetch(`${http.baseUrl}/__contract/ticket-type/quota`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ticketTypeId: T.soldOut, add: 1 }) })).json()).toMatchObject({ capacity: 101, offered: 1 });
    expect((await mine(first))[0]).toMatchObject({ status: 'waiting', position: 1 });
    expect((await mine(second))[0]).toMatchObject({ status: 'offered', quantity: 1 });
  });
});

describe('the reminder of a type not on sale yet', () => {
  it('is set once, refused for a type on sale (4623), and sent by SMS when the sale starts', async () => {
    const token = await shop.login(W.phones.third);
    const { body } = await shop.post(token, 'waitingList/remind', { exhibitionId: 'demo', ticketTypeId: T.notOnSale });
    expect(body.data).toMatchObject({ ticketTypeId: T.notOnSale, kind: 'reminder', status: 'waiting', notifyPhone: '138****0173' });
    expect(body.data).not.toHaveProperty('quantity');
    expect((await shop.post(token, 'waitingList/remind', { exhibitionId: 'demo', ticketTypeId: T.notOnSale })).body).toMatchObject({ code: 4624 });
    expect((await shop.post(token, 'waitingList/remind', { exhibitionId: 'demo', ticketTypeId: T.vip })).body).toMatchObject({ code: 4623 });

    server.advanceClock(7 * 24 * HOUR_S + 1);
    const later = await shop.login(W.phones.third);
    expect((await mine(later))[0]).toMatchObject({ kind: 'reminder', status: 'reminded' });
    expect(await outbox(W.phones.third)).toEqual([expect.objectContaining({ kind: 'reminder', text: expect.stringContaining('「展商之夜晚宴」已开售') })]);
  });

  it('can be cancelled, and an entry of someone else’s reads as not found (4625)', async () => {
    const token = await shop.login(W.phones.third);
    const entry = (await shop.post(token, 'waitingList/remind', { exhibitionId: 'demo', ticketTypeId: T.notOnSale })).body.data;
    expect((await shop.post(await shop.login(W.phones.first), 'waitingList/leave', { entryId: entry.entryId })).body).toMatchObject({ code: 4625 });
    expect((await shop.post(token, 'waitingList/leave', { entryId: entry.entryId })).body.data).toMatchObject({ status: 'left' });
    server.advanceClock(7 * 24 * HOUR_S + 1);
    expect(await outbox(W.phones.third)).toEqual([]);
  });
});
