// The company's people across pass types (issue 31, design exhibitor.md §2.4 /personnel, the part built
// so far): 龚人事 (13800000214) of dept-1008 reads its 200 people 20 at a time, loads more, and finds one by
// passport number; then in English inside WeChat. axe and screenshots in both languages.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginBySms, switchLanguageToEnglish } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';

const journey = useAppJourney();
const ADMIN = '13800000214';

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);

async function logIn(page: Page): Promise<void> {
  await loginBySms(page, journey.server, ADMIN, { registerType: 'exhibitorDept' });
  const left = () => page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
  // On a slow machine the login page may settle after the harness typed the mobile, emptying it: type again.
  await left().catch(async () => {
    await page.getByLabel('手机号码').fill(ADMIN);
    await page.getByRole('button', { name: '登录 / 注册' }).click();
    await left();
  });
}

describe('the company’s people', () => {
  it('reads 200 people 20 at a time and finds one by passport number', async () => {
    const { page } = await journey.phones.newPhone('plain');
    await logIn(page);
    await openHash(page, '#/personnel');
    await page.getByRole('heading', { name: '人员管理', level: 1 }).waitFor();
    const list = page.getByRole('list', { name: '全部人员（200）' });
    await list.waitFor();
    expect(await list.locator(':scope > li').count()).toBe(20);
    await page.getByText('已显示 20 / 200 人').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-personnel-zh');

    await page.getByRole('button', { name: '加载更多' }).click();
    await page.getByText('已显示 40 / 200 人').waitFor();
    expect(await list.locator(':scope > li').count()).toBe(40);

    await page.getByRole('searchbox', { name: '按姓名、手机或证件号查找' }).fill('E80000020');
    await page.keyboard.press('Enter');
    const found = page.getByRole('list', { name: '“E80000020”的查找结果（1）' });
    await found.waitFor();
    await found.getByText('护照：E80**0020').waitFor();
    await found.getByText('证件：布展证').waitFor();
    expect(page.url()).toContain('q=E80000020');
  });

  it('reads in English inside WeChat', async () => {
    const { page } = await journey.phones.newPhone('wechat');
    await logIn(page);
    await switchLanguageToEnglish(page);
    await openHash(page, '#/personnel');
    await page.getByRole('heading', { name: 'People', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Everyone (200)' }).waitFor();
    await page.getByText('Pass: Build-up pass').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-personnel-en');
  });
});
