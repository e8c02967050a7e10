// A speaker's "my talks" (issue 29, conference-goers) in Chromium against the contract server: 欧阳明
// (13800000131, speaker sp-001 of the seeds) finds "我的演讲" in the personal centre with the next talk's
// time and room, and opens all five talks (to come first, then the ended ones), each with its day, time
// and room — zh in a plain browser, en inside WeChat; an attendee who speaks at none sees no such entry
// and the talks view tells them so. 375 px, axe clean, screenshots.
import { SEED } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginBySms, switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';

const journey = useAppJourney();
const { conferenceGuest, conferenceAttendee } = SEED.phones;
const C = SEED.conference;

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);

async function logIn(page: Page, phone: string): Promise<void> {
  await loginBySms(page, journey.server, phone);
  await page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
}

/** The talks listed under a heading of the talks view, by session id. */
const talksUnder = (page: Page, heading: string) =>
  page.getByRole('region', { name: heading }).locator('li[data-talk]').evaluateAll((items) => items.map((item) => item.getAttribute('data-talk')));

describe('a speaker', () => {
  it('finds "my talks" in the personal centre with the next talk, and opens all of them with their rooms and times (zh, plain)', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, conferenceGuest);
    await openHash(page, '#/user-center');
    const entry = page.getByRole('navigation', { name: '我的演讲' });
    await entry.waitFor();
    await entry.getByText(/^下一场：.+，\d{4}-\d{2}-\d{2} \d{2}:\d{2}–(\d{4}-\d{2}-\d{2} )?\d{2}:\d{2}（北京时间），.+$/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'conference-talks-entry-zh');

    await entry.getByRole('link', { name: '查看我的演讲（5 场）' }).click();
    await waitForHashPath(page, '/conference/mySchedule');
    const heading = page.getByRole('heading', { name: '我的演讲', level: 1 });
    await heading.waitFor();
    expect(await heading.evaluate((h) => h === document.activeElement)).toBe(true);
    await page.getByText('欧阳明，您在本届会议有 5 场演讲。').waitFor();
    const toCome = await talksUnder(page, '即将进行');
    const ended = await talksUnder(page, '已结束');
    expect([...toCome, ...ended].sort()).toEqual([C.attendedSessionId, C.ongoingSessionId, C.tomorrowSessionId, C.openSessionId, C.reviewSessionId].sort());
    expect(ended).toContain(C.attendedSessionId);
    expect(toCome).toContain(C.tomorrowSessionId);
    // The first talk to come is marked as the next; every card says its day and time and its room.
    const first = page.getByRole('region', { name: '即将进行' }).locator('li[data-talk]').first();
    await first.getByText('下一场', { exact: true }).waitFor();
    const facts = await page.locator('li[data-talk] .fp-item__facts').evaluateAll((lists) => lists.map((list) => list.textContent ?? ''));
    expect(facts).toHaveLength(5);
    expect(facts.every((text) => /\d{4}-\d{2}-\d{2} \d{2}:\d{2}–\d{2}:\d{2}/.test(text))).toBe(true);
    await page.getByRole('link', { name: '查看我的嘉宾主页' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'conference-talks-zh');
    await context.close();
  });

  it('reads the same in English inside WeChat', async () => {
    const { context, page } = await journey.phones.newPhone('wechat');
    await logIn(page, conferenceGuest);
    await switchLanguageToEnglish(page);
    const entry = page.getByRole('navigation', { name: 'My talks' });
    await entry.getByText(/^Next: .+, \d{4}-\d{2}-\d{2} \d{2}:\d{2}–(\d{4}-\d{2}-\d{2} )?\d{2}:\d{2} \(China Standard Time\), .+$/).waitFor();
    await entry.getByRole('link', { name: 'See my talks (5)' }).click();
    await page.getByRole('heading', { name: 'My talks', level: 1 }).waitFor();
    await page.getByText('Ouyang Ming, you give 5 talks at this conference.').waitFor();
    await page.getByRole('region', { name: 'To come' }).waitFor();
    await page.getByRole('region', { name: 'Ended' }).getByText('Ended', { exact: true }).first().waitFor();
    expect(await page.locator('li[data-talk]').count()).toBe(5);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'conference-talks-en');
    await context.close();
  });
});

describe('someone who speaks at none', () => {
  it('has no "my talks" in the personal centre, and the talks view says they are no speaker with the way to the programme', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, conferenceAttendee);
    await openHash(page, '#/user-center');
    await page.getByRole('navigation', { name: '会议与活动' }).waitFor();
    // The part asks the server first: give it the time to answer before saying it is absent.
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('navigation', { name: '我的演讲' }).count()).toBe(0);
    await openHash(page, '#/conference/mySchedule?view=talks');
    await page.getByText('您不是本届会议的演讲嘉宾。').waitFor();
    await page.getByRole('link', { name: '查看会议日程' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'conference-talks-none-zh');
    await context.close();
  });
});
