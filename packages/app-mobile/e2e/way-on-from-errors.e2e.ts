// A way on from every error (issue 27): a record that is not there (a session, a speaker, a news item, a
// traceability channel, an order, a ticket — these two also offer to buy tickets, issue 28), a read cut off by the network and /payTransition without an
// order each say what happened as the page's heading (where the keyboard starts) and offer the area's list
// and the personal centre, real links that lead there; "try again" only for the network fault, and it
// works once the fault is cleared — in Chinese and English. Times say their zone on a session and on an
// order's deadline.
import { RC, SEED } from '@fairpass/test-fixtures';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hashPathOf, loginBySms, switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';

const journey = useAppJourney();
// An approved visitor with an unpaid order: lands on the personal centre, has orders and a deadline.
const visitor = SEED.phones.unpaidOrder;

type Language = 'zh' | 'en';
const WORDS = {
  zh: { waysOn: '接下来可以去', userCenter: '个人中心', retry: '重试', notLoaded: '内容没有加载出来', network: /网络请求异常/, zone: '（北京时间）' },
  en: { waysOn: 'Where to go from here', userCenter: 'Personal centre', retry: 'Try again', notLoaded: 'This did not load', network: /network/i, zone: ' (China Standard Time)' },
} as const;

interface Missing {
  readonly what: string;
  readonly hash: string;
  readonly heading: Readonly<Record<Language, string>>;
  readonly list: { readonly path: string; readonly name: Readonly<Record<Language, string>> };
  /** A way on of the screen's own, between the list and the personal centre (an order's or ticket's: buy tickets, issue 28). */
  readonly also?: Readonly<Record<Language, string>>;
}

const BUY_TICKETS = { zh: '购买门票', en: 'Buy tickets' } as const;

const MISSING: readonly Missing[] = [
  { what: 'session', hash: '/meetingSchedule/details/ms-no-such-session', heading: { zh: '会议不存在', en: 'Session not found' }, list: { path: '/meetingSchedule', name: { zh: '会议日程', en: 'Conference programme' } } },
  { what: 'speaker', hash: '/guest/details/sp-no-such-speaker', heading: { zh: '嘉宾不存在', en: 'Speaker not found' }, list: { path: '/guest', name: { zh: '演讲嘉宾', en: 'Speakers' } } },
  { what: 'news item', hash: '/news/details/news-no-such-item', heading: { zh: '资讯不存在', en: 'News item not found' }, list: { path: '/news', name: { zh: '展会新闻', en: 'News' } } },
  { what: 'traceability channel', hash: '/source/details/ZZZZ', heading: { zh: '找不到这个溯源渠道', en: 'This traceability channel could not be found.' }, list: { path: '/source', name: { zh: '溯源渠道', en: 'Traceability channels' } } },
  { what: 'order', hash: '/order/1907000000000009999', heading: { zh: '订单不存在', en: 'Order not found' }, list: { path: '/order', name: { zh: '我的订单', en: 'My orders' } }, also: BUY_TICKETS },
  { what: 'ticket', hash: '/wallet/2907000000000009999', heading: { zh: '门票不存在', en: 'Ticket not found' }, list: { path: '/wallet', name: { zh: '我的票夹', en: 'My wallet' } }, also: BUY_TICKETS },
];

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), `#${hash}`);

async function loggedIn(language: Language): Promise<Page> {
  const { page } = await journey.phones.newPhone('plain');
  await loginBySms(page, journey.server, visitor);
  await waitForHashPath(page, '/user-center');
  if (language === 'en') await switchLanguageToEnglish(page);
  return page;
}

const waysOn = (page: Page, language: Language) => page.getByRole('navigation', { name: WORDS[language].waysOn });

/** The error's heading is the page's h1 and has the focus; returns the h1's text. */
/** Resolves once `count` requests to `path` have been cut off from now on. */
function readsCutOff(page: Page, path: string, count: number): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const onFailed = (request: Request) => {
      if (!request.url().includes(path) || ++seen < count) return;
      page.off('requestfailed', onFailed);
      resolve();
    };
    page.on('requestfailed', onFailed);
  });
}

async function focusedHeading(page: Page, name: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1, name, exact: true });
  await heading.waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(name);
  // The page's landmark is named by it.
  expect(await page.getByRole('main', { name }).count()).toBe(1);
}

/** Follows a ways-on link and comes back to the error. */
async function follow(page: Page, language: Language, link: string, path: string, from: string): Promise<void> {
  await waysOn(page, language).getByRole('link', { name: link, exact: true }).click();
  await waitForHashPath(page, path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(hashPathOf(page)).toBe(path);
  await openHash(page, from);
}

describe.each(['zh', 'en'] as const)('in %s', (language) => {
  const words = WORDS[language];

  it('a session, speaker, news item, channel, order or ticket that is not there says so, offers its list and the personal centre, and no retry', async () => {
    const page = await loggedIn(language);
    for (const [index, missing] of MISSING.entries()) {
      await openHash(page, missing.hash);
      await focusedHeading(page, missing.heading[language]);
      const links = waysOn(page, language).getByRole('link');
      expect(await links.allTextContents(), missing.what).toEqual([missing.list.name[language], ...(missing.also ? [missing.also[language]] : []), words.userCenter]);
      expect(await page.getByRole('button', { name: words.retry }).count(), missing.what).toBe(0);
      // Keyboard: the first Tab from the heading reaches the list's link.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent), missing.what).toBe(missing.list.name[language]);
      if (index === 0) expect(await seriousA11yViolations(page)).toEqual([]);
      await saveScreenshot(page, `way-on-${missing.what.replace(/ /g, '-')}-${language}`);

      await follow(page, language, missing.list.name[language], missing.list.path, missing.hash);
      await focusedHeading(page, missing.heading[language]);
      await follow(page, language, words.userCenter, '/user-center', missing.hash);
      await page.getByRole('heading', { level: 1, name: missing.heading[language] }).waitFor();
    }
    await page.context().close();
  });

  it('a read the network cuts off says it did not load, offers a retry that works once the network is back, and the ways on', async () => {
    const page = await loggedIn(language);
    journey.server.faults.set(`GET ${RC}meeting/detail`, { dropAfterCommit: true });
    const hash = `/meetingSchedule/details/${SEED.conference.openSessionId}`;
    await openHash(page, hash);
    await focusedHeading(page, words.notLoaded);
    expect(await page.getByRole('alert').textContent()).toMatch(words.network);
    expect(await waysOn(page, language).getByRole('link').allTextContents()).toEqual([language === 'zh' ? '会议日程' : 'Conference programme', words.userCenter]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, `way-on-offline-${language}`);

    // Still cut off: trying again fails the same way and keeps the ways on. The SDK sends a read three
    // times (two retries) before it gives up: the network comes back only after the third is cut off.
    const cutOff = readsCutOff(page, 'meeting/detail', 3);
    await page.getByRole('button', { name: words.retry }).click();
    await cutOff;
    await page.getByRole('button', { name: words.retry }).waitFor();
    await page.getByRole('heading', { level: 1, name: words.notLoaded }).waitFor();

    journey.server.faults.clear();
    await page.getByRole('button', { name: words.retry }).click();
    // The session itself, with its time in the exhibition's zone.
    const time = page.getByRole('definition').filter({ hasText: words.zone });
    await time.waitFor();
    expect(await time.textContent()).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}–\\d{2}:\\d{2}${words.zone.replace(/[()]/g, '\\$&')}$`));
    expect(await page.getByRole('heading', { level: 1, name: words.notLoaded }).count()).toBe(0);
    expect(await page.getByRole('button', { name: words.retry }).count()).toBe(0);
    await saveScreenshot(page, `way-on-offline-recovered-session-${language}`);
    await page.context().close();
  });

  it('/payTransition without an order does not wait: it says there is no payment to check and offers the orders and the personal centre', async () => {
    const page = await loggedIn(language);
    await openHash(page, '/payTransition');
    const heading = language === 'zh' ? '没有需要确认的支付' : 'There is no payment to check';
    await focusedHeading(page, heading);
    // No spinner, no loading line: nothing is being checked.
    expect(await page.getByRole('status').count()).toBe(0);
    expect(await waysOn(page, language).getByRole('link').allTextContents()).toEqual([language === 'zh' ? '我的订单' : 'My orders', words.userCenter]);
    expect(await page.getByRole('button', { name: words.retry }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, `way-on-pay-transition-no-order-${language}`);
    await follow(page, language, language === 'zh' ? '我的订单' : 'My orders', '/order', '/payTransition');
    await follow(page, language, words.userCenter, '/user-center', '/payTransition');
    await page.context().close();
  });

  it("an unpaid order's deadline and its creation time say their zone", async () => {
    const page = await loggedIn(language);
    await openHash(page, `/order/${SEED.ticketing.unpaidOrderId}`);
    const payBy = page.locator('.fp-letter__row').filter({ hasText: language === 'zh' ? '支付截止' : 'Pay by' }).getByRole('definition');
    await payBy.waitFor();
    expect(await payBy.textContent()).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}${words.zone.replace(/[()]/g, '\\$&')}$`));
    expect(await payBy.locator('time').getAttribute('datetime')).toMatch(/\+08:00$/);
    const created = page.locator('.fp-letter__row').filter({ hasText: language === 'zh' ? '下单时间' : 'Ordered' }).getByRole('definition');
    expect(await created.textContent()).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}${words.zone.replace(/[()]/g, '\\$&')}$`));
    await saveScreenshot(page, `way-on-order-deadline-${language}`);
    await page.context().close();
  });
});
