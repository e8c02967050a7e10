// The lead tool's account side (issue 17) in Chromium against the contract server: the admin of a
// multi-person account adds a colleague after a bad try (nothing typed lost, one added for a double tap)
// and removes one after a confirmation, and exports everyone's leads as an xlsx with the right rows; a
// staff member sees the staff read-only and exports only their own; a buyer without a package pays the
// single-person package through WeChat Pay's H5 cashier, and inside WeChat with the in-app sheet (a
// cancel first); another pays by bank transfer with a receipt (refused types said, "in review", approved
// by the organiser's hook); logging out with a lead only on
// the phone warns and syncs first; the invitation page (QR and link); zh and en, plain and WeChat; axe
// clean; one keyboard-only pass.
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { SEED, weixinJsBridgeDouble } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginBySms, switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { focusIsVisible, tabAndPress, tabAndType } from './harness/keyboard';
import { auditScreensByHash } from './harness/screen-audit';
import { saveScreenshot } from './harness/screenshots';

const journey = useAppJourney();
const L = SEED.leads;
const SINGLE = SEED.phones.tradeFairExhibitor;

// The server's spreadsheet is read with the contract server's own exceljs.
const requireFromFixtures = createRequire(new URL('../../test-fixtures/package.json', import.meta.url));
interface Workbook {
  readonly xlsx: { load(data: Buffer): Promise<unknown> };
  readonly worksheets: readonly { readonly actualRowCount: number }[];
}
const ExcelJS = requireFromFixtures('exceljs') as { Workbook: new () => Workbook };

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);

async function logIn(page: Page, phone: string): Promise<void> {
  await loginBySms(page, journey.server, phone);
  await page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
}

const accountOf = (accountId: string) => journey.server.state.leads.accounts.find((account) => account.accountId === accountId);

/**
 * On the payment result: the package is active and the page stops asking about the payment (it once asked
 * about 90 times a second while it stayed open); one package order, paid; then on to the account.
 */
async function seePackagePaidThenOpenAccount(page: Page): Promise<void> {
  let statusReads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/order/payStatus')) statusReads += 1;
  });
  await page.getByText('线索工具套餐已开通').waitFor();
  await page.waitForTimeout(1500);
  expect(statusReads).toBeLessThanOrEqual(2);
  const orders = journey.server.state.ticketing.orders.every().filter((order) => order.kind === 'package');
  expect(orders.map((order) => order.paymentStatus)).toEqual(['received']);
  await page.getByRole('link', { name: '查看我的线索账号' }).click();
  await waitForHashPath(page, '/minePage');
}
const usersWithPhone = (phone: string) => journey.server.state.users.filter((user) => user.phone === phone);

/** Rows under the header of the only sheet of the downloaded workbook. */
async function spreadsheetRows(path: string): Promise<number> {
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  expect(workbook.worksheets).toHaveLength(1);
  return (workbook.worksheets[0]?.actualRowCount ?? 0) - 1;
}

describe('the admin of a multi-person account', () => {
  it('adds a colleague after a bad try, removes one after a confirmation, and exports everyone’s leads as xlsx', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, L.multiAdmin);
    await openHash(page, '#/minePage');
    await page.getByRole('heading', { name: '我的', level: 1 }).waitFor();
    await page.getByText('多人账号', { exact: false }).first().waitFor();
    await page.getByText('管理员', { exact: true }).first().waitFor();
    const rows = page.locator('li[data-staff]');
    await expect.poll(() => rows.count()).toBe(2);

    // Bad input, then good: messages under each field, focus on the first, nothing typed lost.
    const name = page.getByRole('textbox', { name: '员工姓名' });
    const phone = page.getByRole('textbox', { name: '手机号码' });
    await name.fill('王1');
    await phone.fill('1370000');
    await page.getByRole('button', { name: '添加员工' }).click();
    await page.getByText('请输入正确的手机号码').waitFor();
    expect(await name.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await phone.inputValue()).toBe('1370000');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'leads-mine-staff-errors-zh');
    await name.fill('新同事');
    await phone.fill('13700001111');
    await page.getByRole('button', { name: '添加员工' }).dblclick();
    await page.getByText('已添加员工新同事。').waitFor();
    await expect.poll(() => rows.count()).toBe(3);
    expect(usersWithPhone('13700001111')).toHaveLength(1);
    expect(accountOf(L.accounts.multi)?.staffUserIds).toHaveLength(2);

    // Removing asks in the page first; keeping it changes nothing.
    await page.getByRole('button', { name: '移除新同事' }).click();
    await page.getByText('确定移除员工“新同事”吗？', { exact: false }).waitFor();
    await saveScreenshot(page, 'leads-mine-remove-zh');
    await page.getByRole('group').getByRole('button', { name: '移除新同事' }).click();
    await expect.poll(() => rows.count()).toBe(2);
    expect(accountOf(L.accounts.multi)?.staffUserIds).toHaveLength(1);

    // Everyone's leads: 7 rows in the server's xlsx.
    await page.getByRole('link', { name: '导出线索（Excel）' }).click();
    await page.getByRole('heading', { name: '导出线索', level: 1 }).waitFor();
    await page.getByText('全部员工的线索').click();
    await page.getByRole('button', { name: '生成表格' }).click();
    await page.getByRole('heading', { name: '表格已生成，共 7 条线索' }).waitFor();
    const link = page.getByRole('link', { name: /^下载 leads-.*\.xlsx$/ });
    expect(new URL((await link.getAttribute('href')) ?? '').origin).toBe(new URL(page.url()).origin);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'leads-export-ready-zh');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(await spreadsheetRows((await download.path()) ?? '')).toBe(7);

    const found = await auditScreensByHash(page, [
      ['#/tradeFairSystem/share', '邀请同事采集线索', 'leads-share-zh'],
      ['#/transferDescPage', '对公转账', 'leads-transfer-approved-zh'],
      ['#/buyAccTypePage', '购买套餐', 'leads-buy-active-zh'],
    ]);
    expect(found).toEqual({});
    await context.close();
  });
});

describe('a staff member (WeChat, English)', () => {
  it('sees the staff read-only, exports only their own leads, and opens the invitation page', async () => {
    const { context, page } = await journey.phones.newPhone('wechat');
    await logIn(page, L.multiStaff);
    await switchLanguageToEnglish(page);
    await openHash(page, '#/minePage');
    await page.getByRole('heading', { name: 'Me', level: 1 }).waitFor();
    await page.getByText("The account's administrator adds and removes staff.").waitFor();
    await expect.poll(() => page.locator('li[data-staff]').count()).toBe(2);
    expect(await page.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Mobile number' }).count()).toBe(0);

    await openHash(page, '#/dataExport');
    await page.getByRole('heading', { name: 'Export leads', level: 1 }).waitFor();
    expect(await page.getByText("All staff's leads").count()).toBe(0);
    await page.getByRole('button', { name: 'Create spreadsheet' }).click();
    // WeChat saves no download: the file's signed link is offered to open, copy or mail (ui/keep-file.tsx).
    await page.getByRole('heading', { name: 'The spreadsheet of 4 leads: choose how to keep it' }).waitFor();
    expect(await page.getByRole('link', { name: /^Download / }).count()).toBe(0);
    const link = await page.getByRole('textbox', { name: /^File link/ }).inputValue();
    const response = await page.request.get(link);
    expect(response.headers()['content-type']).toContain('spreadsheetml');

    await openHash(page, '#/tradeFairSystem/share');
    await page.getByRole('img', { name: "QR code of the lead tool's login" }).waitFor();
    const invite = new URL(await page.getByRole('textbox', { name: 'Login link' }).inputValue());
    expect(invite.searchParams.get('registerType')).toBe('commerceExhibition');
    expect(invite.searchParams.get('languageType')).toBe('en');
    await page.getByText(/Multi-person account: staff the administrator added/).waitFor();

    const found = await auditScreensByHash(page, [
      ['#/minePage', 'Me', 'leads-mine-staff-en'],
      ['#/dataExport', 'Export leads', 'leads-export-en'],
      ['#/tradeFairSystem/share', 'Invite a colleague to collect leads', 'leads-share-en'],
    ]);
    expect(found).toEqual({});
    await context.close();
  });
});

describe('an account without a package', () => {
  it('buys the single-person package by WeChat Pay (one order for a double tap) and then holds it', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, L.noPackage);
    await openHash(page, '#/minePage');
    await page.getByText('尚未开通线索工具套餐').waitFor();
    await saveScreenshot(page, 'leads-mine-none-zh');
    await page.getByRole('link', { name: '购买套餐' }).click();
    await page.getByRole('heading', { name: '购买套餐', level: 1 }).waitFor();
    await page.getByText('¥1000.00').waitFor();
    await page.getByText('¥3000.00').waitFor();
    // Nothing chosen: said under the choice, focus on it.
    await page.getByRole('button', { name: '微信支付' }).click();
    await page.getByText('此项为必填项').waitFor();
    expect(await page.getByRole('radio', { name: /单人账号/ }).evaluate((radio) => radio === document.activeElement)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'leads-buy-zh');

    await page.getByRole('radio', { name: /单人账号/ }).check();
    await page.getByRole('button', { name: '微信支付' }).dblclick();
    await page.getByRole('heading', { name: /微信支付/ }).waitFor();
    await page.getByRole('button', { name: /支付/ }).first().click();
    await waitForHashPath(page, '/payTransition');
    await page.getByText('支付成功').waitFor();
    await seePackagePaidThenOpenAccount(page);
    await page.getByText('单人账号', { exact: false }).first().waitFor();
    await page.getByText('已开通').first().waitFor();
    await page.getByText('同一时间只能有一名员工登录', { exact: false }).first().waitFor();
    await context.close();
  });

  it('pays by bank transfer in English (WeChat): bad receipts refused, in review, approved by the organiser', async () => {
    const { context, page } = await journey.phones.newPhone('wechat');
    await logIn(page, L.noPackage);
    await switchLanguageToEnglish(page);
    await openHash(page, '#/buyAccTypePage');
    await page.getByRole('heading', { name: 'Buy a package', level: 1 }).waitFor();
    await page.getByRole('radio', { name: /Multi-person account/ }).check();
    await page.getByRole('button', { name: 'Pay by corporate bank transfer' }).click();
    await waitForHashPath(page, '/transferDescPage');
    await page.getByRole('heading', { name: 'Bank transfer', level: 1 }).waitFor();
    await page.getByText(L.bank.accountNo).waitFor();
    await page.getByText('FPL-', { exact: false }).first().waitFor();
    expect(await page.locator('[data-amount]').textContent()).toBe('¥3000.00');

    // No receipt: said under the field, focus on it; a text file and a big one are refused before sending.
    await page.getByRole('button', { name: 'Submit the transfer' }).click();
    await page.getByText('This field is required').waitFor();
    const file = page.getByLabel('Transfer receipt');
    expect(await file.evaluate((input) => input === document.activeElement)).toBe(true);
    await file.setInputFiles({ name: 'receipt.txt', mimeType: 'text/plain', buffer: Buffer.from('paid') });
    await page.getByText('Only PDF, JPG and PNG files can be uploaded').waitFor();
    await file.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
    await page.getByText('The file must be 10 MB or smaller').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'leads-transfer-errors-en');
    await file.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Uploaded: receipt.png', { exact: false }).waitFor();
    await page.getByLabel('Paying company (optional)').fill('Zhanlan Trading Co.');
    await page.getByRole('button', { name: 'Submit the transfer' }).dblclick();
    await page.getByText('Bank transfer in review').waitFor();
    expect(journey.server.state.leads.transfers).toHaveLength(1);
    await saveScreenshot(page, 'leads-transfer-review-en');

    const transferId = journey.server.state.leads.transfers[0]?.transferId;
    const reviewed = await page.request.post(`${journey.server.url}/__contract/leads/transfer/review`, { data: { transferId, outcome: 'approved' } });
    expect(reviewed.ok()).toBe(true);
    await page.getByRole('button', { name: 'Check the review again' }).click();
    await page.getByText('Transfer approved: your package is active').waitFor();
    await page.getByRole('link', { name: 'Back to my account' }).click();
    await waitForHashPath(page, '/minePage');
    await page.getByText('Multi-person account', { exact: false }).first().waitFor();
    await page.getByText('Paid by bank transfer').waitFor();

    const found = await auditScreensByHash(page, [
      ['#/transferDescPage', 'Bank transfer', 'leads-transfer-approved-en'],
      ['#/buyAccTypePage', 'Buy a package', 'leads-buy-active-en'],
      ['#/minePage', 'Me', 'leads-mine-admin-en'],
    ]);
    expect(found).toEqual({});
    await context.close();
  });
});

describe('logging out with a lead only on this phone', () => {
  it('warns, cannot sync while offline, then syncs once online and logs out', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, SINGLE);
    // Both screens' chunks are in before the network goes.
    await openHash(page, '#/minePage');
    await page.getByRole('heading', { name: '我的', level: 1 }).waitFor();
    await page.getByText('本机的线索已全部同步。').waitFor();
    await openHash(page, '#/scanCodePage');
    await page.getByRole('textbox', { name: '胸卡编号或手机号' }).waitFor();
    await context.setOffline(true);
    await page.getByRole('textbox', { name: '胸卡编号或手机号' }).fill('FPB-2026-0042');
    await page.getByRole('button', { name: '采集线索' }).click();
    await page.waitForFunction(() => !location.hash.startsWith('#/scanCodePage'), undefined, { timeout: 10_000 });

    await openHash(page, '#/minePage');
    await page.getByText('有 1 条线索仅保存在本机，尚未同步到服务器。').waitFor();
    await page.getByRole('button', { name: '退出登录' }).click();
    const warning = page.getByRole('group', { name: /有 1 条线索仅保存在本机/ });
    await warning.waitFor();
    expect(await warning.evaluate((group) => group === document.activeElement)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'leads-logout-warning-zh');
    await warning.getByRole('button', { name: '先同步，再退出' }).click();
    await page.getByText('仍有 1 条线索未能同步', { exact: false }).waitFor();
    expect(await page.evaluate(() => location.hash)).toContain('/minePage');

    // Back online the background sync empties the book while the question is open: it then says all is
    // synced, and its first choice is a plain logout.
    await context.setOffline(false);
    const question = page.getByRole('group', { name: '本机的线索已全部同步。' });
    await question.waitFor({ timeout: 20_000 });
    expect(await question.getByRole('button', { name: /直接退出/ }).count()).toBe(0);
    expect(await question.getByText('仍有 1 条线索未能同步', { exact: false }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'leads-logout-all-synced-zh');
    await question.getByRole('button', { name: '退出登录' }).click();
    await waitForHashPath(page, '/registration');
    expect(journey.server.state.leads.leads.filter((lead) => lead.badgeCode === 'FPB-2026-0042')).toHaveLength(1);
    await context.close();
  });
});

describe('keyboard only', () => {
  it('adds a staff member and reaches the export with Tab and Enter, the focus always drawn', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, L.multiAdmin);
    await openHash(page, '#/minePage');
    await page.getByRole('heading', { name: '我的', level: 1 }).waitFor();
    await tabAndType(page, page.getByRole('textbox', { name: '员工姓名' }), '钱同事');
    expect(await focusIsVisible(page)).toBe(true);
    await tabAndType(page, page.getByRole('textbox', { name: '手机号码' }), '13700002222');
    expect(await tabAndPress(page, page.getByRole('button', { name: '添加员工' }))).toBe(true);
    await page.getByText('已添加员工钱同事。').waitFor();
    expect(await tabAndPress(page, page.getByRole('link', { name: '导出线索（Excel）' }))).toBe(true);
    await page.getByRole('heading', { name: '导出线索', level: 1 }).waitFor();
    await context.close();
  });
});

// Last in the file: it puts the contract server back to its seeds, so the buyer has no package again.
describe('paying for a package inside WeChat', () => {
  it('opens the in-app payment sheet: a cancel keeps the order payable, paying again activates the package', async () => {
    journey.server.reset();
    const { context, page } = await journey.phones.newPhone('wechat');
    await context.addInitScript({ content: weixinJsBridgeDouble(journey.server.url) });
    await logIn(page, L.noPackage);
    await openHash(page, '#/buyAccTypePage');
    await page.getByRole('heading', { name: '购买套餐', level: 1 }).waitFor();
    await page.getByRole('radio', { name: /单人账号/ }).check();
    await page.getByRole('button', { name: '微信支付' }).click();
    const sheet = page.getByRole('dialog', { name: '微信支付' });
    await sheet.getByText('¥1000.00').waitFor();
    await sheet.getByRole('button', { name: '取消' }).click();
    await waitForHashPath(page, '/payTransition');
    await page.getByText('支付已取消').waitFor();
    // The way back to the packages (a bank transfer instead) is there too.
    await page.getByRole('link', { name: '重新选择套餐' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'leads-package-sheet-cancelled-zh');

    await page.getByRole('button', { name: '重新支付' }).click();
    await page.getByRole('dialog', { name: '微信支付' }).getByRole('button', { name: '支付' }).click();
    await seePackagePaidThenOpenAccount(page);
    // Seen before the payment as "no package"; asked again when the account opens.
    await page.getByText('单人账号', { exact: false }).first().waitFor();
    await page.getByText('已开通', { exact: true }).waitFor();
    await context.close();
  });
});

/** A 1×1 PNG: the server reads the bytes, not the name. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
