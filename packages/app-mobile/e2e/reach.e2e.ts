// Invitations, traceability channels and sharing (issue 16): each of the four ways to invite — the
// invited person opens the link in a second browser, registers with a new mobile, and the inviter's
// ranking counts them; a channel refused too long and with other characters (nothing typed lost) and
// when its code is in use, then created and registered through; the poster and the card with a name
// that holds markup, shown as text; every screen axe-checked and screenshotted in zh and en, plain and
// WeChat; and the invitation form by keyboard alone.
import { invitationLinkQuery } from '@fairpass/domain/reach';
import { SEED } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginBySms, switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { focusIsVisible, tabAndPress, tabAndType, tabTo } from './harness/keyboard';
import { auditScreensByHash } from './harness/screen-audit';
import { saveScreenshot } from './harness/screenshots';
import { sharedLinks, waitForSharedLink, withShareCardDouble } from './harness/wechat-share-double';

const journey = useAppJourney();
const R = SEED.reach;
const owner = R.phones.channelOwner;

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);

async function logIn(page: Page, phone: string): Promise<void> {
  await loginBySms(page, journey.server, phone);
  await page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
}

/** What the server texted or mailed to `recipient`: the invitation link in it. */
function sentLink(recipient: string): string {
  const message = journey.server.state.reach.outbox.find((each) => each.recipient === recipient);
  if (!message) throw new Error(`nothing was sent to ${recipient}`);
  return message.link;
}

/** A second phone opens the invitation, sees who invited, registers with a new mobile and is recorded. */
async function registerThrough(link: string, phone: string, inviter: string): Promise<void> {
  const invited = await journey.phones.newPhone('plain');
  await invited.page.goto(link);
  await waitForHashPath(invited.page, '/invite/home');
  await invited.page.getByText(`${inviter} 邀请您登记参观`).waitFor();
  await invited.page.getByRole('link', { name: '立即登记' }).click();
  await invited.page.getByLabel('手机号码').fill(phone);
  await invited.page.getByLabel('验证码').fill(SEED.code);
  await invited.page.getByText('我已阅读并同意《隐私协议》').click();
  await invited.page.getByText('我已阅读并同意《倡议书》').click();
  await invited.page.getByRole('button', { name: '登录 / 注册' }).click();
  // The new registration comes back to the invitation page, which records who brought it.
  await waitForHashPath(invited.page, '/invite/home');
  await invited.page.getByRole('button', { name: '继续登记' }).click();
  await waitForHashPath(invited.page, '/infoWap');
  await invited.context.close();
}

describe('inviting', () => {
  it('sends by text and e-mail, shows the QR code and the link; each invited person registers and the ranking counts them', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, owner);
    await openHash(page, '#/myRanking');
    await page.getByTestId('my-registered').filter({ hasText: '0 人' }).waitFor();

    // By text: a bad name and mobile are said under their fields and kept, then the invitation goes.
    await openHash(page, '#/inviteRegistration-form/SHORT_MSG');
    await page.getByRole('heading', { name: '短信邀请', level: 1 }).waitFor();
    await page.getByLabel('对方姓名').fill('王');
    await page.getByLabel('对方手机号码').fill('1390000180');
    await page.getByRole('button', { name: '发送邀请' }).click();
    await page.getByText('请输入正确的手机号码').waitFor();
    expect(await page.getByLabel('对方姓名').evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await page.getByLabel('对方手机号码').inputValue()).toBe('1390000180');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'reach-invite-sms-errors-zh');
    await page.getByLabel('对方姓名').fill('王小明');
    await page.getByLabel('对方手机号码').fill('13900001801');
    await page.getByRole('button', { name: '发送邀请' }).dblclick();
    await page.getByText('已向 王小明 发送邀请', { exact: false }).waitFor();
    expect(journey.server.state.reach.outbox.filter((message) => message.recipient === '13900001801')).toHaveLength(1);

    await openHash(page, '#/inviteRegistration-form/EMAIL');
    await page.getByLabel('对方姓名').fill('Mary Lee');
    await page.getByLabel('对方邮箱地址').fill('mary.lee@example.com');
    await page.getByRole('button', { name: '发送邀请' }).click();
    await page.getByText('已向 Mary Lee 发送邀请', { exact: false }).waitFor();

    await openHash(page, '#/inviteRegistration-form/QRCODE');
    await page.getByRole('img', { name: '林溯源 的邀请登记二维码' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'reach-invite-qr-zh');
    await openHash(page, '#/inviteRegistration-form/LINK');
    const linkBox = page.getByRole('textbox', { name: '邀请链接' });
    await linkBox.waitFor();
    const link = await linkBox.inputValue();
    await saveScreenshot(page, 'reach-invite-link-zh');

    // The QR code encodes the QRCODE invitation of the inviter's card: what a scan opens.
    const card = { registerLinkId: `inv-u-demo-${owner}`, inviteUserId: `u-demo-${owner}`, inviteUserName: '林溯源' };
    const scanned = `${journey.server.url}/?${invitationLinkQuery({ exhibitionId: 'demo', registerType: 'visitor', tenantId: '000000' }, card, 'QRCODE')}#/invite/home`;
    // Two phones at a time, as two friends would.
    await Promise.all([registerThrough(sentLink('13900001801'), '13900001801', '林溯源'), registerThrough(sentLink('mary.lee@example.com'), '13900001802', '林溯源')]);
    await Promise.all([registerThrough(scanned, '13900001803', '林溯源'), registerThrough(link, '13900001804', '林溯源')]);

    await openHash(page, '#/inviteRegistration');
    await page.getByText('共 4 人').waitFor();
    for (const way of ['短信邀请', '邮件邀请', '二维码邀请', '链接邀请']) await page.getByText(way, { exact: true }).first().waitFor();
    expect(await page.getByText('已登记，待完善信息').count()).toBe(4);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'reach-invitations-zh');
    await openHash(page, '#/myRanking');
    await page.getByTestId('my-registered').filter({ hasText: '4 人' }).waitFor();
    await page.getByText('第 1 名，共 3 位分享者').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'reach-ranking-zh');
    await context.close();
  });
});

describe('traceability channels', () => {
  it('refuses a code too long, with other characters or in use (nothing lost), creates one and counts a registration through its link', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, owner);
    await openHash(page, '#/source');
    await page.getByRole('link', { name: 'A1 · 展会传单' }).waitFor();
    await page.getByText('已登记 3 人').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'reach-sources-zh');

    await page.getByRole('link', { name: '新建溯源渠道' }).click();
    const code = page.getByLabel('溯源码');
    await code.fill('WX123');
    await page.getByLabel('渠道名称').fill('公众号推文');
    await page.getByRole('button', { name: '保存渠道' }).click();
    await page.getByText('溯源码最多4位字母或数字').first().waitFor();
    expect(await code.inputValue()).toBe('WX123');
    expect(await code.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await page.getByLabel('渠道名称').inputValue()).toBe('公众号推文');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'reach-source-form-errors-zh');
    await code.fill('W-9');
    await page.getByRole('button', { name: '保存渠道' }).click();
    await page.getByText('溯源码最多4位字母或数字').first().waitFor();
    await code.fill('a1');
    await page.getByRole('button', { name: '保存渠道' }).click();
    await page.getByRole('alert').filter({ hasText: '溯源码A1已被使用，请换一个' }).waitFor();
    expect(await code.inputValue()).toBe('a1');
    await code.fill('wx9');
    await page.getByRole('button', { name: '保存渠道' }).click();
    await waitForHashPath(page, '/source/details/WX9');
    await page.getByTestId('source-registered').filter({ hasText: '0 人' }).waitFor();
    const link = await page.getByRole('textbox', { name: '渠道登记链接' }).inputValue();
    expect(new URL(link).searchParams.get('sourceCode')).toBe('WX9');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'reach-source-detail-zh');

    const newcomer = await journey.phones.newPhone('plain');
    await newcomer.page.goto(link);
    await newcomer.page.getByLabel('手机号码').fill('13900001805');
    await newcomer.page.getByLabel('验证码').fill(SEED.code);
    await newcomer.page.getByText('我已阅读并同意《隐私协议》').click();
    await newcomer.page.getByText('我已阅读并同意《倡议书》').click();
    await newcomer.page.getByRole('button', { name: '登录 / 注册' }).click();
    await waitForHashPath(newcomer.page, '/infoWap');
    await newcomer.context.close();

    await page.reload();
    await page.getByTestId('source-registered').filter({ hasText: '1 人' }).waitFor();
    await switchLanguageToEnglish(page);
    expect(await auditScreensByHash(page, [['#/source/details/WX9', 'Channel WX9', 'reach-source-detail-en']])).toEqual({});
    await page.getByTestId('source-registered').filter({ hasText: '1' }).waitFor();
    await context.close();
  });
});

describe('sharing', () => {
  it('shows a name holding markup as text on the card and the poster, in WeChat; then every screen in English', async () => {
    const sharer = journey.server.state.users.find((user) => user.phone === R.phones.sharer);
    if (!sharer) throw new Error('the sharer seed is missing');
    sharer.name = '<b>宋</b>分享';
    const { context, page } = await journey.phones.newPhone('wechat');
    await withShareCardDouble(context);
    await logIn(page, R.phones.sharer);
    await openHash(page, '#/share');
    await page.getByText('<b>宋</b>分享 邀请您参观').first().waitFor();
    // Entering /share re-registers the page for sharing, and the card then registers the user's share link.
    await waitForSharedLink(page, 'fissionParentBladeUserId=');
    expect((await sharedLinks(page)).some((link) => link.endsWith('#/share'))).toBe(true);
    await openHash(page, '#/posterDown');
    const poster = page.getByRole('img', { name: /^<b>宋<\/b>分享 的邀请海报/ });
    await poster.waitFor();
    expect(await poster.evaluate((image: HTMLImageElement) => [image.complete, image.naturalWidth, image.src.startsWith('data:image/png')])).toEqual([true, 750, true]);
    await page.getByText('海报上的名字：<b>宋</b>分享').waitFor();
    expect(await page.locator('main b').count()).toBe(0);
    // Inside WeChat the picture is saved by long-press: no download link.
    expect(await page.getByRole('link', { name: '保存海报图片' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'reach-poster-zh');
    expect(
      await auditScreensByHash(page, [
        ['#/share', '我的邀请卡', 'reach-share-zh'],
        ['#/inviteRegistration-form/NOPE', '没有这种邀请方式，请从“邀请登记”页选择。', 'reach-invite-unknown-zh'],
        ['#/source/form', '新建溯源渠道', 'reach-source-form-zh'],
      ]),
    ).toEqual({});

    await switchLanguageToEnglish(page);
    expect(
      await auditScreensByHash(page, [
        ['#/inviteRegistration', 'Invite people', 'reach-invitations-en'],
        ['#/inviteRegistration-form/SHORT_MSG', 'By text message', 'reach-invite-sms-en'],
        ['#/inviteRegistration-form/QRCODE', 'By QR code', 'reach-invite-qr-en'],
        ['#/inviteRegistration-form/LINK', 'By link', 'reach-invite-link-en'],
        ['#/share', 'My invitation card', 'reach-share-en'],
        ['#/posterDown', 'Invitation poster', 'reach-poster-en'],
        ['#/myRanking', 'Invitation ranking', 'reach-ranking-en'],
        ['#/source', 'Traceability channels', 'reach-sources-en'],
        ['#/source/form', 'New traceability channel', 'reach-source-form-en'],
      ]),
    ).toEqual({});
    await openHash(page, '#/myRanking');
    await page.getByText('Number 1 of 2 sharers').waitFor();
    await openHash(page, '#/share');
    const shareLink = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
    expect(new URL(shareLink).searchParams.get('languageType')).toBe('en');
    await context.close();

    // The invited person's landing, before logging in, in both languages.
    const visitor = await journey.phones.newPhone('plain');
    await visitor.page.goto(shareLink);
    await visitor.page.getByText('<b>宋</b>分享 invites you to register for the exhibition').waitFor();
    expect(await seriousA11yViolations(visitor.page)).toEqual([]);
    await saveScreenshot(visitor.page, 'reach-landing-en');
    await visitor.context.close();
    const chinese = await journey.phones.newPhone('wechat');
    await chinese.page.goto(R.inviteLink.replace('http://127.0.0.1:7700', journey.server.url));
    await chinese.page.getByText('<b>宋</b>分享 邀请您登记参观').waitFor();
    expect(await chinese.page.locator('main b').count()).toBe(0);
    expect(await seriousA11yViolations(chinese.page)).toEqual([]);
    await saveScreenshot(chinese.page, 'reach-landing-zh');
    await chinese.context.close();
  });
});

describe('the invitation form by keyboard', () => {
  it('reaches each field and the button with Tab, with a visible focus, and sends with Enter', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, owner);
    await openHash(page, '#/inviteRegistration-form/SHORT_MSG');
    await page.getByRole('heading', { name: '短信邀请', level: 1 }).waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await tabAndType(page, page.getByLabel('对方姓名'), '赵键盘');
    expect(await focusIsVisible(page)).toBe(true);
    await tabAndType(page, page.getByLabel('对方手机号码'), '13900001806');
    expect(await tabAndPress(page, page.getByRole('button', { name: '发送邀请' }))).toBe(true);
    await page.getByText('已向 赵键盘 发送邀请', { exact: false }).waitFor();
    await tabTo(page, page.getByRole('link', { name: '二维码邀请' }));
    expect(await focusIsVisible(page)).toBe(true);
    await context.close();
  });
});
