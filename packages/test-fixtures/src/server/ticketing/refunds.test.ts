import { describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { aftersalesHttp } from '../../test-support/aftersales-http';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';

const { server, http, shop } = await ticketingTestServer();
const hooks = aftersalesHttp(http);

const P = SEED.phones;
const A = SEED.aftersales;

const preview = async (token: string, orderId: string) => (await shop.get(token, 'refund/preview', { orderId })).body;
const apply = (token: string, orderId: string, body: Record<string, unknown> = { reason: 'plans_changed' }, key?: string) => shop.post(token, 'refund/apply', { orderId, ...body }, key);
const ticketOf = async (token: string, ticketId: string) => (await shop.get(token, 'ticket/detail', { ticketId })).body.data;
const orderOf = async (token: string, orderId: string) => (await shop.get(token, 'order/detail', { orderId })).body.data;

describe('the refund preview', () => {
  it('says what comes back for a refundable order, with the window’s end, and never -1 or "" for anything', async () => {
    const token = await shop.login(P.aftersalesBuyer);
    const { data } = await preview(token, A.refundOrderId);
    expect(data).toEqual({ orderId: A.refundOrderId, refundable: true, amount: '58.00', currency: 'CNY', deadline: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/), serverTime: expect.any(Number) });
  });

  it('says why not: gifted (120), entered, window_closed and free (123)', async () => {
    const giver = await shop.login(P.giftGiver);
    expect(await preview(giver, A.giftOrderId)).toMatchObject({ data: { refundable: false, refusal: 'gifted', amount: '384.00' } });
    const token = await shop.login(P.aftersalesRefusals);
    expect((await preview(token, A.enteredOrderId)).data).toMatchObject({ refundable: false, refusal: 'entered' });
    expect((await preview(token, A.windowClosedOrderId)).data).toMatchObject({ refundable: false, refusal: 'window_closed', amount: '20.00' });
    expect((await preview(token, A.freeOrderId)).data).toMatchObject({ refundable: false, refusal: 'free', amount: '0.00' });
  });

  it('says the true reason after an upgrade (issue 28): the first order’s ticket was upgraded, the upgrade’s difference is not refunded alone', async () => {
    const token = await shop.login(P.paidTicket);
    const upgrade = (await shop.post(token, 'order/upgrade', { ticketId: SEED.ticketing.paidTicketId, targetTicketTypeId: SEED.ticketing.types.vip })).body.data;
    expect((await preview(token, upgrade.orderId)).data).toMatchObject({ refundable: false, refusal: 'not_paid' });
    const pay = await shop.post(token, 'order/pay', { orderId: upgrade.orderId, channel: 'jsapi', returnUrl: '' });
    server.settleJsapi(pay.body.data.jsapi.package.replace(/^prepay_id=/, ''), 'ok');
    expect((await preview(token, SEED.ticketing.paidOrderId)).data).toMatchObject({ refundable: false, refusal: 'upgraded' });
    expect((await preview(token, upgrade.orderId)).data).toMatchObject({ refundable: false, refusal: 'upgrade_order' });
    expect((await apply(token, SEED.ticketing.paidOrderId)).body).toMatchObject({ code: 4304, msg: '订单中的门票已升级，已升级的订单不能退款' });
  });
});

describe('applying for a refund', () => {
  it('leaves the order pending with its tickets locked; 60 s later on the server clock it is refunded and the tickets revoked', async () => {
    const token = await shop.login(P.aftersalesBuyer);
    const { body } = await apply(token, A.refundOrderId);
    expect(body.data).toMatchObject({ orderId: A.refundOrderId, refundStatus: 'pending', orderStatus: 'completed', paymentStatus: 'received' });
    const locked = await ticketOf(token, A.refundTicketId);
    expect(locked).toMatchObject({ issueStatus: 'locked', lockedBy: 'refund' });
    expect(locked).not.toHaveProperty('code');
    expect(locked).not.toHaveProperty('rotation');
    expect((await shop.post(token, 'ticket/reportLoss', { ticketId: A.refundTicketId })).body.code).toBe(4114);
    expect((await preview(token, A.refundOrderId)).data).toMatchObject({ refundable: false, refusal: 'refund_pending' });

    await hooks.advance(59);
    expect((await orderOf(token, A.refundOrderId)).refundStatus).toBe('pending');
    await hooks.advance(1);
    expect((await orderOf(token, A.refundOrderId)).refundStatus).toBe('refunded');
    const ticket = await ticketOf(token, A.refundTicketId);
    expect(ticket).toMatchObject({ issueStatus: 'revoked', revokedReason: 'refunded' });
    expect(ticket).not.toHaveProperty('lockedBy');
    expect((await apply(token, A.refundOrderId)).body).toMatchObject({ code: 4304 });
  });

  it('settles through the hook: refunded now, or failed (the tickets issued again, a new refund possible)', async () => {
    const token = await shop.login(P.aftersalesBuyer);
    await apply(token, A.refundOrderId);
    expect(await hooks.settleRefund(A.refundOrderId, 'failed')).toEqual({ ok: true, orderId: A.refundOrderId, refundStatus: 'failed' });
    expect(await ticketOf(token, A.refundTicketId)).toMatchObject({ issueStatus: 'issued', rotation: expect.objectContaining({ secret: expect.any(String) }) });
    expect((await preview(token, A.refundOrderId)).data.refundable).toBe(true);
    expect(await hooks.settleRefund(A.refundOrderId, 'refunded')).toMatchObject({ ok: false, code: 400 });
    await apply(token, A.refundOrderId, { reason: 'other', reasonText: '行程有变' });
    expect(await hooks.settleRefund(A.refundOrderId, 'refunded')).toMatchObject({ ok: true, refundStatus: 'refunded' });
    expect(await ticketOf(token, A.refundTicketId)).toMatchObject({ revokedReason: 'refunded' });
  });

  it('turns isHaveTicket off when the refund took the user’s last valid ticket', async () => {
    const token = await shop.login(P.aftersalesBuyer);
    const user = () => server.state.userById(`u-demo-${P.aftersalesBuyer}`);
    await apply(token, A.refundOrderId);
    await hooks.settleRefund(A.refundOrderId, 'refunded');
    expect(user()).toMatchObject({ isHaveTicket: 1 });
    await apply(token, A.invoiceOrderId);
    await hooks.settleRefund(A.invoiceOrderId, 'refunded');
    expect(user()).toMatchObject({ isHaveTicket: 0 });
  });

  it('makes one refund of a repeated Idempotency-Key', async () => {
    const token = await shop.login(P.aftersalesBuyer);
    const first = await apply(token, A.refundOrderId, { reason: 'duplicate' }, 'refund-tap');
    const again = await apply(token, A.refundOrderId, { reason: 'duplicate' }, 'refund-tap');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await apply(token, A.refundOrderId, { reason: 'duplicate' })).body.code).toBe(4304);
  });

  it('4301 entered, 4302 gifted, 4303 window closed (with the deadline), 4304 free', async () => {
    const giver = await shop.login(P.giftGiver);
    expect((await apply(giver, A.giftOrderId)).body).toMatchObject({ code: 4302, success: false });
    const token = await shop.login(P.aftersalesRefusals);
    expect((await apply(token, A.enteredOrderId)).body).toMatchObject({ code: 4301 });
    const closed = (await apply(token, A.windowClosedOrderId)).body;
    expect(closed).toMatchObject({ code: 4303, data: { deadline: (await preview(token, A.windowClosedOrderId)).data.deadline } });
    expect((await apply(token, A.freeOrderId)).body).toMatchObject({ code: 4304 });
  });

  it('4302 once a ticket of the order was given away; 4303 once the clock passes the window', async () => {
    const token = await shop.login(P.aftersalesBuyer);
    const gift = (await shop.post(token, 'give/create', { exhibitionId: 'demo', ticketTypeId: SEED.ticketing.types.trade, quantity: 1 })).body.data;
    await shop.post(await shop.login(P.giftClaimant), 'give/claim', { giftId: gift.giftId, holderName: '王领票', holderPhone: P.giftClaimant });
    expect((await apply(token, A.refundOrderId)).body.code).toBe(4302);
    await hooks.advance(53 * 24 * 3600);
    expect((await apply(await shop.login(P.aftersalesBuyer), A.invoiceOrderId)).body.code).toBe(4303);
  });

  it('a plain 400 for a missing or unknown reason, a missing or too long reasonText, and someone else’s order', async () => {
    const token = await shop.login(P.aftersalesBuyer);
    expect((await apply(token, A.refundOrderId, {})).body).toMatchObject({ code: 400 });
    expect((await apply(token, A.refundOrderId, { reason: 'bored' })).body).toMatchObject({ code: 400 });
    expect((await apply(token, A.refundOrderId, { reason: 'other' })).body).toMatchObject({ code: 400 });
    expect((await apply(token, A.refundOrderId, { reason: 'other', reasonText: 'x'.repeat(201) })).body).toMatchObject({ code: 400 });
    expect((await apply(token, A.giftOrderId)).body).toMatchObject({ code: 400, msg: '订单不存在' });
    expect(await preview(token, A.giftOrderId)).toMatchObject({ code: 400 });
    expect((await shop.get(undefined, 'refund/preview', { orderId: A.refundOrderId })).status).toBe(401);
  });
});
