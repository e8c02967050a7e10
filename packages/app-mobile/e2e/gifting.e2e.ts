// Gifts and complimentary tickets (issue 14): the giver sends two tickets as a gift, the recipient opens
// the claim link on another phone, signs up and claims one into their wallet, the giver's record follows;
// opened again, the link leads to the ticket claimed; one's own gift and a cancelled gift are refused in
// the page's language; a double tap makes one gift.
import { SEED } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginBySms, switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { auditScreensByHash } from './harness/screen-audit';
import { saveScreenshot } from './harness/screenshots';

const journey = useAppJourney();
const { giftGiver, giftClaimant, aftersalesBuyer } = SEED.phones;

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);

const giftsOf = (phone: string) => {
  const person = journey.server.state.users.find((user) => user.phone === phone)?.personId;
  return journey.server.state.ticketing.gifts.every().filter((gift) => gift.personId === person);
};

/** The giver logs in and sends `quantity` VIP tickets; answers the claim link the gift page shows. */
async function sendGift(page: Page, quantity: string): Promise<string> {
  await loginBySms(page, journey.server, giftGiver);
  await page.getByRole('heading', { name: '个人中心' }).or(page.getByRole('heading', { name: /确认函/ })).first().waitFor();
  await openHash(page, '#/freeTicket');
  await page.getByRole('radio', { name: /VIP 贵宾票（可赠 2 张）/ }).waitFor();
  await page.getByLabel('赠送张数').fill(quantity);
  const before = giftsOf(giftGiver).length;
  await page.getByRole('button', { name: '生成领取链接' }).click();
  // The new gift's id is the server's, known once the reply is in: wait for it, then for its page.
  await expect.poll(() => giftsOf(giftGiver).length).toBe(before + 1);
  await waitForHashPath(page, `/give/${giftsOf(giftGiver).at(-1)?.giftId ?? ''}`);
  await page.getByText('赠票已生成，把领取链接发给好友吧。').waitFor();
  return page.getByRole('textbox', { name: '领取链接' }).inputValue();
}

describe('giving tickets', () => {
  it('refuses a quantity that is not a positive integer or above what is held, keeping the choice, then sends one gift for a double tap', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await loginBySms(page, journey.server, giftGiver);
    await page.getByRole('heading', { name: '个人中心' }).or(page.getByRole('heading', { name: /确认函/ })).first().waitFor();
    await openHash(page, '#/freeTicket');
    const quantity = page.getByLabel('赠送张数');
    await quantity.fill('1.5');
    await page.getByRole('button', { name: '生成领取链接' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('fp-gift-quantity');
    expect(await quantity.getAttribute('aria-invalid')).toBe('true');
    await quantity.fill('3');
    await page.getByRole('button', { name: '生成领取链接' }).click();
    await page.getByText('最多可赠送 2 张').waitFor();
    expect(await quantity.inputValue()).toBe('3');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'gifting-send-invalid-zh');

    await quantity.fill('2');
    await page.getByRole('button', { name: '生成领取链接' }).dblclick();
    await page.getByText('赠票已生成，把领取链接发给好友吧。').waitFor();
    // The seeded pending gift and this one: a double tap made one.
    expect(giftsOf(giftGiver)).toHaveLength(2);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'gifting-detail-zh');
    expect(await auditScreensByHash(page, [['#/give', '赠票记录', 'gifting-records-zh']])).toEqual({});
    await page.getByRole('link', { name: '待领取' }).click();
    await page.getByRole('link', { name: '待领取' }).and(page.locator('[aria-current="page"]')).waitFor();
    expect(await page.getByRole('link', { name: /VIP 贵宾票 ×/ }).count()).toBe(2);
    await context.close();
  });
});

describe('claiming a gift', () => {
  it('takes a recipient without an account from the claim link through sign-up to the ticket in their wallet, and the giver sees it claimed', async () => {
    const giver = await journey.phones.newPhone('plain');
    const link = await sendGift(giver.page, '2');
    expect(link).toContain('registrationSource=giveCard');

    const recipient = await journey.phones.newPhone('wechat');
    await recipient.page.goto(link);
    await recipient.page.getByText('周礼 赠送您 2 张「VIP 贵宾票」。').waitFor();
    expect(await seriousA11yViolations(recipient.page)).toEqual([]);
    await saveScreenshot(recipient.page, 'gifting-claim-login-zh');
    await recipient.page.getByRole('link', { name: '登录/注册后领取' }).click();
    await recipient.page.getByLabel('手机号码').fill(giftClaimant);
    await recipient.page.getByLabel('验证码').fill(SEED.code);
    await recipient.page.getByText('我已阅读并同意《隐私协议》').click();
    await recipient.page.getByText('我已阅读并同意《倡议书》').click();
    await recipient.page.getByRole('button', { name: '登录 / 注册' }).click();
    await waitForHashPath(recipient.page, '/ticket/receive/complimentaryTickets');

    // A name with a digit is refused, and what was typed stays.
    await recipient.page.getByLabel('姓名').fill('王1');
    await recipient.page.getByLabel('手机号').fill(giftClaimant);
    await recipient.page.getByLabel('公司名称（选填）').fill('示范贸易公司');
    await recipient.page.getByRole('button', { name: '领取门票' }).click();
    await expect.poll(() => recipient.page.getByLabel('姓名').getAttribute('aria-invalid')).toBe('true');
    expect(await recipient.page.getByLabel('公司名称（选填）').inputValue()).toBe('示范贸易公司');
    await recipient.page.getByLabel('姓名').fill('王小明');
    await recipient.page.getByRole('button', { name: '领取门票' }).click();
    await recipient.page.getByText('领取成功，门票已放入您的门票夹。').waitFor();
    await saveScreenshot(recipient.page, 'gifting-claimed-zh');
    await recipient.page.getByRole('link', { name: '查看我的门票' }).click();
    await recipient.page.getByRole('img', { name: /入场二维码|二维码/ }).first().waitFor();

    // The same recipient again: no second claim, but their ticket (issue 28).
    await recipient.page.goto(link);
    await recipient.page.getByRole('heading', { level: 1, name: '您已领取' }).waitFor();
    expect(await recipient.page.getByRole('button', { name: '领取门票' }).count()).toBe(0);
    await recipient.page.getByRole('link', { name: '查看我的门票' }).waitFor();

    await giver.page.reload();
    await giver.page.getByText('已领取 1/2').first().waitFor();
    await giver.page.getByText('王* 于').or(giver.page.getByText(/王\*/)).first().waitFor();
    await giver.context.close();
    await recipient.context.close();
  });

  it('refuses a cancelled gift to someone opening its link afterwards, and the unclaimed tickets return to the giver', async () => {
    const giver = await journey.phones.newPhone('plain');
    const link = await sendGift(giver.page, '1');
    await giver.page.getByRole('button', { name: '取消未领取的赠票' }).click();
    await giver.page.getByRole('group', { name: /确定取消吗/ }).getByRole('button', { name: '取消未领取的赠票' }).click();
    await giver.page.getByText('已取消').first().waitFor();
    await openHash(giver.page, '#/freeTicket');
    await giver.page.getByRole('radio', { name: /VIP 贵宾票（可赠 2 张）/ }).waitFor();

    const other = await journey.phones.newPhone('plain');
    await loginBySms(other.page, journey.server, aftersalesBuyer);
    await other.page.getByRole('heading', { name: '个人中心' }).or(other.page.getByRole('heading', { name: /确认函/ })).first().waitFor();
    await other.page.goto(link);
    await other.page.getByText('赠送人已取消这份赠票。').waitFor();
    await giver.context.close();
    await other.context.close();
  });

  it('tells a giver in English that their own gift cannot be claimed by them', async () => {
    const { context, page } = await journey.phones.newPhone('wechat');
    await loginBySms(page, journey.server, giftGiver);
    await page.getByRole('heading', { name: '个人中心' }).or(page.getByRole('heading', { name: /确认函/ })).first().waitFor();
    await switchLanguageToEnglish(page);
    await page.goto(SEED.aftersales.claimLink.replace('http://127.0.0.1:7700', journey.server.url));
    await page.getByRole('heading', { name: 'Claim a gifted ticket' }).waitFor();
    await page.getByLabel('Name').fill('Zhou Li');
    await page.getByRole('button', { name: 'Claim the ticket' }).click();
    await page.getByRole('alert').filter({ hasText: /own gift/i }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'gifting-claim-own-en');
    expect(
      await auditScreensByHash(page, [
        ['#/give', 'Gift records', 'gifting-records-en'],
        ['#/freeTicket', 'Give tickets', 'gifting-send-en'],
        [`#/give/${SEED.aftersales.giftId}`, 'Gift', 'gifting-detail-en'],
      ]),
    ).toEqual({});
    await context.close();
  });
});
