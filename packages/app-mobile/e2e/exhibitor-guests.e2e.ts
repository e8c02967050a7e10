// The exhibitor's buyers and VIPs (issue 31, design exhibitor.md §5.2 journey 3, the guests' part):
// 陈展商 (13800000005, dept-1001) sees the company's 25 buyers by state (3 entered) and how each way and
// each invitation template worked, the four ways to invite with the company's inviteDeptId on the link, invites 13800000213 as a VIP — a bad mobile refused under
// the field and kept, a double tap sending one invitation — and the quota's used places stay 3; in a
// second browser the VIP opens the texted link, logs in and registers, and the used places go to 4; their
// invitation opens as a bilingual letter with its verification QR code. Then
// the same screens in English inside WeChat. Every new screen axe-checked and screenshotted in zh and en.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';
import { logInAsExhibitor } from './journeys/exhibitor-login.steps';

const journey = useAppJourney();
const ADMIN = '13800000005';
const VIP = '13800000213';

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);

const logIn = (page: Page) => logInAsExhibitor(page, journey.server, ADMIN);

async function checked(page: Page, name: string): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
  await saveScreenshot(page, name);
}

/** The VIP opens the invitation they were texted in a second browser, logs in with their mobile and registers. */
async function vipRegisters(link: string): Promise<void> {
  const { context, page } = await journey.phones.newPhone('plain');
  await page.goto(link);
  await waitForHashPath(page, '/invite/home');
  await page.getByRole('link', { name: '立即登记' }).click();
  await page.getByLabel('手机号码').fill(VIP);
  await page.getByLabel('验证码').fill('123456');
  await page.getByText('我已阅读并同意《隐私协议》').click();
  await page.getByText('我已阅读并同意《倡议书》').click();
  await page.getByRole('button', { name: '登录 / 注册' }).click();
  await waitForHashPath(page, '/invite/home');
  await page.getByRole('button', { name: '继续登记' }).click();
  await waitForHashPath(page, '/infoWap');
  await context.close();
}

describe("the company's buyers and VIPs", () => {
  it('lists the buyers by state, links carry the company, and a VIP uses the quota only on registering', async () => {
    const { page } = await journey.phones.newPhone('plain');
    await logIn(page);

    await openHash(page, '#/exhibitorSelfService/invitingBuyers/list');
    await page.getByRole('heading', { name: '邀请的买家', level: 1 }).waitFor();
    await page.getByText('共 25 人').waitFor();
    await page.getByRole('button', { name: '已入场 3' }).click();
    await page.getByText('共 3 人').waitFor();
    expect(await page.getByRole('article').count()).toBe(3);
    // The funnel per way: of the 25, each way's invited, registered, approved and entered.
    const funnel = page.getByRole('table', { name: '各邀请方式的效果：邀请、登记、通过审核、入场人数' });
    expect(await funnel.getByRole('row').count()).toBe(5);
    await funnel.getByRole('row', { name: /^经短信邀请 8 / }).waitFor();
    // The funnel per template: the organiser's three, titled as the buyers saw them, most invited first.
    const byTemplate = page.getByRole('table', { name: /^各邀请函模板的效果/ });
    expect(await byTemplate.getByRole('row').count()).toBe(4);
    expect(await byTemplate.getByRole('row').nth(1).getByRole('rowheader').textContent()).toBe('示范电子有限公司 诚邀您莅临展位');
    await byTemplate.getByRole('row', { name: /^示范电子有限公司 诚邀您莅临展位 9 / }).waitFor();
    await checked(page, 'exhibitor-guests-buyers-zh');
    // Searched by part of a buyer's or an inviter's name, across every state; a search that finds no one says so.
    await page.getByRole('button', { name: '全部 25' }).click();
    const search = page.getByRole('searchbox', { name: '按买家或邀请人姓名查找' });
    await search.fill('韩员工');
    await page.getByRole('button', { name: '查找', exact: true }).click();
    await page.getByText('共 12 人').waitFor();
    expect(await page.getByRole('article').count()).toBe(12);
    await search.fill('无此人');
    await search.press('Enter');
    await page.getByText('没有找到与“无此人”相符的买家').waitFor();
    expect(await search.inputValue()).toBe('无此人');

    await openHash(page, '#/exhibitorSelfService/inviteRegistration');
    await page.getByRole('link', { name: '查看邀请的买家（共 25 人）' }).waitFor();
    await checked(page, 'exhibitor-guests-invite-zh');
    await page.getByRole('link', { name: '二维码邀请' }).click();
    await page.getByRole('img', { name: '贵公司的买家邀请二维码' }).waitFor();
    await checked(page, 'exhibitor-guests-invite-qr-zh');
    await openHash(page, '#/exhibitorSelfService/inviteRegistration-form/LINK');
    const link = new URL(await page.getByRole('textbox', { name: '贵公司的买家邀请链接' }).inputValue());
    expect(link.searchParams.get('inviteDeptId')).toBe('dept-1001');
    expect(link.searchParams.get('registerType')).toBe('visitor');
    await openHash(page, '#/exhibitorSelfService/inviteRegistration-form/SHORT_MSG');
    await page.getByLabel('买家手机号码').waitFor();
    await checked(page, 'exhibitor-guests-invite-sms-zh');

    await openHash(page, '#/exhibitorSelfService/inviteVIP');
    await page.getByTestId('vip-used').filter({ hasText: '3' }).waitFor();
    await checked(page, 'exhibitor-guests-vip-zh');
    await page.getByRole('link', { name: '邀请VIP' }).click();
    await page.getByRole('heading', { name: '邀请VIP', level: 1 }).waitFor();
    await page.getByLabel('嘉宾姓名').fill('周贵宾');
    await page.getByLabel('手机号码或邮箱地址').fill('1380000021');
    await page.getByLabel('嘉宾单位（选填）').fill('远方贸易');
    await page.getByRole('button', { name: '发送VIP邀请' }).click();
    await page.getByText('请输入正确的手机号码').waitFor();
    expect(await page.getByLabel('嘉宾单位（选填）').inputValue()).toBe('远方贸易');
    await checked(page, 'exhibitor-guests-vip-form-zh');
    await page.getByLabel('手机号码或邮箱地址').fill(VIP);
    await page.getByRole('button', { name: '发送VIP邀请' }).dblclick();
    await waitForHashPath(page, '/exhibitorSelfService/inviteVIP');
    await page.getByRole('status').filter({ hasText: '已向 周贵宾 发送VIP邀请' }).waitFor();
    await page.getByRole('heading', { name: '周贵宾' }).waitFor();
    await page.getByTestId('vip-reserved').filter({ hasText: '3' }).waitFor();
    expect(await page.getByTestId('vip-used').textContent()).toContain('3');
    const sent = journey.server.state.reach.outbox.filter((message) => message.recipient === VIP);
    expect(sent).toHaveLength(1);

    await vipRegisters(sent[0]!.link);
    await page.reload();
    await page.getByTestId('vip-used').filter({ hasText: '4' }).waitFor();
    await page.getByRole('article', { name: '周贵宾' }).getByText('已登记', { exact: true }).waitFor();
    // Their invitation as a bilingual letter with its verification QR code, in the viewer.
    await page.getByRole('button', { name: '查看 周贵宾 的邀请函' }).click();
    await page.getByText('第 1 页，共 1 页').waitFor({ timeout: 20_000 });
    await page.locator('.fp-pdf__page--drawn').waitFor();
    await page.getByRole('article', { name: '周贵宾' }).getByRole('link', { name: /^下载 PDF VI-\d{4}-\d{6}$/ }).waitFor();
    await checked(page, 'exhibitor-guests-vip-letter-zh');
    await page.getByTestId('pdf-page').screenshot({ path: await saveScreenshot(page, 'exhibitor-guests-vip-letter-pdf-zh') });
  });

  it('shows the same screens in English inside WeChat', async () => {
    const { page } = await journey.phones.newPhone('wechat');
    await logIn(page);
    await switchLanguageToEnglish(page);
    await openHash(page, '#/exhibitorSelfService/invitingBuyers/list');
    await page.getByRole('heading', { name: 'Invited buyers', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Approved 6' }).click();
    await page.getByText('6 in all').waitFor();
    await page.getByRole('table', { name: /^How each invitation template worked/ }).getByRole('rowheader', { name: 'New product launch' }).waitFor();
    await checked(page, 'exhibitor-guests-buyers-en');
    await openHash(page, '#/exhibitorSelfService/inviteRegistration');
    await page.getByRole('heading', { name: 'Invite buyers', level: 1 }).waitFor();
    await checked(page, 'exhibitor-guests-invite-en');
    await openHash(page, '#/exhibitorSelfService/inviteRegistration-form/LINK');
    await page.getByRole('textbox', { name: "Your company's buyer invitation link" }).waitFor();
    await checked(page, 'exhibitor-guests-invite-link-en');
    await openHash(page, '#/exhibitorSelfService/inviteVIP');
    await page.getByTestId('vip-left').filter({ hasText: '5' }).waitFor();
    await page.getByRole('button', { name: 'Show the invitation for Grace Tan' }).click();
    await page.getByText('Page 1 of 1').waitFor({ timeout: 20_000 });
    await checked(page, 'exhibitor-guests-vip-en');
    await openHash(page, '#/exhibitorSelfService/inviteVIP/inviteForm');
    await page.getByText('5 VIP places left to invite').waitFor();
    await checked(page, 'exhibitor-guests-vip-form-en');
  });
});
