// The exhibitor manual, the fascia and the company form (issue 30, design exhibitor.md §5.1 journeys 1
// and 2): 陈展商 (13800000005) opens the fascia section from the paperwork list and fills the fascia of
// both booths — a mismatched English text refused, 21 shelves and rods on 18 m² refused with the limit
// said, a draft kept over a reload, handed in once under a double tap (one Idempotency-Key), the board's
// print-size warning, the second booth on its own page — in Chinese in a plain browser, then in English
// inside WeChat; an overdue section says submission is closed; the raw-space company (205) is told it has
// no fascia; 13800000201 completes the company form (scale options from the dictionary, a 9 KB logo and a
// bad credit code refused) and goes on to the review screen. axe-checked and screenshotted in both languages at 375 px.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';
import { logInAsExhibitor } from './journeys/exhibitor-login.steps';

const journey = useAppJourney();
const P = { admin: '13800000005', rawSpace: '13800000205', formIncomplete: '13800000201' };

const logIn = (page: Page, phone: string) => logInAsExhibitor(page, journey.server, phone);
const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);

/** The fascia saves the page sends (POST manual/save), with their Idempotency-Key and whether a draft. */
function watchSaves(page: Page): { key: string; draft: boolean }[] {
  const saves: { key: string; draft: boolean }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !request.url().includes('/exhibitor/manual/save')) return;
    const body = JSON.parse(request.postData() ?? '{}') as { draft?: boolean };
    saves.push({ key: request.headers()['idempotency-key'] ?? '', draft: body.draft === true });
  });
  return saves;
}

describe('the exhibitor manual and the fascia', () => {
  it('fills the fascia of both booths in Chinese: mismatch and too many items refused, a draft kept over a reload, handed in once', async () => {
    const { page } = await journey.phones.newPhone('plain');
    const saves = watchSaves(page);
    await logIn(page, P.admin);
    await openHash(page, '#/exhibitorSelfService/information');
    await page.getByRole('link', { name: '楣板（展位门头）' }).click();
    await waitForHashPath(page, '/exhibitorSelfService/information/manualAll/board');
    await page.getByRole('heading', { name: '楣板（展位门头）', level: 1 }).waitFor();
    await page.getByText('还剩 2 天').waitFor();
    await page.getByTestId('manual-text').getByText('每个标准展位一块楣板').waitFor();

    const big = page.getByRole('region', { name: '展位 A1-101 楣板（18 m²）' });
    expect(await big.getByLabel(/^中文楣板文字/).inputValue()).toBe('示范电子');
    await big.getByLabel(/^英文楣板文字/).fill('Demo Electronics');
    await big.getByLabel(/^再次输入英文楣板文字/).fill('Demo Electronic');
    await big.getByRole('button', { name: '提交楣板' }).click();
    await big.getByText('两次输入的楣板文字不一致').waitFor();
    expect(await big.getByLabel(/^再次输入英文楣板文字/).getAttribute('aria-invalid')).toBe('true');
    await big.getByLabel(/^再次输入英文楣板文字/).fill('Demo Electronics');
    await big.getByLabel(/^层板（件）/).fill('19');
    await big.getByLabel(/^挂杆/).fill('2');
    await big.getByRole('button', { name: '提交楣板' }).click();
    await big.getByText('层板与挂杆的免费总数超出展位面积允许的上限').waitFor();
    await big.getByText('免费层板与挂杆合计最多 20 件').waitFor();
    await big.getByLabel(/^挂杆/).fill('1');
    await saveScreenshot(page, 'exhibitor-manual-board-errors-zh');

    await big.getByRole('button', { name: '保存草稿' }).click();
    await big.getByRole('status').filter({ hasText: '展位 A1-101 的楣板草稿已保存。' }).waitFor();
    await page.reload();
    const again = page.getByRole('region', { name: '展位 A1-101 楣板（18 m²）' });
    await again.locator('.fp-exm-part__state').filter({ hasText: /^草稿$/ }).waitFor();
    expect(await again.getByLabel(/^再次输入英文楣板文字/).inputValue()).toBe('Demo Electronics');
    expect(await again.getByLabel(/^挂杆/).inputValue()).toBe('1');

    await again.getByRole('button', { name: '提交楣板' }).dblclick();
    await again.getByRole('status').filter({ hasText: '展位 A1-101 的楣板已提交。' }).waitFor();
    const handedIn = saves.filter((s) => !s.draft);
    expect(handedIn.length).toBeGreaterThan(0);
    expect(new Set(handedIn.map((s) => s.key)).size).toBe(1);
    await again.locator('.fp-exm-part__state').filter({ hasText: /^已提交$/ }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-manual-board-zh');

    // the other booth on its own page (manualPart), with the print-size warning for a long text
    await page.getByRole('link', { name: '只填写 A1-102' }).click();
    await page.getByRole('heading', { name: '楣板（展位门头）（单项）', level: 1 }).waitFor();
    const small = page.getByRole('region', { name: '展位 A1-102 楣板（9 m²）' });
    await small.getByLabel(/^中文楣板文字/).fill('示范电子有限公司上海分公司展示中心');
    await small.getByText(/中文文字按印刷尺寸约 3\.4 米，超出楣板可印宽度 2\.8 米/).waitFor();
    await saveScreenshot(page, 'exhibitor-manual-part-warning-zh');
    await small.getByLabel(/^中文楣板文字/).fill('示范电子');
    await small.getByLabel(/^再次输入中文楣板文字/).fill('示范电子');
    await small.getByLabel(/^英文楣板文字/).fill('Demo Electronics');
    await small.getByLabel(/^再次输入英文楣板文字/).fill('Demo Electronics');
    await small.getByLabel(/^层板（件）/).fill('6');
    await small.getByLabel(/^挂杆/).fill('4');
    await small.getByLabel('洽谈桌椅（套）').selectOption('2');
    await small.getByRole('button', { name: '提交楣板' }).click();
    await small.getByRole('status').filter({ hasText: '展位 A1-102 的楣板已提交。' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-manual-part-zh');

    // an overdue section: closed
    await openHash(page, '#/exhibitorSelfService/information/manualAll/security');
    await page.getByRole('heading', { name: '安全承诺书', level: 1 }).waitFor();
    await page.getByRole('alert').filter({ hasText: '信息提交已关闭' }).first().waitFor();
    expect(await page.getByRole('button', { name: '提交' }).count()).toBe(0);
  });

  it('fills a fascia in English inside WeChat, the mismatch told in English', async () => {
    const { page } = await journey.phones.newPhone('wechat');
    await logIn(page, P.admin);
    await switchLanguageToEnglish(page);
    await openHash(page, '#/exhibitorSelfService/information/manualAll/board');
    await page.getByRole('heading', { name: 'Fascia board', level: 1 }).waitFor();
    await page.getByTestId('manual-text').getByText('Every standard booth has one fascia board').waitFor();
    const small = page.getByRole('region', { name: 'Booth A1-102 fascia (9 m²)' });
    await small.getByLabel(/^Fascia text in Chinese/).fill('示范电子');
    await small.getByLabel(/^Chinese fascia text again/).fill('示范电子');
    await small.getByLabel(/^Fascia text in English/).fill('Demo Electronics');
    await small.getByLabel(/^English fascia text again/).fill('Demo Elec');
    await small.getByLabel(/^Shelves/).fill('10');
    await small.getByLabel(/^Hanging rods/).fill('1');
    await small.getByRole('button', { name: 'Submit fascia' }).click();
    await small.getByText('The two fascia texts do not match').waitFor();
    await small.getByText('Shelves and hanging rods exceed the free total for this booth size').waitFor();
    await small.getByText(/up to 10 shelves and hanging rods together/).waitFor();
    await saveScreenshot(page, 'exhibitor-manual-board-errors-en');
    await small.getByLabel(/^English fascia text again/).fill('Demo Electronics');
    await small.getByLabel(/^Hanging rods/).fill('0');
    await small.getByRole('button', { name: 'Submit fascia' }).click();
    await small.getByRole('status').filter({ hasText: 'The fascia of booth A1-102 is submitted.' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-manual-board-en');
  });

  it('tells the raw-space company it has no fascia, with the ways on', async () => {
    const { page } = await journey.phones.newPhone('plain');
    await logIn(page, P.rawSpace);
    await openHash(page, '#/exhibitorSelfService/information/manualAll/board');
    await page.getByRole('heading', { name: '光地展位没有楣板，无需填写' }).waitFor();
    await page.getByRole('link', { name: /个人中心/ }).first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-manual-raw-space-zh');
  });
});

describe('the company form', () => {
  it('is completed by 13800000201 (a 9 KB logo and a bad credit code refused first), and the onboarding moves on to the review', async () => {
    const { page } = await journey.phones.newPhone('plain');
    await logIn(page, P.formIncomplete);
    await openHash(page, '#/exhibitorSelfService/formInfoWap');
    await page.getByRole('heading', { name: '完善公司信息', level: 1 }).waitFor();
    expect(await page.getByLabel(/^公司全称/).inputValue()).toBe('待审科技有限公司');
    await page.getByRole('radiogroup', { name: /企业规模/ }).getByText('20–99人').waitFor();
    await page.getByLabel(/^统一社会信用代码/).fill('123');
    await page.getByLabel(/^联系人/).fill('魏填表');
    await page.getByLabel(/^联系电话/).fill('13800000201');
    await page.getByRole('radiogroup', { name: /企业规模/ }).getByText('20–99人').click();
    // a 9 KB logo is refused by the logo rules (10 KB–1 MB), nothing typed lost
    await page.getByRole('group', { name: /公司标志/ }).locator('input[type="file"]').setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: Buffer.alloc(9 * 1024, 7) });
    await page.getByText('文件太小').first().waitFor();
    await page.getByRole('button', { name: '提交公司信息' }).click();
    expect(await page.getByLabel(/^统一社会信用代码/).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel(/^联系人/).inputValue()).toBe('魏填表');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-company-form-zh');
    await page.getByLabel(/^统一社会信用代码/).fill('91310000MA1FL4CT3U');
    await page.getByRole('button', { name: '提交公司信息' }).dblclick();
    await waitForHashPath(page, '/exhibitorSelfService/auditing');
    await page.getByRole('heading', { name: '参展申请审核中', level: 1 }).waitFor();
  });

  it('reads in English inside WeChat', async () => {
    const { page } = await journey.phones.newPhone('wechat');
    await logIn(page, P.formIncomplete);
    await switchLanguageToEnglish(page);
    await openHash(page, '#/exhibitorSelfService/formInfoWap');
    await page.getByRole('heading', { name: 'Company information', level: 1 }).waitFor();
    await page.getByRole('radiogroup', { name: /Company size/ }).getByText('20–99 people').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-company-form-en');
  });
});
