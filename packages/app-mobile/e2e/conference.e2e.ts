// The conference (issue 15): browsing 200+ sessions by day and search, a session and its speaker, the
// sign-up with its clash and full rules, my schedule in every state, the calendar file, side events,
// and signing in at the door in each window state — zh and en, plain and WeChat.
import { SEED } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginBySms, switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { entryLink } from './harness/app-server';
import { useAppJourney } from './harness/journey';
import { auditScreensByHash } from './harness/screen-audit';
import { saveScreenshot } from './harness/screenshots';

const journey = useAppJourney();
const { conferenceAttendee, conferenceGuest } = SEED.phones;
const seeds = SEED.conference;

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);
const signInLink = (which: keyof typeof seeds.signInLinks) => seeds.signInLinks[which].replace('http://127.0.0.1:7700', journey.server.url);

async function logIn(page: Page, phone: string): Promise<void> {
  // The login screen settles before it is typed into (a form filled while the entry still loads is reset).
  await page.goto(entryLink(journey.server, {}, '/registration'));
  await page.waitForLoadState('networkidle');
  await loginBySms(page, journey.server, phone);
  await page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
}

describe('the programme', () => {
  it('pages through 200+ sessions, filters by day and finds a speaker by name, then opens a session and its speaker', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, conferenceAttendee);
    await openHash(page, '#/meetingSchedule?day=all');
    const count = page.getByText(/^共 \d+ 场会议$/);
    await count.waitFor();
    expect(Number((await count.textContent())?.match(/\d+/)?.[0])).toBeGreaterThanOrEqual(200);
    expect(await page.getByRole('article').count()).toBe(20);
    await page.getByRole('button', { name: /加载更多/ }).click();
    await expect.poll(() => page.getByRole('article').count()).toBe(40);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'conference-programme-zh');

    await page.getByRole('navigation', { name: '按日期查看' }).getByRole('link').nth(2).click();
    await page.getByLabel('搜索会议、主题或嘉宾').fill('欧阳明');
    await page.getByRole('button', { name: '搜索' }).click();
    await page.getByText(/^共 [1-9]\d* 场会议$/).waitFor();
    await page.getByRole('article').first().getByRole('link').click();
    await waitForHashPath(page, `/meetingSchedule/details/${(await page.evaluate(() => location.hash.split('/').pop())) ?? ''}`);
    await page.getByRole('heading', { name: '演讲嘉宾' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'conference-session-zh');
    await page.getByRole('link', { name: '欧阳明' }).click();
    await page.getByRole('heading', { name: '欧阳明', level: 1 }).waitFor();
    await page.getByRole('heading', { name: '参与的会议' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'conference-guest-zh');

    // The day, the search and the page survive the back button.
    await page.goBack();
    await page.goBack();
    await page.getByLabel('搜索会议、主题或嘉宾').waitFor();
    expect(await page.getByLabel('搜索会议、主题或嘉宾').inputValue()).toBe('欧阳明');
    await context.close();
  });
});

describe('signing up', () => {
  it('refuses a second session at the same time and a full one, signs up for the rest once, and shows every state in my schedule', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, conferenceAttendee);
    const [first, second] = seeds.clashSessionIds;
    await openHash(page, `#/meetingSchedule/details/${seeds.fullSessionId}`);
    await page.getByText('名额已满').first().waitFor();
    expect(await page.getByRole('button', { name: '报名参加' }).count()).toBe(0);

    await openHash(page, `#/meetingSchedule/details/${first}`);
    const firstTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await openHash(page, `#/meetingSchedule/details/${second}`);
    const secondTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

    await openHash(page, '#/conference/selectConference');
    await page.getByLabel('搜索会议、主题或嘉宾').fill(firstTitle);
    await page.getByRole('button', { name: '搜索' }).click();
    const box = (id: string, title: string) => page.getByRole('checkbox', { name: title }).and(page.locator(`#fp-cf-choose-${id}`));
    await box(first, firstTitle).check();
    await page.getByLabel('搜索会议、主题或嘉宾').fill(secondTitle);
    await page.getByRole('button', { name: '搜索' }).click();
    await page.getByText(`与“${firstTitle}”时间冲突`).waitFor();
    await box(second, secondTitle).click();
    await page.getByRole('alert').filter({ hasText: '时间冲突，不能同时报名' }).waitFor();
    expect(await box(second, secondTitle).isChecked()).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'conference-select-clash-zh');
    await page.getByText('已选择 1 场会议').waitFor();
    await page.getByRole('button', { name: '提交报名' }).dblclick();
    await page.getByText('已提交 1 场会议的报名。').waitFor();
    await page.getByRole('link', { name: firstTitle }).waitFor();
    for (const state of ['审核中', '报名失败', '报名成功']) await page.getByText(state, { exact: true }).first().waitFor();
    for (const state of ['未开始', '进行中', '已结束']) await page.getByText(state, { exact: true }).first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'conference-my-schedule-zh');
    await context.close();
  });
});

describe('side events in my schedule', () => {
  it('lists the side events joined under my schedule, and a place cancelled there leaves it, on the server too', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, conferenceAttendee);
    const joined = journey.server.state.conference.activity(seeds.activityIds.attendeeRegistered);
    if (!joined) throw new Error('the seeded activity is missing');
    await openHash(page, '#/conference/mySchedule');
    const events = page.getByRole('region', { name: '我的活动' });
    await events.getByRole('link', { name: joined.title }).click();
    await page.getByText('您已报名参加此活动。').waitFor();
    await page.getByRole('button', { name: '取消报名' }).click();
    await page.getByText('确定取消这项活动的报名吗？').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'conference-activity-cancel-zh');
    await page.getByRole('group', { name: '确定取消这项活动的报名吗？' }).getByRole('button', { name: '取消报名' }).dblclick();
    await page.getByText('已取消这项活动的报名。').waitFor();
    await page.getByRole('button', { name: '报名参加' }).waitFor();
    expect(journey.server.state.conference.activitySignUps.filter((s) => s.activityId === joined.id)).toHaveLength(0);

    await openHash(page, '#/conference/mySchedule');
    await events.getByText('还没有参加任何活动。').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('signing in at the door', () => {
  it('brings a visitor from the sign-in link through login back to sign in, once, still signed in after a reload; says unknown code, not started, ended and not registered', async () => {
    const { context, page } = await journey.phones.newPhone('wechat');
    await page.goto(signInLink('open'));
    await page.getByRole('link', { name: '登录后签到' }).click();
    await page.getByLabel('手机号码').fill(conferenceAttendee);
    await page.getByLabel('验证码').fill(SEED.code);
    await page.getByText('我已阅读并同意《隐私协议》').click();
    await page.getByText('我已阅读并同意《倡议书》').click();
    await page.getByRole('button', { name: '登录 / 注册' }).click();
    await waitForHashPath(page, '/meetingSignIn');
    await page.getByRole('button', { name: '立即签到' }).dblclick();
    await page.getByText(/^签到成功/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'conference-signed-in-zh');
    // A reload still says signed in, with no button to sign in again.
    await page.reload();
    await page.getByRole('status').filter({ hasText: /^已签到：/ }).waitFor();
    expect(await page.getByRole('button', { name: '立即签到' }).count()).toBe(0);

    // An unknown code: the catalogue's sentence as the heading, no retry, ways on.
    await openHash(page, '#/meetingSignIn?signCodeId=no-such-door');
    await page.getByRole('heading', { name: '签到码无效', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: '重试' }).count()).toBe(0);
    await page.getByRole('link', { name: '我的日程' }).waitFor();
    await page.getByRole('link', { name: '会议日程' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'conference-sign-in-unknown-zh');

    await page.goto(signInLink('notStarted'));
    await page.getByText('签到尚未开始').waitFor();
    await page.goto(signInLink('ended'));
    await page.getByText('签到已结束').waitFor();
    await saveScreenshot(page, 'conference-sign-in-ended-zh');
    await context.close();

    const guest = await journey.phones.newPhone('plain');
    await logIn(guest.page, conferenceGuest);
    await guest.page.goto(signInLink('open'));
    await guest.page.getByRole('button', { name: '立即签到' }).click();
    await guest.page.getByText('您没有报名这场会议或报名未通过，无法签到。').waitFor();
    await guest.context.close();
  });
});

describe('after login', () => {
  it('lands a conference attendee where the exhibition\'s conference flow says, and a conferenceActivity link on the side events', async () => {
    const exhibition = journey.server.state.exhibition('demo');
    const attendee = journey.server.state.users.find((user) => user.phone === conferenceAttendee);
    if (!exhibition || !attendee) throw new Error('the demo seeds are missing');
    // selectConference, signed up: the letter with a ticket, else the personal centre.
    const first = await journey.phones.newPhone('plain');
    await logIn(first.page, conferenceAttendee);
    await waitForHashPath(first.page, attendee.isHaveTicket === 1 ? '/confirmation' : '/user-center');
    expect(
      await auditScreensByHash(first.page, [
        ['#/meetingScheduleNodeMode', '会议日程', 'conference-programme-node-zh'],
        ['#/guest', '演讲嘉宾', 'conference-guests-zh'],
        ['#/conference/activity/myactivity', '我的活动', 'conference-my-activities-zh'],
        [`#/user-center/activityDetail?id=${seeds.activityIds.open}`, '活动详情', 'conference-activity-zh'],
        [`#/meetingSignIn?signCodeId=${seeds.signCodes.open}`, '会议签到', 'conference-sign-in-zh'],
      ]),
    ).toEqual({});
    await first.page.goto(entryLink(journey.server, { registrationSource: 'conferenceActivity' }, '/'));
    await waitForHashPath(first.page, '/conference/activity/list');
    await first.context.close();

    // The activity flow: a signed-up attendee lands on their own activities.
    exhibition.functionConfig.conferenceFlow = 'activity';
    const second = await journey.phones.newPhone('wechat');
    await logIn(second.page, conferenceAttendee);
    await waitForHashPath(second.page, '/conference/activity/myactivity');
    await second.context.close();
  });
});

describe('in English', () => {
  it('shows the time-node programme, the speakers, joins a side event, and adds a session to the calendar', async () => {
    const { context, page } = await journey.phones.newPhone('wechat');
    await logIn(page, conferenceAttendee);
    await switchLanguageToEnglish(page);
    expect(
      await auditScreensByHash(page, [
        ['#/meetingScheduleNodeMode', 'Conference programme', 'conference-programme-node-en'],
        ['#/guest', 'Speakers', 'conference-guests-en'],
        ['#/conference/selectConferenceNodeMode', 'Choose sessions', 'conference-select-node-en'],
        ['#/conference/mySchedule', 'My schedule', 'conference-my-schedule-en'],
        ['#/conference/activity/list', 'Side events', 'conference-activities-en'],
        ['#/conference/activity/myactivity', 'My events', 'conference-my-activities-en'],
        [`#/guest/details/${seeds.speakerId}`, 'Ouyang Ming', 'conference-guest-en'],
        [`#/meetingSignIn?signCodeId=${seeds.signCodes.notStarted}`, 'Session sign-in', 'conference-sign-in-en'],
        [`#/meetingSchedule/details/${seeds.openSessionId}`, journey.server.state.conference.session(seeds.openSessionId)?.titleEn ?? '', 'conference-session-en'],
      ]),
    ).toEqual({});

    // WeChat saves no download: the server's .ics at a signed address, to open in the browser, copy or mail
    // (the plain browser's download: wechat-keep-and-forward.e2e.ts).
    await page.getByRole('button', { name: 'Add to my calendar' }).click();
    await page.getByRole('heading', { name: `Keep the file: session-${seeds.openSessionId}.ics` }).waitFor();
    const address = await page.getByRole('textbox', { name: /^File link/ }).inputValue();
    const text = await (await fetch(address)).text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain(`UID:fairpass-session-${seeds.openSessionId}`);
    // The hall with its address, and a reminder 15 minutes before (lines unfolded).
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toMatch(/\r\nLOCATION:[^\r]*National Exhibition and Convention Center/);
    expect(unfolded).toContain('BEGIN:VALARM\r\nACTION:DISPLAY');
    expect(unfolded).toContain('TRIGGER:-PT15M');
    expect(await page.getByText('The calendar file is ready', { exact: false }).count()).toBe(0);

    await openHash(page, `#/user-center/activityDetail?id=${seeds.activityIds.open}`);
    await page.getByRole('button', { name: 'Join' }).dblclick();
    await page.getByText('You have joined this event.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'conference-activity-joined-en');
    await openHash(page, `#/user-center/activityDetail?id=${seeds.activityIds.full}`);
    await page.getByText('Full').first().waitFor();
    expect(await page.getByRole('button', { name: 'Join' }).count()).toBe(0);
    await context.close();
  });
});
