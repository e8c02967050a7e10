// Issue 28 §2: a receipt and a ticket that say what they are. The holders' step starts with the buyer's
// name, mobile and company, shows the total and says "确认并支付"; the payment result and the order page
// show the receipt (number, lines with the original price, the discount and its code, total, paid time
// and channel, holders), and a free order is "领取成功"; the ticket leads with the exhibition, its days,
// venue, hall and entrance above the QR, with its number and holder, add to calendar (a file outside
// WeChat, keep-file's ways inside it) and the organiser's contact; my orders have status tabs, a search
// by order number and cards saying "× 3"; refund and invoice appear only when allowed, and a refusal
// says its true reason (an upgraded order, an entered ticket, a free order). Chinese and English, axe.
import { readFile } from 'node:fs/promises';
import { SEED } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginBySms, switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { useAppJourney } from './harness/journey';
import { screenAudit } from './harness/screen-audit';
import { addTickets, loginOnTicketLink } from './journeys/ticketing.steps';

const journey = useAppJourney();
const P = SEED.phones;
const A = SEED.aftersales;
const T = SEED.ticketing;

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);

async function logIn(page: Page, phone: string): Promise<void> {
  await loginBySms(page, journey.server, phone);
  await page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
}

/** The vertical position of the first element matching `selector` on the page. */
const topOf = async (page: Page, locator: ReturnType<Page['locator']>) => (await locator.boundingBox())?.y ?? Number.NaN;

describe('a receipt', () => {
  it('fills the first holder from the login, shows the total, and the result and the order page show the whole receipt (zh)', async () => {
    const audit = screenAudit();
    const { context, page } = await journey.phones.newPhone('plain');
    await loginOnTicketLink(page, journey.server, P.ticketBuyer, '/ticket-type');
    await openHash(page, '#/ticket-type/select');
    await addTickets(page, 'VIP 贵宾票');
    await page.getByLabel('优惠码').fill('FAIR2026');
    await page.getByRole('button', { name: '使用' }).click();
    await page.getByRole('region', { name: '订单金额' }).getByText('¥102.40').last().waitFor();
    await page.getByRole('button', { name: '提交订单' }).click();

    await waitForHashPath(page, '/ticketRegistration');
    expect(await page.getByLabel('持票人姓名').inputValue()).toBe('孔购票');
    expect(await page.getByLabel('持票人手机号').inputValue()).toBe(P.ticketBuyer);
    expect(await page.getByLabel('公司名称').inputValue()).toBe('购票示范贸易有限公司');
    await page.getByRole('region', { name: '订单金额' }).getByText('¥102.40').last().waitFor();
    expect(await page.getByRole('button', { name: '提交订单' }).count()).toBe(0);
    await audit.capture(page, 'receipt-holders-prefilled-zh');
    await page.getByRole('button', { name: '确认并支付' }).click();

    await page.getByRole('heading', { name: /微信支付/ }).waitFor();
    await page.getByRole('button', { name: /支付/ }).first().click();
    await waitForHashPath(page, '/payTransition');
    await page.getByText('支付成功').waitFor();
    const receipt = page.getByRole('region', { name: '订单明细' });
    await receipt.getByText('微信支付（手机浏览器）').waitFor();
    const text = (await receipt.textContent()) ?? '';
    for (const fact of ['VIP 贵宾票 × 1', '单价 ¥128.00', '优惠码 FAIR2026 优惠 -¥25.60', '¥102.40', '订单号FP', '支付时间', '（北京时间）', '持票人', '孔购票', '138****0110']) expect(text).toContain(fact);
    await audit.capture(page, 'receipt-paid-zh');

    await page.getByRole('link', { name: '查看订单' }).click();
    await page.getByRole('heading', { level: 1, name: '订单详情' }).waitFor();
    await page.getByRole('region', { name: '订单明细' }).getByText('微信支付（手机浏览器）').waitFor();
    await page.getByRole('link', { name: '查看门票' }).waitFor();
    await page.getByRole('link', { name: '申请退款' }).waitFor();
    await page.getByRole('link', { name: '申请发票' }).waitFor();
    await audit.capture(page, 'receipt-order-page-zh');
    expect(audit.violations).toEqual({});
    await context.close();
  });

  it('says a free order was claimed, not paid, with nothing to pay on its receipt (en)', async () => {
    const audit = screenAudit();
    const { context, page } = await journey.phones.newPhone('plain');
    await loginOnTicketLink(page, journey.server, P.ticketBuyer, '/ticket-type');
    await switchLanguageToEnglish(page);
    await openHash(page, '#/ticket-type/select');
    await addTickets(page, 'Visitor ticket', 2, 'en');
    await page.getByRole('button', { name: 'Place order' }).click();
    await waitForHashPath(page, '/payTransition');
    await page.getByText('Tickets claimed').waitFor();
    expect(await page.getByText('Payment successful').count()).toBe(0);
    const receipt = page.getByRole('region', { name: 'Receipt' });
    await receipt.getByText('Free: nothing to pay').waitFor();
    expect(await receipt.textContent()).toContain('Visitor ticket × 2');
    await audit.capture(page, 'receipt-claimed-en');
    expect(audit.violations).toEqual({});
    await context.close();
  });
});

describe('a ticket', () => {
  it.each([
    ['zh', '示范展会', '专业观众通票', '示范国际会展中心', '北登录厅 专业观众通道', '票号', '添加到日历', '主办方联系方式', '致电 400-820-2026', '（北京时间）'],
    ['en', 'Demo Expo', 'Trade visitor pass', 'Demo International Convention Centre', 'North Hall, trade visitors’ lane', 'Ticket no.', 'Add to my calendar', "Organiser's contact", 'Call 400-820-2026', '(China Standard Time)'],
  ] as const)('leads with the exhibition, its days, venue, hall and entrance above the QR, then its number and holder, the calendar and the organiser (%s)', async (language, exhibition, type, venue, entrance, numberLabel, calendar, contact, call, zone) => {
    const audit = screenAudit();
    const { context, page } = await journey.phones.newPhone('plain');
    await loginOnTicketLink(page, journey.server, P.paidTicket, '/ticket-type');
    if (language === 'en') await switchLanguageToEnglish(page);
    await openHash(page, `#/wallet/${T.paidTicketId}`);
    const heading = page.getByRole('heading', { level: 1, name: exhibition });
    await heading.waitFor();
    const qr = page.getByRole('img', { name: new RegExp(type) });
    await qr.waitFor();
    for (const fact of [type, venue, entrance, zone]) {
      const shown = page.getByText(fact, { exact: false }).first();
      await shown.waitFor();
      expect(await topOf(page, shown)).toBeLessThan(await topOf(page, qr));
    }
    const number = page.locator('dt', { hasText: numberLabel }).locator('xpath=following-sibling::dd[1]');
    expect(await number.textContent()).toBe(`FPT-${T.paidTicketId.slice(-10)}`);
    expect(await topOf(page, number)).toBeGreaterThan(await topOf(page, qr));
    await page.getByText('严升级').waitFor();
    await page.getByRole('heading', { name: contact }).waitFor();
    expect(await page.getByRole('link', { name: call }).getAttribute('href')).toBe('tel:4008202026');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: calendar }).click();
    const file = await (await download).path();
    const ics = await readFile(file, 'utf8');
    expect(ics).toContain(`SUMMARY:${exhibition}`);
    expect(ics).toContain(`UID:fairpass-ticket-${T.paidTicketId}`);
    await audit.capture(page, `ticket-face-${language}`);
    expect(audit.violations).toEqual({});
    await context.close();
  });

  it('inside WeChat, adds the ticket to the calendar through a signed file to open, copy or mail', async () => {
    const { context, page } = await journey.phones.newPhone('wechat');
    await logIn(page, P.paidTicket);
    await openHash(page, `#/wallet/${T.paidTicketId}`);
    await page.getByRole('heading', { level: 1, name: '示范展会' }).waitFor();
    await page.getByRole('button', { name: '添加到日历' }).click();
    await page.getByRole('button', { name: '在浏览器打开' }).waitFor();
    await page.getByRole('button', { name: '复制链接' }).waitFor();
    expect(await page.locator('a[download]').count()).toBe(0);
    const link = await page.locator('input.fp-keep__link').inputValue();
    expect(new URL(link).pathname).toMatch(/^\/files\/ticket-calendar\/\d+\.cn\.ics$/);
    expect([...new URL(link).searchParams.keys()].sort()).toEqual(['expires', 'sig']);
    await context.close();
  });
});

describe('my orders', () => {
  it('have status tabs, a search by order number, and cards that say "× 3" (zh)', async () => {
    const audit = screenAudit();
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, P.bulkBuyer);
    await openHash(page, '#/order');
    const tabs = page.getByRole('navigation', { name: '订单状态' });
    await tabs.getByRole('link', { name: '全部' }).waitFor();
    expect(await tabs.getByRole('link', { name: '全部' }).getAttribute('aria-current')).toBe('page');
    await audit.capture(page, 'orders-tabs-all-zh');

    await tabs.getByRole('link', { name: '已完成' }).click();
    await waitForHashPath(page, '/order');
    await page.waitForFunction(() => location.hash.includes('tab=done'));
    // The last tab's orders stay on screen, marked busy, until this tab's answer is in.
    await page.getByRole('list', { name: '已完成' }).waitFor();
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    await page.getByText('已显示全部').or(page.getByRole('button', { name: '加载更多' })).first().waitFor();
    expect(await tabs.getByRole('link', { name: '已完成' }).getAttribute('aria-current')).toBe('page');
    const badges = await page.getByRole('list', { name: '已完成' }).locator('.fp-badge').allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    // Completed: paid, or finished with nothing to pay; nothing cancelled, expired or awaiting.
    expect(badges.every((badge) => badge === '已支付' || badge === '已完成')).toBe(true);

    await tabs.getByRole('link', { name: '待付款' }).click();
    await page.getByText('没有待付款的订单').waitFor();

    const wanted = journey.server.state.ticketing.orders.every().filter((order) => order.personId === `p-${P.bulkBuyer}`)[7]?.orderNo ?? '';
    await tabs.getByRole('link', { name: '全部' }).click();
    await page.getByRole('searchbox', { name: '订单号' }).fill(wanted.slice(-6));
    await page.getByRole('button', { name: '搜索' }).click();
    await page.getByRole('status').filter({ hasText: `找到` }).waitFor();
    expect(await page.getByText(wanted).count()).toBeGreaterThan(0);
    await audit.capture(page, 'orders-search-zh');
    await page.getByRole('link', { name: '清除搜索' }).click();
    await page.waitForFunction(() => !location.hash.includes('q='));

    const giver = await journey.phones.newPhone('plain');
    await logIn(giver.page, P.giftGiver);
    await openHash(giver.page, '#/order');
    await giver.page.getByRole('link', { name: 'VIP 贵宾票 × 3' }).waitFor();
    await giver.context.close();
    expect(audit.violations).toEqual({});
    await context.close();
  });

  it('show the tabs and search in English', async () => {
    const audit = screenAudit();
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, P.aftersalesBuyer);
    await switchLanguageToEnglish(page);
    await openHash(page, '#/order?tab=done');
    const tabs = page.getByRole('navigation', { name: 'Order status' });
    await tabs.getByRole('link', { name: 'Completed' }).waitFor();
    expect(await tabs.getByRole('link', { name: 'Completed' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('link', { name: 'Trade visitor pass × 1' }).waitFor();
    await audit.capture(page, 'orders-tabs-done-en');
    expect(audit.violations).toEqual({});
    await context.close();
  });
});

describe('actions only when allowed', () => {
  it('hides the refund of an entered order and says why on the order page; a free order has no invoice and says there is nothing to refund (zh)', async () => {
    const audit = screenAudit();
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, P.aftersalesRefusals);
    await openHash(page, `#/order/${A.enteredOrderId}`);
    await page.getByTestId('refund-refusal').filter({ hasText: '订单中的门票已入场使用，无法退款。' }).waitFor();
    expect(await page.getByRole('link', { name: '申请退款' }).count()).toBe(0);
    await audit.capture(page, 'actions-entered-zh');
    await openHash(page, `#/order/${A.freeOrderId}`);
    await page.getByTestId('refund-refusal').filter({ hasText: '免费订单无需退款。' }).waitFor();
    expect(await page.getByRole('link', { name: '申请发票' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: '申请退款' }).count()).toBe(0);
    expect(audit.violations).toEqual({});
    await context.close();
  });

  it('offers no invoice on an order being refunded or refunded (en)', async () => {
    const audit = screenAudit();
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, P.aftersalesBuyer);
    await switchLanguageToEnglish(page);
    await openHash(page, `#/order/${A.refundOrderId}`);
    await page.getByRole('link', { name: 'Request an invoice' }).waitFor();
    await page.getByRole('link', { name: 'Request a refund' }).click();
    await page.getByText("My plans changed; I can't attend").click();
    await page.getByRole('button', { name: 'Request the refund' }).click();
    await page.getByRole('group', { name: /¥58.00/ }).getByRole('button', { name: 'Request the refund' }).click();
    await waitForHashPath(page, `/order/${A.refundOrderId}`);
    await page.getByText('Your refund request was sent', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: 'Request an invoice' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Request a refund' }).count()).toBe(0);
    journey.server.advanceClock(61);
    await page.reload();
    await page.getByText('Refunded: the money went back', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: 'Request an invoice' }).count()).toBe(0);
    await audit.capture(page, 'actions-refunded-en');
    expect(audit.violations).toEqual({});
    await context.close();
  });

  it('after an upgrade, the first order’s refund says the true reason, never “unpaid, free or already refunded” (zh)', async () => {
    const audit = screenAudit();
    const { context, page } = await journey.phones.newPhone('plain');
    await loginOnTicketLink(page, journey.server, P.paidTicket, '/ticket-type');
    await openHash(page, `#/wallet/${T.paidTicketId}`);
    await page.getByRole('button', { name: '升级为 VIP 贵宾票，补差价 ¥70.00' }).click();
    // The upgrade order is on its pay step at once, and paid there.
    await page.getByRole('heading', { name: /微信支付/ }).waitFor();
    await page.getByRole('button', { name: /支付/ }).first().click();
    await page.getByText('支付成功').waitFor();

    await openHash(page, `#/order/${T.paidOrderId}`);
    const reason = page.getByTestId('refund-refusal');
    await reason.filter({ hasText: '订单中的门票已升级为更高票种，已升级的订单不能退款。' }).waitFor();
    expect(await page.getByRole('link', { name: '申请退款' }).count()).toBe(0);
    await audit.capture(page, 'actions-upgraded-zh');
    await openHash(page, `#/refund/${T.paidOrderId}`);
    await page.getByRole('alert').filter({ hasText: '已升级的订单不能退款' }).waitFor();
    expect(await page.getByText('未支付、免费订单或已退款').count()).toBe(0);
    expect(audit.violations).toEqual({});
    await context.close();
  });
});
