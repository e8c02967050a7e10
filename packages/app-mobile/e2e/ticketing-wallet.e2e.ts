// After the purchase (issue 13): paying an unpaid order with the WeChat sheet (ok, cancel, fail), the
// order expiring on the server's clock, upgrading a ticket for the difference, reporting a lost badge,
// the wallet with the network off, and 500 orders / 50 tickets read a page at a time.
import { SEED, weixinJsBridgeDouble } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './harness/a11y';
import { entryLink } from './harness/app-server';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';
import { switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { gateAccepts, loginOnTicketLink, ordersOf, TICKET_LINK } from './journeys/ticketing.steps';

const journey = useAppJourney();
const { unpaidOrderId, paidTicketId } = SEED.ticketing;

describe('paying in WeChat with the in-app sheet', () => {
  it('keeps the order payable after "cancel", says "failed" after "fail", and is paid after "pay"', async () => {
    const { context, page } = await journey.phones.newPhone('wechat');
    await context.addInitScript({ content: weixinJsBridgeDouble(journey.server.url) });
    await loginOnTicketLink(page, journey.server, SEED.phones.unpaidOrder, '/ticket-type');
    await page.evaluate((id) => (location.hash = `#/order/${id}`), unpaidOrderId);
    // The time left as words, never as a clock (issue 28).
    await page.getByRole('timer').filter({ hasText: /^剩余 1[23] 分 \d{1,2} 秒$/ }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'ticketing-order-unpaid-zh');

    await page.getByRole('button', { name: '立即支付' }).click();
    const sheet = page.getByRole('dialog', { name: '微信支付' });
    await sheet.getByRole('button', { name: '取消' }).click();
    await waitForHashPath(page, '/payTransition');
    await page.getByText('支付已取消').waitFor();
    await saveScreenshot(page, 'ticketing-pay-cancelled-zh');

    await page.getByRole('button', { name: '重新支付' }).click();
    await page.getByRole('dialog', { name: '微信支付' }).getByRole('button', { name: '失败' }).click();
    await page.getByText('支付失败').waitFor();

    await page.getByRole('button', { name: '重新支付' }).click();
    await page.getByRole('dialog', { name: '微信支付' }).getByRole('button', { name: '支付' }).click();
    await page.getByText('支付成功').waitFor();
    expect(ordersOf(journey.server, SEED.phones.unpaidOrder).filter((order) => order.paymentStatus === 'received')).toHaveLength(1);
    await context.close();
  });
});

describe('an unpaid order', () => {
  it('counts down the time to pay and, once the server closes it, offers no payment', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await loginOnTicketLink(page, journey.server, SEED.phones.unpaidOrder, '/ticket-type');
    await page.evaluate((id) => (location.hash = `#/order/${id}`), unpaidOrderId);
    await page.getByRole('button', { name: '立即支付' }).waitFor();
    journey.server.advanceClock(14 * 60);
    await page.reload();
    await page.getByText('订单已超时关闭，座位已释放。').waitFor();
    await page.getByRole('link', { name: '重新下单' }).waitFor();
    expect(await page.getByRole('button', { name: '立即支付' }).count()).toBe(0);
    await saveScreenshot(page, 'ticketing-order-expired-zh');
    await context.close();
  });
});

describe('a paid ticket in the wallet', () => {
  it('follows a link offering the VIP upgrade to the wallet, pays only the difference, and then holds the VIP ticket', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    // The link offers the VIP upgrade (upgradeTicket): the ticket types say so and lead to the wallet.
    await loginOnTicketLink(page, journey.server, SEED.phones.paidTicket, '/ticket-type', { upgradeTicket: SEED.ticketing.types.vip });
    await page.getByText('您已持有门票，可升级为「VIP 贵宾票」，只需补差价').waitFor();
    await page.getByRole('link', { name: '去升级' }).click();
    await page.getByRole('link', { name: '专业观众通票' }).click();
    await page.getByText('本次链接邀请您升级为「VIP 贵宾票」，只需补差价').waitFor();
    const upgrade = page.getByRole('button', { name: '升级为 VIP 贵宾票，补差价 ¥70.00' });
    await upgrade.waitFor();
    await saveScreenshot(page, 'ticketing-wallet-upgrade-zh');
    await upgrade.click();
    await page.getByRole('heading', { name: /微信支付/ }).waitFor();
    await page.getByRole('button', { name: /支付/ }).first().click();
    await page.getByText('支付成功').waitFor();
    await page.getByRole('link', { name: '查看我的票夹' }).click();
    await page.getByRole('link', { name: 'VIP 贵宾票' }).waitFor();
    expect(await page.getByRole('link', { name: '专业观众通票' }).count()).toBe(0);
    await context.close();
  });

  it('reports a lost badge: a new QR the gate accepts, the old one in the history and refused', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await loginOnTicketLink(page, journey.server, SEED.phones.paidTicket, '/ticket-type');
    await page.evaluate((id) => (location.hash = `#/wallet/${id}`), paidTicketId);
    const oldCode = await page.getByRole('img', { name: /入场二维码/ }).getAttribute('data-code');
    await page.getByRole('button', { name: '挂失补办' }).click();
    const question = page.getByRole('group', { name: /挂失后原二维码立即失效/ });
    await question.waitFor();
    expect(await question.evaluate((element) => element === document.activeElement)).toBe(true);
    await question.getByRole('button', { name: '挂失补办' }).click();
    await page.getByText('已挂失，新的入场二维码已生成').waitFor();
    const newCode = await page.getByRole('img', { name: /入场二维码/ }).getAttribute('data-code');
    expect(newCode).not.toBe(oldCode);
    expect(newCode && (gateAccepts(journey.server, newCode))).toBe(true);
    expect(oldCode && (gateAccepts(journey.server, oldCode))).toBe(false);

    await page.evaluate(() => (location.hash = '#/ticket'));
    await page.getByRole('heading', { name: '历史门票' }).waitFor();
    await page.getByText('已挂失').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'ticketing-my-tickets-zh');
    await context.close();
  });

  it('still shows the ticket, marked offline, when the network is gone, and from the copy kept on the phone when the ticket cannot be read', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await loginOnTicketLink(page, journey.server, SEED.phones.paidTicket, '/ticket-type');
    await page.evaluate((id) => (location.hash = `#/wallet/${id}`), paidTicketId);
    await page.getByRole('img', { name: /入场二维码/ }).waitFor();
    await context.setOffline(true);
    await page.getByRole('button', { name: '返回' }).click();
    await waitForHashPath(page, '/wallet');
    await page.evaluate((id) => (location.hash = `#/wallet/${id}`), paidTicketId);
    await page.getByText('当前离线，显示的是上次保存的门票').waitFor();
    expect(await page.getByRole('img', { name: /入场二维码/ }).isVisible()).toBe(true);
    await saveScreenshot(page, 'ticketing-wallet-offline-zh');
    await context.setOffline(false);

    // The hall's network lets the page load but not the ticket read: the copy kept on the phone answers.
    await page.route('**/api/ef-registration-client/ticket/detail**', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await page.getByText('当前离线，显示的是上次保存的门票').waitFor();
    expect(await page.getByRole('img', { name: /入场二维码/ }).isVisible()).toBe(true);
    await context.close();
  });

  it('keeps the ticket on screen when the network drops while its help and actions are still loading', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await loginOnTicketLink(page, journey.server, SEED.phones.paidTicket, '/ticket-type');
    // The ticket's extras come slowly, as on a hall's crowded network, and the network is gone before they do.
    await page.route(/\/assets\/(upgrade-ticket|report-loss|ticket-help)-/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue().catch(() => undefined);
    });
    await page.evaluate((id) => (location.hash = `#/wallet/${id}`), paidTicketId);
    await page.getByRole('img', { name: /入场二维码/ }).waitFor();
    await context.setOffline(true);
    await page.getByText('当前离线，显示的是上次保存的门票').waitFor();
    await page.waitForTimeout(2_500);
    expect(await page.getByText('页面加载失败').count()).toBe(0);
    expect(await page.getByRole('img', { name: /入场二维码/ }).isVisible()).toBe(true);

    // Back online, the ticket's help comes after all, and the way back to the wallet works.
    await context.setOffline(false);
    await page.getByRole('button', { name: '挂失补办' }).waitFor();
    await page.getByRole('button', { name: '返回' }).click();
    await waitForHashPath(page, '/wallet');
    await context.close();
  });
});

describe('long lists', () => {
  it('reads 500 orders and 50 tickets a page at a time', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await loginOnTicketLink(page, journey.server, SEED.phones.bulkBuyer, '/ticket-type');
    await page.evaluate(() => (location.hash = '#/order'));
    await page.getByRole('heading', { name: '我的订单' }).waitFor();
    const orders = page.getByRole('article');
    // Each page is a read over HTTP and a render: more than the poll's default second on a loaded machine.
    const aPage = { timeout: 10_000 };
    await expect.poll(() => orders.count(), aPage).toBe(10);
    await page.getByRole('button', { name: '加载更多' }).click();
    await expect.poll(() => orders.count(), aPage).toBe(20);
    await saveScreenshot(page, 'ticketing-orders-zh');

    await page.evaluate(() => (location.hash = '#/wallet'));
    await page.getByRole('heading', { name: '我的票夹' }).waitFor();
    await expect.poll(() => page.getByRole('article').count(), aPage).toBe(10);
    await context.close();
  });
});

describe('every new screen in English', () => {
  it('shows the wallet, the orders and an order in English, axe clean', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await loginOnTicketLink(page, journey.server, SEED.phones.unpaidOrder, '/ticket-type');
    await switchLanguageToEnglish(page);
    for (const [hash, heading, name] of [
      ['#/ticket-type', 'Choose a ticket type', 'ticketing-types-en'],
      [`#/ticket-type/${SEED.ticketing.types.vip}`, 'Ticket details', 'ticketing-type-detail-en'],
      ['#/order', 'My orders', 'ticketing-orders-en'],
      [`#/order/${unpaidOrderId}`, 'Order details', 'ticketing-order-en'],
      [`#/ticket-type/select/${unpaidOrderId}`, 'Change the order', 'ticketing-order-change-en'],
      ['#/wallet', 'My wallet', 'ticketing-wallet-en'],
      ['#/ticket', 'My tickets', 'ticketing-my-tickets-en'],
      ['#/journal', 'Buy the exhibition catalogue', 'ticketing-journal-en'],
    ] as const) {
      await page.evaluate((to) => (location.hash = to), hash);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await saveScreenshot(page, name);
    }
    await page.goto(entryLink(journey.server, TICKET_LINK, `/payTransition?orderId=${unpaidOrderId}`));
    await page.getByRole('button', { name: 'I have paid' }).waitFor();
    await saveScreenshot(page, 'ticketing-pay-transition-en');
    await context.close();
  });
});
