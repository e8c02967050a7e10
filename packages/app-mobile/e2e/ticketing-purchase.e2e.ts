// Buying tickets in real Chromium against the contract server (issue 13): a free ticket straight into
// the wallet with a QR the gate accepts; VIP with FAIR2026 through the holders' page and the H5 cashier;
// a cancelled payment paid again on the same order; a failed payment; a double tap making one order; the
// basket's conflict and limit messages and the sold-out and not-yet-on-sale states.
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';
import { switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { addTickets, gateAccepts, loginOnTicketLink, ordersOf } from './journeys/ticketing.steps';

const journey = useAppJourney();
const BUYER = SEED.phones.ticketBuyer;

describe('buying a ticket', () => {
  it('takes a free ticket from the ticket types to the wallet, whose QR the gate accepts', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await loginOnTicketLink(page, journey.server, BUYER, '/ticket-type');
    await page.getByRole('heading', { name: '普通观众票' }).waitFor();
    expect(await page.getByText('已售罄').count()).toBeGreaterThan(0);
    expect(await page.getByText('未开售').count()).toBeGreaterThan(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'ticketing-types-zh');

    await page.getByRole('link', { name: '去购买' }).click();
    await waitForHashPath(page, '/ticket-type/select');
    await addTickets(page, '普通观众票');
    await page.getByRole('region', { name: '订单金额' }).getByText('免费').last().waitFor();
    await saveScreenshot(page, 'ticketing-basket-zh');
    await page.getByRole('button', { name: '提交订单' }).click();

    await waitForHashPath(page, '/payTransition');
    // A free ticket is claimed, not paid (issue 28).
    await page.getByText('领取成功').waitFor();
    expect(await page.getByText('支付成功').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'ticketing-paid-zh');
    await page.getByRole('link', { name: '查看我的票夹' }).click();
    await waitForHashPath(page, '/wallet');
    await page.getByRole('link', { name: '普通观众票' }).click();
    const qr = page.getByRole('img', { name: '普通观众票 入场二维码' });
    await qr.waitFor();
    const code = await qr.getAttribute('data-code');
    expect(code && (gateAccepts(journey.server, code))).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'ticketing-wallet-ticket-zh');
    await context.close();
  });

  it('buys VIP with FAIR2026 in English: the discount on the VIP line, the holder named, paid at the H5 cashier', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await loginOnTicketLink(page, journey.server, BUYER, '/ticket-type');
    await switchLanguageToEnglish(page);
    await page.evaluate(() => (location.hash = '#/ticket-type/select'));
    await page.getByRole('heading', { name: 'Choose tickets' }).waitFor();
    await addTickets(page, 'VIP ticket', 1, 'en');
    await addTickets(page, 'Visitor ticket', 1, 'en');
    await page.getByLabel('Discount code').fill('fair2026');
    await page.getByRole('button', { name: 'Apply' }).click();
    const summary = page.getByRole('region', { name: 'Order amount' });
    await summary.getByText('Discount code applied').waitFor();
    expect(await summary.textContent()).toContain('The discount code does not apply to this ticket');
    expect(await summary.textContent()).toContain('¥102.40');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'ticketing-basket-en');

    await page.getByRole('button', { name: 'Place order' }).click();
    await waitForHashPath(page, '/ticketRegistration');
    // The first holder starts as the buyer; the holder's details are checked before anything is sent.
    await page.getByLabel('Holder name').fill('');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await page.getByRole('alert').first().waitFor();
    await page.getByLabel('Holder name').fill('Chen Xinke');
    await page.getByLabel('Holder mobile number').fill('13900001111');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'ticketing-holders-en');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();

    await page.getByRole('heading', { name: /WeChat Pay/ }).waitFor();
    await page.getByRole('button', { name: /Pay/ }).first().click();
    await waitForHashPath(page, '/payTransition');
    await page.getByText('Payment successful').waitFor();
    await saveScreenshot(page, 'ticketing-paid-en');
    expect(ordersOf(journey.server, BUYER).map((order) => order.paymentStatus)).toEqual(['received']);
    await context.close();
  });

  it('keeps the order payable after the cashier is cancelled, pays it again, and one order exists', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await loginOnTicketLink(page, journey.server, BUYER, '/ticket-type');
    await page.evaluate(() => (location.hash = '#/ticket-type/select'));
    await addTickets(page, '首日采购工作坊');
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.getByRole('heading', { name: /微信支付/ }).waitFor();
    await page.getByRole('button', { name: /取消/ }).click();

    await waitForHashPath(page, '/payTransition');
    await page.getByRole('button', { name: '重新支付' }).click();
    await page.getByRole('heading', { name: /微信支付/ }).waitFor();
    await page.getByRole('button', { name: /支付/ }).first().click();
    await waitForHashPath(page, '/payTransition');
    await page.getByText('支付成功').waitFor();
    expect(ordersOf(journey.server, BUYER)).toHaveLength(1);
    await context.close();
  });

  it('says a failed payment failed and offers to pay again', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await loginOnTicketLink(page, journey.server, BUYER, '/ticket-type');
    await page.evaluate(() => (location.hash = '#/ticket-type/select'));
    await addTickets(page, '首日采购工作坊');
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.getByRole('heading', { name: /微信支付/ }).waitFor();
    await page.getByRole('button', { name: /失败/ }).click();
    await waitForHashPath(page, '/payTransition');
    await page.getByText('支付失败').waitFor();
    expect(await page.getByRole('button', { name: '重新支付' }).isVisible()).toBe(true);
    await saveScreenshot(page, 'ticketing-failed-zh');
    await context.close();
  });

  it('makes one order of a double tap on "place order"', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await loginOnTicketLink(page, journey.server, BUYER, '/ticket-type');
    await page.evaluate(() => (location.hash = '#/ticket-type/select'));
    await addTickets(page, '首日采购工作坊');
    await page.getByRole('button', { name: '提交订单' }).dblclick();
    await page.getByRole('heading', { name: /微信支付/ }).waitFor();
    expect(ordersOf(journey.server, BUYER)).toHaveLength(1);
    await context.close();
  });

  it('says at once why a basket cannot be bought: a conflict, and the per-person limit', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await loginOnTicketLink(page, journey.server, BUYER, '/ticket-type');
    await page.evaluate(() => (location.hash = '#/ticket-type/select'));
    await addTickets(page, '开幕式观礼票');
    await addTickets(page, '首日采购工作坊');
    await page.getByRole('button', { name: '提交订单' }).click();
    const alert = page.getByTestId('form-error');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('开幕式观礼票不能与首日采购工作坊同时购买');
    await saveScreenshot(page, 'ticketing-conflict-zh');

    // One matchmaking session per person: the first goes through, a second is refused.
    await page.getByRole('button', { name: '减少一张 开幕式观礼票' }).click();
    await page.getByRole('button', { name: '减少一张 首日采购工作坊' }).click();
    await addTickets(page, '采购商配对会');
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.getByText('领取成功').waitFor();
    await page.evaluate(() => (location.hash = '#/ticketAdd'));
    await page.getByRole('heading', { name: '加购门票' }).waitFor();
    await page.getByText('您已持有：采购商配对会').waitFor();
    await addTickets(page, '采购商配对会');
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.getByText('已达到购票数量上限').waitFor();
    await context.close();
  });

  it('buys the catalogue with a delivery address, the phone checked first, and shows the address on its order', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await loginOnTicketLink(page, journey.server, BUYER, '/ticket-type');
    await page.evaluate(() => (location.hash = '#/journal'));
    await page.getByRole('heading', { level: 1, name: '购买会刊' }).waitFor();
    await page.getByLabel('收货人').fill('陈新客');
    await page.getByLabel('联系电话').fill('12345');
    await page.getByLabel('省份').fill('广东省');
    await page.getByLabel('城市').fill('广州市');
    await page.getByLabel('区县').fill('海珠区');
    await page.getByLabel('详细地址').fill('阅江中路 380 号');
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.getByText('请输入正确的手机号码').waitFor();
    expect(await page.getByLabel('联系电话').evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'ticketing-journal-zh');
    await page.getByLabel('联系电话').fill('13900001111');
    await page.getByRole('button', { name: '提交订单' }).click();

    await page.getByRole('heading', { name: /微信支付/ }).waitFor();
    await page.getByRole('button', { name: /支付/ }).first().click();
    await page.getByText('支付成功').waitFor();
    await page.getByRole('link', { name: '查看订单' }).click();
    await page.getByText('阅江中路 380 号').waitFor();
    await saveScreenshot(page, 'ticketing-journal-order-zh');
    await context.close();
  });

  it('makes one order when the reply is lost every time and the visitor reloads and sends again', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await loginOnTicketLink(page, journey.server, BUYER, '/ticket-type');
    await page.evaluate(() => (location.hash = '#/ticket-type/select'));
    await addTickets(page, '首日采购工作坊');
    // Every reply of the order write is lost on the way back (the server writes, the phone never hears):
    // the SDK's retries with the same key are answered by the server's replay, and lost again.
    const lostReplies = '**/api/ef-registration-client/order/create';
    await page.route(lostReplies, async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.getByTestId('form-error').waitFor({ timeout: 30_000 });
    expect(ordersOf(journey.server, BUYER)).toHaveLength(1);

    await page.unroute(lostReplies);
    await page.reload();
    // The basket is still there, and so is the order's key; the order the lost reply made is found, and
    // sending the same basket again offers to continue it instead of making another (issue 28).
    await page.getByRole('spinbutton', { name: '首日采购工作坊 数量' }).waitFor();
    expect(await page.getByRole('spinbutton', { name: '首日采购工作坊 数量' }).inputValue()).toBe('1');
    await page.getByRole('button', { name: '提交订单' }).click();
    await page.getByRole('link', { name: '继续支付这笔订单' }).click();
    await page.getByRole('button', { name: '立即支付' }).click();
    await page.getByRole('heading', { name: /微信支付/ }).waitFor();
    expect(ordersOf(journey.server, BUYER)).toHaveLength(1);
    await context.close();
  });
});
