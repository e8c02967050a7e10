// The programme as a conference-goer opens it on the day (issue 29), at a fixed time of day: the server's
// clock starts at 10:40 Beijing time, so the programme opens on today, "now" falls after the sessions
// that started and before those to come, ended sessions say so, cards name their speakers, and a session
// that clashes with the attendee's sign-up (the open forum, 10:10–12:10) says so before it is tapped —
// zh (plain) and en (WeChat), axe clean.
import { SEED } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginBySms, switchLanguageToEnglish } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { entryLink } from './harness/app-server';
import { clockStartingAt, useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const BEIJING = 8 * 60 * MINUTE;
/** Tomorrow 10:40 Beijing time: a fixed time of day, on a date inside the demo exhibition's run. */
const tomorrowMidnight = Math.floor((Date.now() + BEIJING) / DAY) * DAY - BEIJING + DAY;
const FIXED_NOW = tomorrowMidnight + 10 * 60 * MINUTE + 40 * MINUTE;
const todayTab = new Date(FIXED_NOW + BEIJING).toISOString().slice(5, 10);

const journey = useAppJourney({ now: clockStartingAt(FIXED_NOW) });
const { conferenceAttendee } = SEED.phones;

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);

async function logIn(page: Page): Promise<void> {
  // The login screen settles before it is typed into (a form filled while the entry still loads is reset).
  await page.goto(entryLink(journey.server, {}, '/registration'));
  await page.waitForLoadState('networkidle');
  await loginBySms(page, journey.server, conferenceAttendee);
  await page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
}

/** The texts of the list's items in order: each session's title and time state, and the now marker. */
async function listOrder(page: Page): Promise<string[]> {
  return page.locator('#fp-cf-count ~ ul > li').evaluateAll((items) => items.map((item) => item.textContent ?? ''));
}

describe('the programme on the day', () => {
  it('opens on today with now between the sessions that started and those to come, ended ones saying so, speakers named and a clash said before the tap', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page);
    await openHash(page, '#/meetingSchedule');
    const days = page.getByRole('navigation', { name: '按日期查看' });
    await days.getByRole('link', { name: `${todayTab} 今天` }).waitFor();
    expect(await days.getByRole('link', { name: `${todayTab} 今天` }).getAttribute('aria-current')).toBe('page');
    const count = Number((await page.getByText(/^共 \d+ 场会议$/).textContent())?.match(/\d+/)?.[0]);
    expect(count).toBeGreaterThan(60);
    expect(count).toBeLessThan(100);

    const now = page.getByText(/^现在 10:4\d/);
    await now.waitFor();
    const order = await listOrder(page);
    const at = order.findIndex((text) => text.startsWith('现在'));
    expect(at).toBeGreaterThan(0);
    expect(order.slice(0, at).every((text) => text.includes('已结束') || text.includes('进行中'))).toBe(true);
    expect(order.slice(at + 1).every((text) => text.includes('未开始'))).toBe(true);
    expect(order[0]).toContain('已结束');
    expect(order[0]).toMatch(/嘉宾：\S/);

    // The 11:00 sessions overlap the open forum the attendee signed up for: the card says so.
    const clash = page.getByRole('article').filter({ hasText: '与已报名的「开放论坛：与展商面对面」时间冲突' });
    await clash.first().waitFor();
    expect(await clash.first().textContent()).toContain('11:00');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'conference-programme-today-zh');

    // Every day stays one tap away, and the address keeps it across a reload.
    await days.getByRole('link', { name: '全部日期' }).click();
    await page.getByText(/^共 2\d\d 场会议$/).waitFor();
    await page.reload();
    await page.getByText(/^共 2\d\d 场会议$/).waitFor();
    expect(await days.getByRole('link', { name: '全部日期' }).getAttribute('aria-current')).toBe('page');
    await context.close();
  });

  it('reads the same in English in WeChat, in the time-node layout too', async () => {
    const { context, page } = await journey.phones.newPhone('wechat');
    await logIn(page);
    await switchLanguageToEnglish(page);
    await openHash(page, '#/meetingSchedule');
    await page.getByRole('navigation', { name: 'By day' }).getByRole('link', { name: `${todayTab} Today` }).waitFor();
    await page.getByText(/^Now 10:4\d/).waitFor();
    await page.getByText('Clashes with “Open floor: meet the exhibitors”, which you signed up for').first().waitFor();
    expect((await listOrder(page))[0]).toMatch(/Speakers: \S/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'conference-programme-today-en');

    await openHash(page, '#/meetingScheduleNodeMode');
    await page.getByText(/^Now 10:4\d/).waitFor();
    await page.getByRole('heading', { name: `${todayTab} 09:00`, level: 2 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'conference-programme-today-node-en');
    await context.close();
  });
});
