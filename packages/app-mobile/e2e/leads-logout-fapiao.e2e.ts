// The booth staff's last gaps (issue 29): the lead tool's logged-out screen (the login page it lands on)
// says how many leads wait on this phone — counted from the phone's store with no login, the count only
// — after captures made offline and a logout before they synced, in zh and en; once the account logs in
// again they go and the note is gone. And a fapiao for a bought package: the admin pays the package by
// WeChat Pay inside WeChat, keeps a header in the invoicing area's header management and requests the
// package order's fapiao with it through the invoicing area's own request screen. 375 px, axe clean.
import { SEED, weixinJsBridgeDouble } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { loginBySms, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';
import { captureTyped, logInToLeads, openHash, serverLeads } from './journeys/leads.steps';

const journey = useAppJourney();
const L = SEED.leads;
const exhibitor = SEED.phones.tradeFairExhibitor;
const badges = ['FPB-2026-0045', 'FPB-2026-0046'];

describe('the logged-out screen of the lead tool', () => {
  it('says how many leads wait on the phone after offline captures and a logout, in zh and en, and nothing once they synced', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logInToLeads(page, journey.server, exhibitor);
    // The screens' chunks are in before the network goes.
    await openHash(page, '#/minePage');
    await page.getByText('本机的线索已全部同步。').waitFor();
    await openHash(page, '#/scanCodePage');
    await page.getByRole('textbox', { name: '胸卡编号或手机号' }).waitFor();
    await context.setOffline(true);
    for (const badge of badges) {
      await openHash(page, '#/scanCodePage');
      await captureTyped(page, badge);
    }
    await openHash(page, '#/minePage');
    await page.getByText('有 2 条线索仅保存在本机，尚未同步到服务器。').waitFor();
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('group', { name: /有 2 条线索仅保存在本机/ }).getByRole('button', { name: /直接退出/ }).click();
    await waitForHashPath(page, '/registration');

    const note = page.getByRole('status').filter({ hasText: '本机有 2 条线索尚未同步到服务器，登录采集它们的账号后会自动上传。' });
    await note.waitFor();
    // The count only: no lead of the account is on the page.
    const text = (await page.locator('body').textContent()) ?? '';
    for (const badge of badges) expect(text).not.toContain(badge);
    expect(text).not.toContain('褚贸易');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'leads-logged-out-waiting-zh');

    // Back online (a logged-out phone sends nothing), the same in English.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('status').filter({ hasText: "2 leads on this phone have not reached the server yet; they go once the account that captured them logs in." }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'leads-logged-out-waiting-en');
    await page.getByRole('button', { name: '中文' }).click();

    // The account logs in again (back to the screen it left): the leads go; logged out again, nothing waits.
    await loginBySms(page, journey.server, exhibitor);
    await page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
    await openHash(page, '#/minePage');
    // Writes that failed offline wait out their backoff; "sync now" sends them at once.
    await page.getByRole('button', { name: '立即同步' }).click();
    await page.getByText('本机的线索已全部同步。').waitFor({ timeout: 20_000 });
    expect(serverLeads(journey.server, L.accounts.single).filter((lead) => badges.includes(lead.badgeCode ?? ''))).toHaveLength(2);
    await page.getByRole('button', { name: '退出登录' }).click();
    await waitForHashPath(page, '/registration');
    await page.getByRole('heading', { name: /登录/, level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    expect(await page.getByTestId('leads-waiting').count()).toBe(0);
    await context.close();
  });
});

describe('a fapiao for a bought package', () => {
  it('is requested by the admin inside WeChat for the package order, with a header kept in the invoicing area', async () => {
    const { context, page } = await journey.phones.newPhone('wechat');
    await context.addInitScript({ content: weixinJsBridgeDouble(journey.server.url) });
    await logInToLeads(page, journey.server, L.noPackage);
    await openHash(page, '#/minePage');
    await page.getByText('尚未开通线索工具套餐').waitFor();
    // Nothing to invoice before a package is bought.
    expect(await page.getByRole('link', { name: '为本套餐申请发票' }).count()).toBe(0);
    await openHash(page, '#/buyAccTypePage');
    await page.getByRole('radio', { name: /单人账号/ }).check();
    await page.getByRole('button', { name: '微信支付' }).click();
    await page.getByRole('dialog', { name: '微信支付' }).getByRole('button', { name: '支付' }).click();
    await page.getByText('线索工具套餐已开通').waitFor();
    const order = journey.server.state.ticketing.orders.every().find((o) => o.kind === 'package' && o.paymentStatus === 'received');
    expect(order).toBeDefined();

    await openHash(page, '#/minePage');
    await page.getByText('已开通', { exact: true }).waitFor();
    const request = page.getByRole('link', { name: '为本套餐申请发票' });
    await request.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'leads-mine-fapiao-zh');

    // The header is kept where every header is: the invoicing area's header management.
    await page.getByRole('link', { name: '管理发票抬头' }).click();
    await waitForHashPath(page, '/invoiceHeaderManage');
    await page.getByRole('button', { name: '新增发票抬头' }).click();
    await page.getByLabel('单位名称').fill('新展商科技有限公司');
    await page.getByLabel('纳税人识别号').fill(SEED.aftersales.creditCode);
    await page.getByLabel('接收邮箱').fill('finance@example.com');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('已保存发票抬头“新展商科技有限公司”。').waitFor();

    // Back on the account, the package's request opens the invoicing area's screen for its order.
    await openHash(page, '#/minePage');
    await page.getByRole('link', { name: '为本套餐申请发票' }).click();
    await waitForHashPath(page, `/invoice/apply/${order?.orderId}`);
    await page.getByText('¥1000.00').first().waitFor();
    await page.getByRole('radio', { name: /新展商科技有限公司/ }).waitFor();
    expect(await page.getByRole('radio', { name: /新展商科技有限公司/ }).isChecked()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'leads-package-fapiao-apply-zh');
    await page.getByRole('button', { name: '提交开票申请' }).dblclick();
    await page.getByText('开票申请已提交，开具后可在此下载。').waitFor();
    expect(journey.server.state.ticketing.invoices.every().filter((application) => application.orderId === order?.orderId)).toHaveLength(1);
    await context.close();
  });
});
