// Issue 28 §1: an unpaid order is never lost and never duplicated. As soon as an order exists the buyer is
// on its pay step: a reload while WeChat's pay sheet is open (the WeixinJSBridge double) and Back from the
// H5 cashier both land on the order, with the time left as words; the user centre, the ticket types and
// the basket lead to it, and a second basket for the same types offers to continue it; a payment start
// that fails (500) after the order was made goes to the order with "订单已创建，请继续支付" and never makes
// a second order (the server's order count, read through its /__contract hooks); at zero the order page
// asks the server again and says the order closed, with "重新下单" (the server's clock moved on).
// Chinese and English, plain browser and WeChat, axe on every screen.
import { SEED, weixinJsBridgeDouble } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { useAppJourney } from './harness/journey';
import { screenAudit } from './harness/screen-audit';
import { addTickets, loginOnTicketLink, ordersOf } from './journeys/ticketing.steps';

const journey = useAppJourney();
const BUYER = SEED.phones.ticketBuyer;
const ORDER_PAY = 'POST /api/ef-registration-client/order/pay';

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);
const hashPath = (page: Page) => page.evaluate(() => location.hash.replace(/^#/, '').split('?')[0] ?? '');

/** The contract server's count of orders, through its test hook (not the app). */
async function ordersOnServer(): Promise<number> {
  const state = (await (await fetch(`${journey.server.url}/__contract/state`)).json()) as { ticketing: { orders: number } };
  return state.ticketing.orders;
}

async function setFault(route: string, fault: Record<string, unknown>): Promise<void> {
  const answer = await fetch(`${journey.server.url}/__contract/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ route, fault }) });
  expect(answer.status).toBe(200);
}

const clearFaults = () => fetch(`${journey.server.url}/__contract/faults`, { method: 'DELETE' });

async function advanceServerClock(seconds: number): Promise<void> {
  const answer = await fetch(`${journey.server.url}/__contract/clock/advance`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ seconds }) });
  expect(answer.status).toBe(200);
}

/** Waits until the page is an order's page and answers its id. */
async function onOrderPage(page: Page): Promise<string> {
  await page.waitForFunction(() => /^#\/order\/\d+/.test(location.hash), undefined, { timeout: 20_000 });
  return (await hashPath(page)).replace('/order/', '');
}

describe('an unpaid order is never lost', () => {
  it('in WeChat, a reload while the pay sheet is open lands on the order’s pay step with the time left, and paying it there makes one order', async () => {
    const audit = screenAudit();
    const { context, page } = await journey.phones.newPhone('wechat');
    await page.addInitScript(weixinJsBridgeDouble(journey.server.url));
    await loginOnTicketLink(page, journey.server, BUYER, '/ticket-type');
    await openHash(page, '#/ticket-type/select');
    await addTickets(page, 'VIP 贵宾票');
    await addTickets(page, '普通观众票');
    await page.getByLabel('优惠码').fill('FAIR2026');
    await page.getByRole('button', { name: '使用' }).click();
    await page.getByRole('region', { name: '订单金额' }).getByText('¥102.40').last().waitFor();
    await page.getByRole('button', { name: '提交订单' }).click();

    await waitForHashPath(page, '/ticketRegistration');
    await page.getByRole('button', { name: '确认并支付' }).waitFor();
    expect(await page.getByRole('button', { name: '提交订单' }).count()).toBe(0);
    await page.getByRole('button', { name: '确认并支付' }).click();

    // WeChat's sheet opens on the order's own page: the address already names the order.
    const sheet = page.getByRole('dialog', { name: '微信支付' });
    await sheet.getByText('¥102.40').waitFor();
    const orderId = await onOrderPage(page);
    expect(ordersOf(journey.server, BUYER)).toHaveLength(1);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: '订单详情' }).waitFor();
    expect(await hashPath(page)).toBe(`/order/${orderId}`);
    expect(await page.getByRole('timer').textContent()).toMatch(/^剩余 1[45] 分 \d{1,2} 秒$/);
    expect(await page.getByText('待支付').first().isVisible()).toBe(true);
    expect(await page.getByText('请至少选择一张门票').count()).toBe(0);
    await audit.capture(page, 'unpaid-reload-in-wechat-zh');

    await page.getByRole('button', { name: '立即支付' }).click();
    await sheet.getByRole('button', { name: '支付' }).click();
    await waitForHashPath(page, '/payTransition');
    await page.getByText('支付成功').waitFor();
    await page.getByText('微信支付（微信内）').waitFor();
    await audit.capture(page, 'unpaid-paid-in-wechat-zh');
    expect(ordersOf(journey.server, BUYER).map((order) => order.paymentStatus)).toEqual(['received']);
    expect(audit.violations).toEqual({});
    await context.close();
  });

  it('Back from the H5 cashier lands on the order; the user centre, the ticket types and a second basket lead to it, in English', async () => {
    const audit = screenAudit();
    const { context, page } = await journey.phones.newPhone('plain');
    await loginOnTicketLink(page, journey.server, BUYER, '/ticket-type');
    await switchLanguageToEnglish(page);
    await openHash(page, '#/ticket-type/select');
    await page.getByRole('heading', { name: 'Choose tickets' }).waitFor();
    await addTickets(page, 'Day-one buyers’ workshop', 1, 'en');
    await page.getByRole('button', { name: 'Place order' }).click();

    await page.getByRole('heading', { name: /WeChat Pay/ }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Order details' }).waitFor();
    const orderId = await onOrderPage(page);
    expect(await page.getByRole('timer').textContent()).toMatch(/^1[45] min \d{1,2} s left$/);
    expect(await page.getByRole('button', { name: 'Pay now' }).isVisible()).toBe(true);
    await audit.capture(page, 'unpaid-back-from-cashier-en');

    await openHash(page, '#/user-center');
    const banner = page.getByRole('region', { name: 'You have an order waiting for payment' });
    await banner.getByRole('timer').waitFor();
    expect(await banner.textContent()).toContain('Day-one buyers’ workshop × 1');
    expect(await banner.getByRole('timer').textContent()).toMatch(/min \d{1,2} s left$/);
    await audit.capture(page, 'unpaid-user-centre-en');
    await banner.getByRole('link', { name: 'Go to payment' }).click();
    await waitForHashPath(page, `/order/${orderId}`);

    await openHash(page, '#/ticket-type');
    await page.getByRole('region', { name: 'You have an order waiting for payment' }).waitFor();
    await audit.capture(page, 'unpaid-ticket-types-en');

    // The same types again: the basket offers the unpaid order instead of a second one.
    await openHash(page, '#/ticket-type/select');
    await addTickets(page, 'Day-one buyers’ workshop', 1, 'en');
    await page.getByRole('button', { name: 'Place order' }).click();
    // Said as it appears (an alert), with the way to the unpaid order first.
    const offer = page.getByRole('alert', { name: 'You already have an unpaid order for these tickets' });
    await offer.waitFor();
    expect(await offer.getByRole('button', { name: 'Place a new order anyway' }).isVisible()).toBe(true);
    await audit.capture(page, 'unpaid-second-basket-en');
    await offer.getByRole('link', { name: 'Continue paying that order' }).click();
    await waitForHashPath(page, `/order/${orderId}`);
    expect(await ordersOnServer()).toBe(ordersBefore(journey) + 1);
    expect(ordersOf(journey.server, BUYER)).toHaveLength(1);
    expect(audit.violations).toEqual({});
    await context.close();
  });

  it('a payment start that fails (500) after the order exists goes to the order with “订单已创建，请继续支付”, and no second order is made', async () => {
    const audit = screenAudit();
    const { context, page } = await journey.phones.newPhone('plain');
    await loginOnTicketLink(page, journey.server, BUYER, '/ticket-type');
    const before = await ordersOnServer();
    await openHash(page, '#/ticket-type/select');
    await addTickets(page, '首日采购工作坊');
    await setFault(ORDER_PAY, { status500: true });
    await page.getByRole('button', { name: '提交订单' }).click();

    const orderId = await onOrderPage(page);
    const alert = page.getByRole('alert').filter({ hasText: '订单已创建，请继续支付' });
    await alert.waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: '立即支付' }).isVisible()).toBe(true);
    expect(await ordersOnServer()).toBe(before + 1);
    await audit.capture(page, 'unpaid-pay-start-500-zh');

    // A reload stays on the order and starts nothing by itself; the basket is spent.
    await page.reload();
    await page.getByRole('button', { name: '立即支付' }).waitFor();
    expect(await hashPath(page)).toBe(`/order/${orderId}`);
    await clearFaults();
    await page.getByRole('button', { name: '立即支付' }).click();
    await page.getByRole('heading', { name: /微信支付/ }).waitFor();
    await page.getByRole('button', { name: /支付/ }).first().click();
    await waitForHashPath(page, '/payTransition');
    await page.getByText('支付成功').waitFor();
    expect(await ordersOnServer()).toBe(before + 1);
    expect(ordersOf(journey.server, BUYER).map((order) => order.orderId)).toEqual([orderId]);
    expect(audit.violations).toEqual({});
    await context.close();
  });

  it.each([
    ['zh', '订单详情', /^剩余 \d{1,2} 秒$/, '订单已超时关闭', '重新下单', '已超时'],
    ['en', 'Order details', /^\d{1,2} s left$/, 'This order has closed', 'Order again', 'Expired'],
  ] as const)('counts the time left down and at zero asks the server again and says the order closed, with a way to order again (%s)', async (language, heading, timer, closed, again, label) => {
    const audit = screenAudit();
    const { context, page } = await journey.phones.newPhone('plain');
    await loginOnTicketLink(page, journey.server, SEED.phones.unpaidOrder, '/ticket-type');
    if (language === 'en') await switchLanguageToEnglish(page);
    const orderId = SEED.ticketing.unpaidOrderId;
    // The server's clock moves on to a few seconds before the order runs out.
    const order = journey.server.state.ticketing.orders.find(orderId);
    const left = Math.floor(((order?.expiresAt ?? 0) - journey.server.now()) / 1000);
    await advanceServerClock(left - 8);
    await openHash(page, `#/order/${orderId}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await page.getByRole('timer').textContent()).toMatch(timer);

    await page.getByText(closed).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: again }).waitFor();
    await page.getByText(label, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: language === 'zh' ? '立即支付' : 'Pay now' }).count()).toBe(0);
    expect(journey.server.state.ticketing.orders.find(orderId)?.orderStatus).toBe('expired');
    await audit.capture(page, `unpaid-closed-at-zero-${language}`);
    await page.getByRole('link', { name: again }).click();
    await waitForHashPath(page, '/ticket-type/select');
    expect(audit.violations).toEqual({});
    await context.close();
  });
});

/** Every seeded order of the run's server: the count before the buyer's first order. */
function ordersBefore(current: typeof journey): number {
  return current.server.state.ticketing.orders.every().length - ordersOf(current.server, BUYER).length;
}
