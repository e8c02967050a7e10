// Staff apply for a pass through their company's link (issue 31, design exhibitor.md §5.2 journey 1):
// 13800000212, who has no account, opens dept-1001's staff link inside WeChat — with a company name of its
// own added to the link, which shows nowhere: the landing names 示范电子有限公司 as the server knows it,
// its booths and the pass — logs in from there (the landing then records the link with the new login and
// goes on), fills the personal-info form and waits on the exhibitor auditing screen; in a second browser
// the company's admin 13800000005 sees the application under review; approved, the staff member's refresh
// leads to /confirmation. In English inside WeChat an unknown link says so, translated, with the way to
// log in. axe and screenshots.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { entryLink } from './harness/app-server';
import { logInAsExhibitor } from './journeys/exhibitor-login.steps';
import { useAppJourney } from './harness/journey';
import { tabAndPress } from './harness/keyboard';
import { saveScreenshot } from './harness/screenshots';

const journey = useAppJourney();
const STAFF = '13800000212';
const ADMIN = '13800000005';
const staffLink = (registerLinkId: string, extra: Record<string, string> = {}) =>
  entryLink(
    journey.server,
    { registerType: 'exhibitorInviteStaff', registrationSource: 'exhInviteStaffCard', registerLinkId, inviteDeptId: 'dept-1001', ...extra },
    '/exhibitorSelfService/exhInviteStaff',
  );

async function logInHere(page: Page, phone: string): Promise<void> {
  await page.getByLabel('手机号码').fill(phone);
  await page.getByLabel('验证码').fill('123456');
  await page.getByText('我已阅读并同意《隐私协议》').click();
  await page.getByText('我已阅读并同意《倡议书》').click();
  await page.getByRole('button', { name: '登录 / 注册' }).click();
}

describe('staff applying through their company’s link', () => {
  it('names the company as the server knows it, leads through the login, the info form and the review to the confirmation, and the admin sees the application', async () => {
    const { page } = await journey.phones.newPhone('wechat');
    await page.goto(staffLink('staff-dept-1001-badge', { companyName: '冒名顶替有限公司', inviteUserName: '冒名顶替有限公司' }));
    await page.getByRole('heading', { name: '申请参展证件', level: 1 }).waitFor();
    await page.getByText('示范电子有限公司 邀请您申请展商证。').waitFor();
    await page.getByText('展位：A1-101、A1-102').waitFor();
    expect(await page.getByText('冒名顶替有限公司').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-staff-landing-zh');

    expect(await tabAndPress(page, page.getByRole('link', { name: '登录并申请' }))).toBe(true);
    await waitForHashPath(page, '/registration');
    await logInHere(page, STAFF);
    // the landing records the link with the new login and goes on by itself
    await waitForHashPath(page, '/infoWap');
    expect(journey.server.state.registerLinks.filter((w) => w.userId !== '' && w.body['registerLinkId'] === 'staff-dept-1001-badge')).toHaveLength(1);
    expect(page.url()).not.toMatch(/token|openid/i);

    await page.getByLabel('姓名').fill('新员工');
    await page.getByLabel('公司名称').fill('示范电子有限公司');
    await page.getByLabel('职位').selectOption('buyer');
    await page.getByLabel('所属行业').selectOption({ label: '食品饮料' });
    await page.getByRole('button', { name: '提交' }).click();
    await waitForHashPath(page, '/exhibitorSelfService/auditing');
    // whose review it is: the company whose link brought them in, as the server knows it
    await page.getByText('公司：示范电子有限公司').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-staff-auditing-zh');

    await page.getByRole('button', { name: '刷新审核状态' }).click();
    await page.getByRole('status').filter({ hasText: '审核尚未完成，请稍后再试' }).waitFor();

    // in a second browser the company's admin finds the application on the exhibitor pass's holders
    const admin = (await journey.phones.newPhone('plain')).page;
    await logInAsExhibitor(admin, journey.server, ADMIN);
    await admin.evaluate(() => (location.hash = '#/document-manage-info-detail/exhibitor'));
    const row = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: '新员工', level: 3 }) });
    await row.getByText('审核中').waitFor();
    await row.getByText('138****0212').waitFor();

    // the organiser approves; the staff member's "refresh" leads to the confirmation
    const review = await fetch(new URL('/__contract/relation/review', journey.server.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: STAFF, outcome: 'approved' }) });
    expect(review.ok).toBe(true);
    await page.getByRole('button', { name: '刷新审核状态' }).click();
    await waitForHashPath(page, '/confirmation');
  });

  it('says in English inside WeChat that an unknown link is not valid, with the way to log in', async () => {
    const { page } = await journey.phones.newPhone('wechat');
    await page.goto(staffLink('staff-dept-1001-badge'));
    await page.getByRole('heading', { name: '申请参展证件', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Apply for your pass', level: 1 }).waitFor();
    await page.getByText('Demo Electronics Co., Ltd. invites you to apply for the Exhibitor pass.').waitFor();
    await page.getByText('Booths: A1-101, A1-102').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-staff-landing-en');

    await page.goto(staffLink('staff-nobody', { languageType: 'en' }));
    await page.getByText('This invitation link is not valid any more: please ask your company for the current link').waitFor();
    await page.getByRole('link', { name: 'Log in / Register' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-staff-link-invalid-en');
  });
});
