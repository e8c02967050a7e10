// The shell's focus on a route change and the ways of the login (issue 27), in real Chromium at phone
// size: after an in-app navigation the new screen's heading has the focus (not on the first load), so
// the next Tab starts on that screen; the English login offers the mobile and its SMS code; the group
// leader's bulk bar is one Tab away from the member just ticked, not after the whole page of members.
import { join } from 'node:path';
import { SEED } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginBySms, waitForHashPath } from './after-login/visitor-login';
import { entryLink } from './harness/app-server';
import type { Flavour } from './harness/browser';
import { useAppJourney } from './harness/journey';
import { focusIsVisible, hasFocus } from './harness/keyboard';
import { screenAudit } from './harness/screen-audit';
import { saveScreenshot, SCREENSHOT_DIR } from './harness/screenshots';
import { EN } from './journeys/login-page.steps';

const journey = useAppJourney();
const FLAVOURS: readonly Flavour[] = ['plain', 'wechat'];

/** The screen's heading (the first shown h1 of its main) has the focus. */
const headingHasFocus = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const heading = Array.from(document.querySelectorAll('main h1')).find((element) => element.getClientRects().length > 0);
    return heading !== undefined && document.activeElement === heading;
  });

const waitForHeadingFocus = (page: Page) =>
  page.waitForFunction(
    () => {
      const heading = Array.from(document.querySelectorAll('main h1')).find((element) => element.getClientRects().length > 0);
      return heading !== undefined && document.activeElement === heading;
    },
    undefined,
    { timeout: 20_000 },
  );

describe.each(FLAVOURS)('focus on a route change (%s browser)', (flavour) => {
  it('moves to the new screen’s heading after a tap or a key on a link, not on the first load, and the next Tab is on that screen', async () => {
    const { context, page } = await journey.phones.newPhone(flavour);
    await loginBySms(page, journey.server, SEED.phones.approvedWithTicket);
    await waitForHashPath(page, '/confirmation');

    // A full page load is a first load: the browser's own start, no focus moved. (A goto that changes only
    // the hash is an in-app navigation, hence the reload.)
    await page.goto(entryLink(journey.server, {}, '/user-center'));
    await page.reload();
    await page.getByRole('heading', { name: '个人中心', level: 1 }).waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    // A tap on a link.
    await page.getByRole('link', { name: '展会新闻' }).click();
    await waitForHashPath(page, '/news');
    await waitForHeadingFocus(page);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('展会新闻');
    // The heading is a place to read from, not a control: no ring, no scroll.
    expect(await focusIsVisible(page)).toBe(false);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement) ?? false)).toBe(true);

    // The browser's back button is a navigation too.
    await page.goBack();
    await waitForHashPath(page, '/user-center');
    await waitForHeadingFocus(page);

    // A key on a link.
    await page.getByRole('link', { name: '会议日程' }).focus();
    await page.keyboard.press('Enter');
    await waitForHashPath(page, '/meetingSchedule');
    await waitForHeadingFocus(page);
    await saveScreenshot(page, `route-focus-programme-zh-${flavour}`);
    await context.close();
  });

  it('leaves the focus where a screen put it itself (the member form’s heading when it opens)', async () => {
    const { context, page } = await journey.phones.newPhone(flavour);
    await loginBySms(page, journey.server, SEED.phones.groupLeaderFormed);
    await page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
    await page.evaluate(() => (location.hash = '#/groupManagement'));
    await page.getByRole('heading', { name: '团组管理', level: 1 }).waitFor();
    await page.getByRole('link', { name: '管理成员' }).click();
    await waitForHashPath(page, '/groupManagement/operateList');
    await waitForHeadingFocus(page);
    await page.getByRole('link', { name: '添加成员' }).click();
    const formHeading = page.getByRole('heading', { name: '添加成员', level: 2 });
    await formHeading.waitFor();
    await expect.poll(() => hasFocus(formHeading)).toBe(true);
    expect(await headingHasFocus(page)).toBe(false);
    await context.close();
  });
});

describe('the English login', () => {
  it.each(FLAVOURS)('offers the mobile and its SMS code beside the e-mail (%s browser), and logs the visitor in by it', async (flavour) => {
    const audit = screenAudit();
    const { context, page } = await journey.phones.newPhone(flavour, { locale: 'en-US' });
    await page.goto(entryLink(journey.server, { languageType: 'en' }, '/registration'));
    await page.getByRole('heading', { name: EN.submit }).waitFor({ timeout: 20_000 });
    // The e-mail first (spec §9's English default), the mobile offered.
    expect(await page.getByLabel('E-mail').count()).toBe(1);
    await page.getByRole('button', { name: 'Log in with a mobile number (SMS code)' }).click();
    await page.getByLabel('Mobile number').waitFor();
    expect(await page.getByRole('button', { name: 'Log in with an e-mail code' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Overseas phone? Verify by WhatsApp' }).count()).toBe(1);
    await audit.capture(page, `registration-login-mobile-en-${flavour}`);

    await page.getByLabel('Mobile number').fill(SEED.phones.approvedWithTicket);
    await page.getByLabel(EN.code, { exact: true }).fill(SEED.code);
    await page.getByText(EN.privacy).click();
    await page.getByText(EN.initiative).click();
    await page.getByRole('button', { name: EN.submit }).click();
    await waitForHashPath(page, '/confirmation');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(audit.violations).toEqual({});
    await context.close();
  });
});

describe('the group leader’s bulk bar', () => {
  it('is one Tab and a key away from the member just ticked, and from the top of the list', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await loginBySms(page, journey.server, SEED.phones.groupLeaderForming);
    await waitForHashPath(page, '/groupManagement');
    await page.evaluate(() => (location.hash = '#/groupManagement/operateList'));
    await page.getByRole('heading', { name: '共 1000 人' }).waitFor({ timeout: 20_000 });

    // Tick the fifth member by keyboard, as a keyboard user does.
    const box = page.getByRole('checkbox').nth(4);
    await box.focus();
    await page.keyboard.press('Space');
    expect(await box.isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('button', { name: '跳到批量操作' }).nth(1);
    expect(await hasFocus(skip)).toBe(true);
    expect(await focusIsVisible(page)).toBe(true);
    // The phone's own view of it (a full-page shot of 20 members would be too small to read).
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'groups-members-skip-to-bulk-zh.png') });
    await page.keyboard.press('Enter');
    const bar = page.getByRole('region', { name: '批量操作' });
    expect(await hasFocus(bar)).toBe(true);
    // From the bar, the next Tab is its first control.
    await page.keyboard.press('Tab');
    expect(await hasFocus(page.getByRole('button', { name: '取消选择' }))).toBe(true);

    // From the top of the list: the first skip link comes right after the filters and the page's "select all".
    const topSkip = page.getByRole('button', { name: '跳到批量操作' }).first();
    await page.getByRole('checkbox', { name: /^全选已显示的/ }).focus();
    await page.keyboard.press('Tab');
    expect(await hasFocus(topSkip)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await hasFocus(bar)).toBe(true);
    await context.close();
  });
});
