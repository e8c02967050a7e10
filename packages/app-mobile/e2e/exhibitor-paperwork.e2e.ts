// Handing in the paperwork on time (issue 30, design exhibitor.md §5.1 journey 2, its first part): 陈展商
// (13800000005) finds the to-dos in the company card sorted by deadline, the fascia due in 2 days first;
// the paperwork page lists every material most urgent first on the server clock — due soon, open,
// closed (the safety pledge closed yesterday: "信息提交已关闭"), then what is handed in — in Chinese in a
// plain browser and in English inside WeChat; a products-only login is told the exhibitor has not opened
// the permission, with the ways on. axe-checked and screenshotted in both languages.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { logInAsExhibitor } from './journeys/exhibitor-login.steps';
import { tabAndPress } from './harness/keyboard';
import { saveScreenshot } from './harness/screenshots';

const journey = useAppJourney();
const P = { admin: '13800000005', productsOnly: '13800000206' };

const logIn = (page: Page, phone: string, registerType?: string) => logInAsExhibitor(page, journey.server, phone, registerType);

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);

/** The materials' titles in the order the list shows them. */
const titlesOf = (page: Page) => page.getByRole('list', { name: /参展资料及截止时间|Paperwork and deadlines/ }).locator('.fp-ex-material__title').allTextContents();

describe('handing in the paperwork on time', () => {
  it('shows the to-dos by deadline in the company card, and every material most urgent first', async () => {
    const { page } = await journey.phones.newPhone('plain');
    await logIn(page, P.admin);
    const todos = page.getByRole('region', { name: '待办（按截止时间）' });
    await todos.getByTestId('material-board').getByText('还剩 2 天').waitFor();
    expect(await todos.locator('.fp-ex-material__title').allTextContents()).toEqual(['楣板（展位门头）', '搭建申报']);
    await saveScreenshot(page, 'exhibitor-home-todos-zh');

    expect(await tabAndPress(page, todos.getByRole('link', { name: '查看全部参展资料' }))).toBe(true);
    await waitForHashPath(page, '/exhibitorSelfService/information');
    await page.getByRole('heading', { name: '参展资料', level: 1 }).waitFor();
    expect(await titlesOf(page)).toEqual(['楣板（展位门头）', '搭建申报', '安全承诺书', '运输须知回执', '会刊信息', '公司标志']);
    const security = page.getByTestId('material-security');
    await security.getByText('已截止').waitFor();
    await security.getByText('信息提交已关闭，如需补交请联系主办方。').waitFor();
    await page.getByTestId('material-board').getByText(/草稿未提交/).waitFor();
    await page.getByTestId('material-journal').getByText('已通过').waitFor();
    // Whether the organiser requires each one; the transport receipt is the optional one.
    await page.getByTestId('material-transport').getByText(/^选交 · 截止：/).waitFor();
    await page.getByTestId('material-board').getByText(/^必交 · 截止：/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-information-zh');

    // the deadline calendar: every deadline on one list, bookings too, and all of them in one .ics file
    const calendar = page.getByRole('region', { name: '截止日历' });
    const rows = calendar.getByRole('list', { name: '全部截止时间' }).getByRole('listitem');
    expect(await rows.count()).toBeGreaterThan(8);
    await calendar.getByText(/^展位服务预订 · 截止：/).first().waitFor();
    await calendar.getByText(/^广告预订 · 截止：/).first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), calendar.getByRole('button', { name: '全部加入我的日历' }).click()]);
    expect(download.suggestedFilename()).toBe('exhibitor-deadlines.ics');
    const ics = readFileSync(await download.path(), 'utf8').replace(/\r\n /g, '');
    const events = (ics.match(/BEGIN:VEVENT/g) ?? []).length;
    expect(events).toBeGreaterThan(5);
    expect((ics.match(/BEGIN:VALARM/g) ?? []).length).toBe(events * 2);
    expect(ics).toContain('截止：楣板（展位门头）');
    expect(ics).not.toContain('安全承诺书');
    await calendar.getByText('日历文件已生成：每项截止前 3 天和 1 天提醒。').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-deadline-calendar-zh');
  });

  it('reads the same list in English inside WeChat', async () => {
    const { page } = await journey.phones.newPhone('wechat');
    await logIn(page, P.admin);
    await switchLanguageToEnglish(page);
    await page.getByRole('region', { name: 'My exhibiting' }).getByRole('link', { name: 'Exhibitor paperwork' }).click();
    await page.getByRole('heading', { name: 'Exhibitor paperwork', level: 1 }).waitFor();
    expect(await titlesOf(page)).toEqual(['Fascia board', 'Stand build-up declaration', 'Safety pledge', 'Transport form', 'Catalogue entry', 'Company logo']);
    await page.getByTestId('material-board').getByText('2 days left').waitFor();
    await page.getByTestId('material-security').getByText('Submission of information is closed', { exact: false }).waitFor();
    await page.getByTestId('material-transport').getByText(/^Optional · Deadline: /).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-information-en');
    // Every row opens where it is handed in: the catalogue entry's, from its row, by keyboard.
    expect(await tabAndPress(page, page.getByTestId('material-journal').getByRole('link', { name: 'Catalogue entry' }))).toBe(true);
    await page.getByRole('heading', { name: 'Catalogue entry', level: 1 }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Exhibitor paperwork', level: 1 }).waitFor();

    // inside WeChat no download: the server's .ics at a signed address, to open in the browser or copy
    const calendar = page.getByRole('region', { name: 'Deadline calendar' });
    await calendar.getByRole('button', { name: 'Add all to my calendar' }).click();
    await page.getByRole('heading', { name: 'Keep the file: exhibitor-deadlines.ics' }).waitFor();
    expect(await page.locator('a[download]').count()).toBe(0);
    await page.getByRole('button', { name: 'Open in the browser' }).waitFor();
    await page.getByRole('button', { name: 'Copy link' }).waitFor();
    const address = await page.getByRole('textbox', { name: /^File link/ }).inputValue();
    const ics = (await (await fetch(address)).text()).replace(/\r\n /g, '');
    expect(ics).toContain('SUMMARY:Deadline: Fascia board');
    expect(ics).toContain('TRIGGER:-PT4260M');
    expect(ics).toContain('TRIGGER:-PT1380M');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-deadline-calendar-wechat-en');
  });

  it('tells a products-only login the exhibitor has not opened the permission, with the ways on', async () => {
    const { page } = await journey.phones.newPhone('plain');
    await logIn(page, P.productsOnly, 'exhibitor_product');
    await openHash(page, '#/exhibitorSelfService/information');
    await page.getByRole('alert').filter({ hasText: '该展商尚未开通此权限' }).waitFor();
    await page.getByRole('navigation').getByRole('link', { name: /个人中心/ }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-information-refused-zh');
  });
});
