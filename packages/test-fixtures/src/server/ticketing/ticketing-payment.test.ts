import { describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { prepayIdOf } from '../../test-support/ticketing-http';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';
import { isGenuinePaySign } from './jsapi-sign';

const { server, http, shop } = await ticketingTestServer({ allowedRedirectOrigins: ['https://fair.example'] });

const P = SEED.phones;
const ORDER_ID = SEED.ticketing.unpaidOrderId;
const returnUrl = () => `${server.url}/#/payTransition?orderId=${ORDER_ID}`;

const cashier = (prepayId: string, redirectUrl = returnUrl()) =>
  fetch(new URL(`/__cashier?prepayId=${encodeURIComponent(prepayId)}&redirect_url=${encodeURIComponent(redirectUrl)}`, server.url));
const payStatus = async (token: string, orderId = ORDER_ID) => (await shop.get(token, 'order/payStatus', { orderId })).body.data;
const payJsapi = (token: string, key?: string) => shop.post(token, 'order/pay', { orderId: ORDER_ID, channel: 'jsapi', returnUrl: '' }, key);

describe('H5 pay in a plain mobile browser', () => {
  it('pays through the cashier: pay → cashier page → Pay → back to redirect_url → payStatus received → tickets issued', async () => {
    const token = await shop.login(P.unpaidOrder);
    const pay = await shop.payH5(token, ORDER_ID);
    expect(pay.body.data).toEqual({ channel: 'h5', h5Url: expect.stringMatching(new RegExp(`^${server.url}/__cashier\\?prepayId=wx\\d{14}[0-9a-f]{20}$`)) });
    const prepayId = prepayIdOf(pay.body.data.h5Url);

    const page = await cashier(prepayId);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toMatch(/<h1>微信支付 \/ <span lang="en">WeChat Pay<\/span><\/h1>/);
    expect(html).toContain('¥128.00');
    for (const [value, label] of [['ok', '支付 <span lang="en">Pay</span>'], ['cancel', '取消 <span lang="en">Cancel</span>'], ['fail', '失败 <span lang="en">Fail</span>']]) {
      expect(html).toContain(`<button type="submit" name="outcome" value="${value}">${label}</button>`);
    }
    expect(html).not.toContain('<script');

    const back = await shop.pressCashierButton(prepayId, 'ok', returnUrl());
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(returnUrl());

    expect(await payStatus(token)).toMatchObject({ orderId: ORDER_ID, orderStatus: 'completed', paymentStatus: 'received', serverTime: expect.any(Number) });
    const order = (await shop.get(token, 'order/detail', { orderId: ORDER_ID })).body.data;
    expect(order.ticketIds).toHaveLength(1);
    const wallet = (await shop.get(token, 'ticket/list', { exhibitionId: 'demo', scope: 'valid' })).body.data;
    expect(wallet.records).toEqual([expect.objectContaining({ ticketId: order.ticketIds[0], ticketTypeId: SEED.ticketing.types.vip, holderName: '曹待付' })]);
  });

  it('goes back unpaid after Cancel, the order still payable, and paying again reuses the order and its prepay', async () => {
    const token = await shop.login(P.unpaidOrder);
    const first = prepayIdOf((await shop.payH5(token, ORDER_ID)).body.data.h5Url);
    expect((await shop.pressCashierButton(first, 'cancel', returnUrl())).status).toBe(303);
    expect(await payStatus(token)).toMatchObject({ orderStatus: 'reserved', paymentStatus: 'awaiting' });

    const again = prepayIdOf((await shop.payH5(token, ORDER_ID)).body.data.h5Url);
    expect(again).toBe(first);
    await shop.pressCashierButton(again, 'ok', returnUrl());
    expect(await payStatus(token)).toMatchObject({ orderStatus: 'completed', paymentStatus: 'received' });
    expect(server.state.ticketing.orders.ofUser(`u-demo-${P.unpaidOrder}`, 'demo')).toHaveLength(1);
  });

  it('marks the payment failed after Fail, and a retry can still pay', async () => {
    const token = await shop.login(P.unpaidOrder);
    const prepayId = prepayIdOf((await shop.payH5(token, ORDER_ID)).body.data.h5Url);
    await shop.pressCashierButton(prepayId, 'fail', returnUrl());
    expect(await payStatus(token)).toMatchObject({ orderStatus: 'reserved', paymentStatus: 'failed' });
    const retry = prepayIdOf((await shop.payH5(token, ORDER_ID)).body.data.h5Url);
    await shop.pressCashierButton(retry, 'ok', returnUrl());
    expect((await payStatus(token)).paymentStatus).toBe('received');
  });

  it('refuses to pay a paid order again (4110), and its cashier says it is paid', async () => {
    const token = await shop.login(P.unpaidOrder);
    const prepayId = prepayIdOf((await shop.payH5(token, ORDER_ID)).body.data.h5Url);
    await shop.pressCashierButton(prepayId, 'ok', returnUrl());
    expect((await shop.payH5(token, ORDER_ID)).body).toMatchObject({ code: 4110 });
    const page = await cashier(prepayId);
    expect(page.status).toBe(409);
    expect(await page.text()).toContain('订单已支付');
  });

  it('stops the cashier address working 5 minutes after the pay call, until the next pay call', async () => {
    const token = await shop.login(P.unpaidOrder);
    const prepayId = prepayIdOf((await shop.payH5(token, ORDER_ID)).body.data.h5Url);
    server.advanceClock(5 * 60);
    const expired = await cashier(prepayId);
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain('支付链接已过期');
    await shop.payH5(token, ORDER_ID);
    expect((await cashier(prepayId)).status).toBe(200);
  });

  it('takes no payment for an order that expired while the cashier was open', async () => {
    const token = await shop.login(P.unpaidOrder);
    const prepayId = prepayIdOf((await shop.payH5(token, ORDER_ID)).body.data.h5Url);
    server.advanceClock(13 * 60);
    const refused = await shop.pressCashierButton(prepayId, 'ok', returnUrl());
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('订单已超时关闭');
    expect(await payStatus(token)).toMatchObject({ orderStatus: 'expired', paymentStatus: 'awaiting' });
  });

  it('answers 4108 when a price changed since the order was made, until the order is changed', async () => {
    const token = await shop.login(P.unpaidOrder);
    server.state.ticketing.type(SEED.ticketing.types.vip)!.priceFen = 13800;
    expect((await shop.payH5(token, ORDER_ID)).body).toMatchObject({ code: 4108 });
    const changed = await shop.post(token, 'order/change', { orderId: ORDER_ID, lines: [{ ticketTypeId: SEED.ticketing.types.vip, quantity: 1 }] });
    expect(changed.body.data.total).toBe('138.00');
    expect((await shop.payH5(token, ORDER_ID)).body.data.channel).toBe('h5');
  });

  it('answers channel none for a free order: nothing to pay', async () => {
    const token = await shop.login(P.ticketBuyer);
    const { body } = await shop.createOrder(token, { lines: [{ ticketTypeId: SEED.ticketing.types.visitor, quantity: 1 }] });
    expect((await shop.payH5(token, body.data.orderId)).body.data).toEqual({ channel: 'none' });
  });
});

describe('the redirect allowlist of H5 pay', () => {
  it('refuses a returnUrl off the allowlist when paying', async () => {
    const token = await shop.login(P.unpaidOrder);
    const { body } = await shop.post(token, 'order/pay', { orderId: ORDER_ID, channel: 'h5', returnUrl: 'https://evil.example/#/payTransition' });
    expect(body).toMatchObject({ code: 400, success: false });
  });

  it('shows an error instead of a cashier for a redirect_url off the allowlist, and never redirects there', async () => {
    const token = await shop.login(P.unpaidOrder);
    const prepayId = prepayIdOf((await shop.payH5(token, ORDER_ID)).body.data.h5Url);
    const page = await cashier(prepayId, 'https://evil.example/steal');
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain('redirect_url 不在商户允许的域名内');
    expect(html).not.toContain('evil.example');
    const post = await shop.pressCashierButton(prepayId, 'ok', 'javascript:alert(1)');
    expect(post.status).toBe(400);
    expect(post.headers.get('location')).toBeNull();
    expect(await payStatus(token)).toMatchObject({ paymentStatus: 'awaiting' });
  });

  it('redirects to a listed origin, and lets the cashier’s form post end there under its own policy', async () => {
    const token = await shop.login(P.unpaidOrder);
    const prepayId = prepayIdOf((await shop.payH5(token, ORDER_ID)).body.data.h5Url);
    const listed = 'https://fair.example/?exhibitionId=demo#/payTransition?orderId=1';
    const page = await cashier(prepayId, listed);
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-[^']+'; form-action 'self' https:\/\/fair\.example; base-uri 'none'; frame-ancestors 'none'$/);
    expect((await shop.pressCashierButton(prepayId, 'cancel', listed)).headers.get('location')).toBe(listed);
  });
});

describe('JSAPI pay inside WeChat', () => {
  it('answers the six fields, signed RSA over appId, timeStamp, nonceStr and package', async () => {
    const token = await shop.login(P.unpaidOrder);
    const before = Math.floor(server.now() / 1000);
    const { body } = await payJsapi(token);
    const { jsapi } = body.data;
    expect(body.data.channel).toBe('jsapi');
    expect(Object.keys(jsapi)).toEqual(['appId', 'timeStamp', 'nonceStr', 'package', 'signType', 'paySign']);
    expect(jsapi).toMatchObject({ appId: SEED.wechat.appId, signType: 'RSA', package: expect.stringMatching(/^prepay_id=wx\d{14}[0-9a-f]{20}$/) });
    expect(Number(jsapi.timeStamp)).toBeGreaterThanOrEqual(before);
    expect(Number(jsapi.timeStamp)).toBeLessThanOrEqual(Math.floor(server.now() / 1000));
    expect(jsapi.nonceStr).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(isGenuinePaySign(jsapi)).toBe(true);
    expect(isGenuinePaySign({ ...jsapi, package: 'prepay_id=wx-other' })).toBe(false);
  });

  it.each([
    ['ok', { orderStatus: 'completed', paymentStatus: 'received' }],
    ['cancel', { orderStatus: 'reserved', paymentStatus: 'awaiting' }],
    ['fail', { orderStatus: 'reserved', paymentStatus: 'failed' }],
  ] as const)('settles %s through the JSAPI hook as WeChat would', async (outcome, expected) => {
    const token = await shop.login(P.unpaidOrder);
    const prepayId = prepayIdOf((await payJsapi(token)).body.data.jsapi.package);
    const settled = await http.call('POST', '/__contract/jsapi/settle', { body: { prepayId, outcome } });
    expect(settled.body).toEqual({ ok: true, orderId: ORDER_ID, ...expected });
    expect(await payStatus(token)).toMatchObject(expected);
  });

  it('reuses the order and its prepay_id when paying again after a cancel', async () => {
    const token = await shop.login(P.unpaidOrder);
    const first = prepayIdOf((await payJsapi(token)).body.data.jsapi.package);
    server.settleJsapi(first, 'cancel');
    const second = prepayIdOf((await payJsapi(token)).body.data.jsapi.package);
    expect(second).toBe(first);
    expect(server.settleJsapi(second, 'ok')).toMatchObject({ ok: true, paymentStatus: 'received' });
    expect(server.settleJsapi(second, 'ok')).toMatchObject({ ok: false, code: 4110 });
  });

  it('replays the pay answer for a repeated key, so a double tap starts one payment', async () => {
    const token = await shop.login(P.unpaidOrder);
    const first = await payJsapi(token, 'pay-tap');
    const second = await payJsapi(token, 'pay-tap');
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
  });

  it('tells the JSAPI double the amount of a prepay, and refuses settling an unknown one', async () => {
    const token = await shop.login(P.unpaidOrder);
    const prepayId = prepayIdOf((await payJsapi(token)).body.data.jsapi.package);
    const info = await http.call('GET', '/__contract/jsapi/prepay', { query: { prepayId } });
    expect(info.body).toMatchObject({ prepayId, orderId: ORDER_ID, amount: '128.00', currency: 'CNY' });
    expect((await http.call('POST', '/__contract/jsapi/settle', { body: { prepayId: 'wx-nope', outcome: 'ok' } })).status).toBe(400);
    expect((await http.call('POST', '/__contract/jsapi/settle', { body: { prepayId, outcome: 'maybe' } })).status).toBe(400);
  });
});

describe('the server clock hook', () => {
  it('moves the clock the API reports, and reset() moves it back', async () => {
    const before = (await http.call('GET', '/api/ef-registration-client/system/time')).body.data;
    const moved = await http.call('POST', '/__contract/clock/advance', { body: { seconds: 3600 } });
    expect(moved.body.serverTime - before).toBeGreaterThanOrEqual(3600 * 1000);
    expect((await http.call('GET', '/api/ef-registration-client/system/time')).body.data - before).toBeGreaterThanOrEqual(3600 * 1000);
    server.reset();
    expect((await http.call('GET', '/api/ef-registration-client/system/time')).body.data - before).toBeLessThan(3600 * 1000);
  });

  it('refuses a step back or a step that is not a number', async () => {
    expect((await http.call('POST', '/__contract/clock/advance', { body: { seconds: -1 } })).status).toBe(400);
    expect((await http.call('POST', '/__contract/clock/advance', { body: { seconds: '60' } })).status).toBe(400);
    expect(() => server.advanceClock(-5)).toThrow(RangeError);
  });
});
