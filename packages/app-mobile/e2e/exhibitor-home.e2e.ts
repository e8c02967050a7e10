// The exhibitor's own login page and the exhibitor's part of the personal centre (issue 30, design
// exhibitor.md §2.1 and §5.1 journey 1's start): a newcomer opens the exhibitor link, logs in on the
// exhibitor login page by keyboard alone (the two consents ticked with the space bar) and finds the
// company card in the personal centre, which leads to the application; a logged-out exhibitor opening a
// company screen is sent to the exhibitor login, which says where it leads and goes there; the approved
// company's card shows its booths and its menu in English inside WeChat; a products-only login is told
// which parts the exhibitor has not opened for it. The company's admin sees its certification code as text
// and QR and renews it (asked first, once for a double tap); a colleague never sees it. Every new screen
// axe-checked and screenshotted.
import { SEED } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { entryLink } from './harness/app-server';
import { useAppJourney } from './harness/journey';
import { tabAndPress, tabAndType, tabTo } from './harness/keyboard';
import { saveScreenshot } from './harness/screenshots';
import { fillExhibitorLogin, logInAsExhibitor } from './journeys/exhibitor-login.steps';

const journey = useAppJourney();
const P = { newcomer: '13800000200', admin: '13800000005', productsOnly: '13800000206' };
const EXHIBITOR_LOGIN = '/exhibitorSelfService/exhibitorRegist/login';

const card = (page: Page) => page.getByRole('region', { name: /^(我的参展|My exhibiting)$/ });

describe('the exhibitor login and the company card', () => {
  it('logs a newcomer in from the exhibitor link by keyboard alone, and the company card leads to the application', async () => {
    const { page } = await journey.phones.newPhone('plain');
    await page.goto(entryLink(journey.server, { registerType: 'exhibitorDept' }, EXHIBITOR_LOGIN));
    await page.getByRole('heading', { name: '展商登录 / 注册', level: 1 }).waitFor();
    await page.getByText('登录后即可申请参展').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-login-zh');

    await tabAndType(page, page.getByLabel('手机号码'), P.newcomer);
    await tabAndType(page, page.getByLabel('验证码'), SEED.code);
    await tabTo(page, page.getByRole('checkbox', { name: /隐私协议/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('checkbox', { name: /倡议书/ }));
    await page.keyboard.press('Space');
    expect(await tabAndPress(page, page.getByRole('button', { name: '登录 / 注册' }))).toBe(true);

    // spec §2: exhibitor types go to the personal centre, whose company card says where they stand
    await waitForHashPath(page, '/user-center');
    await card(page).getByText('尚未申请参展').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-home-newcomer-zh');
    expect(await tabAndPress(page, card(page).getByRole('link', { name: '申请参展' }), 'Enter')).toBe(true);
    await waitForHashPath(page, '/exhibitorSelfService/exhibitorRegist');
    await page.getByRole('heading', { name: '申请参展', level: 1 }).waitFor();
  });

  it('sends a logged-out exhibitor to the exhibitor login, which says where it leads and goes there', async () => {
    const { page } = await journey.phones.newPhone('plain');
    await page.goto(entryLink(journey.server, { registerType: 'exhibitorDept' }, '/exhibitorSelfService/exhCertificationCode'));
    await waitForHashPath(page, EXHIBITOR_LOGIN);
    await page.getByText('登录后前往：展商认证码').waitFor();
    await fillExhibitorLogin(page, P.admin);
    await waitForHashPath(page, '/exhibitorSelfService/exhCertificationCode');
    await page.getByText('本账号已绑定：示范电子有限公司').waitFor();
  });

  it('shows the approved company its booths and menu in English inside WeChat, and the menu leads to the booth card', async () => {
    const { page } = await journey.phones.newPhone('wechat');
    await logInAsExhibitor(page, journey.server, P.admin);
    await switchLanguageToEnglish(page);
    await card(page).getByText('Demo Electronics Co., Ltd.').waitFor();
    await card(page).getByText('Application approved').waitFor();
    await card(page).getByText('Hall A1 · A1-101 · shell scheme, 18 m²').waitFor();
    await card(page).getByText('Hall A1 · A1-102 · shell scheme, 9 m²').waitFor();
    const menu = card(page).getByRole('navigation', { name: 'Exhibitor services' });
    await menu.getByRole('link', { name: 'Certification code' }).waitFor();
    expect(await card(page).getByTestId('exhibitor-refused').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-home-approved-en');
    await menu.getByRole('link', { name: 'Public booth card' }).click();
    await page.getByRole('heading', { name: 'Demo Electronics Co., Ltd.', level: 1 }).waitFor();
    expect(new URL(page.url()).hash).toContain('deptId=dept-1001');
  });

  it("shows the company's admin its certification code as text and QR, renewed once for a double tap, and never to a colleague", async () => {
    const { page } = await journey.phones.newPhone('plain');
    await logInAsExhibitor(page, journey.server, P.admin);
    const renewals: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('exhibitor/certificationCode/renew')) renewals.push(request.headers()['idempotency-key'] ?? '');
    });
    await card(page).getByRole('navigation', { name: '展商服务' }).getByRole('link', { name: '展商认证码' }).click();
    await page.getByRole('heading', { name: '展商认证码', level: 1 }).waitFor();
    await page.getByText('本账号已绑定：示范电子有限公司').waitFor();
    await page.getByText('认证码：DEMO1001').waitFor();
    await page.getByRole('img', { name: '贵公司的展商认证码二维码（DEMO1001）' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-certification-code-zh');

    await page.getByRole('button', { name: '更换认证码' }).click();
    const question = page.getByRole('group', { name: /当前认证码 DEMO1001 立即失效/ });
    expect(await question.evaluate((element) => element === document.activeElement)).toBe(true);
    await question.getByRole('button', { name: '暂不更换' }).click();
    await page.getByText('认证码：DEMO1001').waitFor();
    await page.getByRole('button', { name: '更换认证码' }).click();
    await question.getByRole('button', { name: '更换认证码' }).dblclick();
    await page.getByRole('status').filter({ hasText: '认证码已更换，旧认证码已失效。' }).waitFor();
    const renewed = journey.server.state.exhibitor.companyOf('dept-1001')?.certificationCode ?? '';
    expect(renewed).toMatch(/^[A-Z0-9]{8}$/);
    expect(renewed).not.toBe('DEMO1001');
    await page.getByText(`认证码：${renewed}`).waitFor();
    await page.getByRole('img', { name: `贵公司的展商认证码二维码（${renewed}）` }).waitFor();
    expect(new Set(renewals).size).toBe(1);
    await switchLanguageToEnglish(page);
    await page.evaluate(() => (location.hash = '#/exhibitorSelfService/exhCertificationCode'));
    await page.getByText(`Certification code: ${renewed}`).waitFor();
    await page.getByRole('button', { name: 'Renew the code' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-certification-code-en');

    // a colleague of the same company (not its admin) reads which company, never the code
    const colleague = (await journey.phones.newPhone('plain')).page;
    const reads: string[] = [];
    colleague.on('request', (request) => {
      if (request.url().includes('exhibitor/certificationCode')) reads.push(request.url());
    });
    await logInAsExhibitor(colleague, journey.server, P.productsOnly, 'exhibitor_product');
    await colleague.evaluate(() => (location.hash = '#/exhibitorSelfService/exhCertificationCode'));
    await colleague.getByText('本账号已绑定：示范电子有限公司').waitFor();
    expect(await colleague.getByText(/认证码：/).count()).toBe(0);
    expect(reads).toEqual([]);
  });

  it('tells a products-only login which parts the exhibitor has not opened for it', async () => {
    const { page } = await journey.phones.newPhone('plain');
    await logInAsExhibitor(page, journey.server, P.productsOnly, 'exhibitor_product');
    await card(page).getByText('示范电子有限公司').waitFor();
    // Every feature's entries this login may not open (each feature adds its own), the company's among them.
    await card(page).getByText(/^该展商尚未开通此权限：.*参展资料、展品管理、发票、合同、展位名片（公开）/).waitFor();
    expect(await card(page).getByRole('link', { name: '展位名片（公开）' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-home-refused-zh');
  });
});
