import { describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';

const { server, shop } = await ticketingTestServer({ allowedRedirectOrigins: ['https://fair.example'] });

const P = SEED.phones;
const ORDER_ID = SEED.ticketing.unpaidOrderId;

const payNative = (token: string, orderId = ORDER_ID, key?: string) => shop.post(token, 'order/pay', { orderId, channel: 'native' }, key);
const payStatus = async (token: string, orderId = ORDER_ID) => (await shop.get(token, 'order/payStatus', { orderId })).body.data;
const scanPage = (codeUrl: string) => fetch(new URL(`/__native?codeUrl=${encodeURIComponent(codeUrl)}`, server.url));
const pressOnPhone = (codeUrl: string, outcome: 'ok' | 'cancel' | 'fail') =>
  fetch(new URL('/__native', server.url), { method: 'POST', body: new URLSearchParams({ codeUrl, outcome }), redirect: 'manual' });
const scanHook = (codeUrl: string, outcome: string) =>
  fetch(new URL('/__contract/native/scan', server.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ codeUrl, outcome }) });

describe('Native pay on a desktop page (a QR code scanned with WeChat)', () => {
  it('answers the code_url with the order’s expiry; the phone’s page pays it, and payStatus says received', async () => {
    const token = await shop.login(P.unpaidOrder);
    const order = (await shop.get(token, 'order/detail', { orderId: ORDER_ID })).body.data;
    const pay = (await payNative(token)).body.data;
    expect(pay).toEqual({
      channel: 'native',
      codeUrl: expect.stringMatching(/^weixin:\/\/wxpay\/bizpayurl\?pr=[\w-]{8}$/),
      expireTime: order.expireTime,
      remainingSeconds: expect.any(Number),
      serverTime: expect.any(Number),
    });
    expect(pay.remainingSeconds).toBeGreaterThan(0);
    expect(pay.remainingSeconds).toBeLessThanOrEqual(order.remainingSeconds);

    const page = await scanPage(pay.codeUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('¥128.00');
    expect(html).toContain('<form method="post" action="/__native">');
    expect(html).not.toContain('<script');

    const paid = await pressOnPhone(pay.codeUrl, 'ok');
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('支付成功');
    expect(await payStatus(token)).toMatchObject({ orderStatus: 'completed', paymentStatus: 'received' });
    const after = (await shop.get(token, 'order/detail', { orderId: ORDER_ID })).body.data;
    expect(after).toMatchObject({ payChannel: 'native', ticketIds: [expect.any(String)] });
  });

  it('keeps one prepay per order: paying again, by any channel, answers the same code_url', async () => {
    const token = await shop.login(P.unpaidOrder);
    const first = (await payNative(token)).body.data.codeUrl;
    await shop.payH5(token, ORDER_ID);
    expect((await payNative(token)).body.data.codeUrl).toBe(first);
    expect(server.scanNative(first, 'ok')).toMatchObject({ ok: true, orderStatus: 'completed', paymentStatus: 'received' });
    expect((await payNative(token)).body).toMatchObject({ code: 4110 });
  });

  it('replays the answer for a repeated Idempotency-Key', async () => {
    const token = await shop.login(P.unpaidOrder);
    const first = await payNative(token, ORDER_ID, 'native-key-1');
    const again = await payNative(token, ORDER_ID, 'native-key-1');
    expect(again.body).toEqual(first.body);
  });

  it('leaves the order payable after a cancel on the phone, and marks it failed after a failure', async () => {
    const token = await shop.login(P.unpaidOrder);
    const { codeUrl } = (await payNative(token)).body.data;
    expect(server.scanNative(codeUrl, 'cancel')).toMatchObject({ ok: true, orderStatus: 'reserved', paymentStatus: 'awaiting' });
    expect(server.scanNative(codeUrl, 'fail')).toMatchObject({ ok: true, paymentStatus: 'failed' });
    expect((await scanHook(codeUrl, 'ok')).status).toBe(200);
    expect(await payStatus(token)).toMatchObject({ paymentStatus: 'received' });
  });

  it('takes no payment once the order expired: the scan is refused and payStatus says expired', async () => {
    const token = await shop.login(P.unpaidOrder);
    const { codeUrl, remainingSeconds } = (await payNative(token)).body.data;
    server.advanceClock(remainingSeconds);
    const refused = await pressOnPhone(codeUrl, 'ok');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('订单已超时关闭');
    expect(await payStatus(token)).toMatchObject({ orderStatus: 'expired', paymentStatus: 'awaiting' });
    expect((await payNative(token)).body).toMatchObject({ code: 4107 });
  });

  it('takes no payment once the order is closed (cancelled): the hook refuses and payStatus says cancelled', async () => {
    const token = await shop.login(P.unpaidOrder);
    const { codeUrl } = (await payNative(token)).body.data;
    await shop.post(token, 'order/cancel', { orderId: ORDER_ID });
    const refused = await scanHook(codeUrl, 'ok');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ ok: false });
    expect(await payStatus(token)).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'awaiting' });
  });

  it('shows an error page for a code nobody issued, and refuses a hook call without an outcome', async () => {
    const page = await scanPage('weixin://wxpay/bizpayurl?pr=unknown1');
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('二维码无效');
    expect((await scanHook('weixin://wxpay/bizpayurl?pr=unknown1', 'maybe')).status).toBe(400);
  });

  it('answers channel none for a free order: nothing to scan', async () => {
    const token = await shop.login(P.ticketBuyer);
    const { body } = await shop.createOrder(token, { lines: [{ ticketTypeId: SEED.ticketing.types.visitor, quantity: 1 }] });
    expect((await payNative(token, body.data.orderId)).body.data).toEqual({ channel: 'none' });
  });
});
