// The ticket opens at the gate with no network (issue 28 §3, docs/offline-wallet.md). A buyer
// (13800000112, a paid trade visitor pass on an exhibition that rotates codes) opens their wallet once,
// logged in; then, with the phone's network off, a fresh tab or WeChat webview (a new page of the same
// browser: the phone's storage and service worker, a tab's own session) opens the ticket link: the
// wallet and the ticket with a live QR that changes at the step and that the gate accepts, without a
// login. Once the ticket's validity has ended (the phone's clock moved on) it shows no QR; a day later the
// phone has forgotten it (offline, a fresh tab then has nothing to start on). A logout in one tab leaves the next visitor nothing, and a tab still showing
// the kept copy stops at once. Inside WeChat a buyer who logged in by SMS is recognised on the next visit
// through the openid their login bound, without a code, until they log out. zh and en, axe clean.
import { SEED } from '@fairpass/test-fixtures';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginBySms, switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { entryLink } from './harness/app-server';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';
import { workerControls } from './harness/service-worker';
import { gateAccepts, loginOnTicketLink, TICKET_LINK } from './journeys/ticketing.steps';

const journey = useAppJourney();
const buyer = SEED.phones.paidTicket;
const { paidTicketId } = SEED.ticketing;
const TICKET_NAME = { zh: '专业观众通票', en: 'Trade visitor pass' } as const;
const QR = { zh: /入场二维码/, en: /entry QR code/i } as const;
/** What a tab with no login says of the kept copy online, and what any tab says of it offline. */
const KEPT_NOTE = { zh: '这是本机保存的门票，未登录也可出示', en: 'These are the tickets saved on this phone' } as const;
const OFFLINE_NOTE = { zh: '当前离线，显示的是上次保存的门票', en: 'You are offline; this is the ticket as last saved' } as const;
const LOGIN_HEADING = { zh: '登录 / 注册', en: 'Log in / Register' } as const;
/** With no network and nothing kept a fresh tab cannot start the visit (no exhibition config): it says so. */
const NOT_LOADED = '页面加载失败';

/** The ticket link the buyer keeps in a chat: the demo ticket link, opening their ticket. */
const ticketLink = (path = `/wallet/${paidTicketId}`) => entryLink(journey.server, TICKET_LINK, path);

/** The code the ticket's QR shows now. */
const shownCode = async (page: Page, language: 'zh' | 'en') => (await page.getByRole('img', { name: QR[language] }).getAttribute('data-code')) ?? '';

/** What the phone keeps beyond a tab (local storage), as one text. */
const keptOnPhone = (page: Page): Promise<string> =>
  page.evaluate(() => JSON.stringify(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])));

/** The buyer opens the wallet and their ticket once, logged in, and the offline shell is installed. */
async function walletOpenedOnce(flavour: 'plain' | 'wechat', language: 'zh' | 'en' = 'zh'): Promise<{ context: BrowserContext; page: Page }> {
  const phone = await journey.phones.newPhone(flavour, { serviceWorkers: 'allow' });
  await loginOnTicketLink(phone.page, journey.server, buyer, '/ticket-type');
  if (language === 'en') await switchLanguageToEnglish(phone.page);
  await phone.page.evaluate(() => (location.hash = '#/wallet'));
  await phone.page.getByRole('link', { name: TICKET_NAME[language] }).click();
  await phone.page.getByRole('img', { name: QR[language] }).waitFor();
  await workerControls(phone.page);
  return phone;
}

/**
 * A fresh tab (or webview) of the same phone, opening the ticket link with the network off. With
 * `clock`, the tab's clock is one the journey moves on (it runs from the real time until then).
 */
async function freshTabOffline(context: BrowserContext, path?: string, clock = false): Promise<Page> {
  await context.setOffline(true);
  const tab = await context.newPage();
  if (clock) await tab.clock.install();
  await tab.goto(ticketLink(path));
  return tab;
}

/**
 * Says the network state again once the fresh tab shows the app: in Chromium 150 a document a navigation
 * brings in has `navigator.onLine` true under Playwright's offline state, though its requests fail (no
 * phone does that), until the state changes. Said after the screen is up, so the app's start sees none of it.
 */
async function stillOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
  await context.setOffline(true);
}

describe('the ticket at the gate with no network', () => {
  it('opens in a fresh tab with no login: the wallet, and the ticket with a QR that changes at the step and gets in (zh)', async () => {
    const { context, page } = await walletOpenedOnce('plain');
    const token = await page.evaluate(() => sessionStorage.getItem('accessToken') ?? '');
    expect(token).not.toBe('');

    const gate = await freshTabOffline(context, '/wallet', true);
    await gate.getByRole('heading', { level: 1, name: '我的票夹' }).waitFor();
    await stillOffline(context);
    await gate.getByText(OFFLINE_NOTE.zh).waitFor();
    await gate.getByText(/保存于 \d{4}-\d\d-\d\d \d\d:\d\d（北京时间）/).waitFor();
    expect(await gate.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
    expect(await seriousA11yViolations(gate)).toEqual([]);
    await saveScreenshot(gate, 'offline-gate-wallet-zh');

    await gate.getByRole('link', { name: TICKET_NAME.zh }).click();
    await waitForHashPath(gate, `/wallet/${paidTicketId}`);
    const first = await shownCode(gate, 'zh');
    expect(first).toMatch(/^FP2\./);
    expect(gateAccepts(journey.server, first)).toBe(true);
    await gate.getByText(OFFLINE_NOTE.zh).waitFor();
    // From here nothing is changed: no upgrade, no lost-badge report.
    expect(await gate.getByRole('button', { name: '挂失补办' }).count()).toBe(0);
    expect(await seriousA11yViolations(gate)).toEqual([]);
    await saveScreenshot(gate, 'offline-gate-ticket-zh');

    // The QR is live: a step (30 s) later on the phone's clock the next step's code replaces it, and the
    // gate, its clock a step on too, takes that one as well.
    await gate.clock.fastForward(30_000);
    journey.server.advanceClock(30);
    await expect.poll(() => shownCode(gate, 'zh')).not.toBe(first);
    expect(gateAccepts(journey.server, await shownCode(gate, 'zh'))).toBe(true);

    // The phone keeps no credential: no token, no refresh token, no openid.
    const kept = await keptOnPhone(gate);
    expect(kept).not.toContain(token);
    expect(kept).not.toMatch(/accessToken|refreshToken|RefreshToken|openid/);
    await context.close();
  });

  it('opens in a fresh WeChat webview with no network in English, without the openid round trip, and can be removed from the phone', async () => {
    const { context } = await walletOpenedOnce('wechat', 'en');

    const gate = await freshTabOffline(context);
    await gate.getByRole('img', { name: QR.en }).waitFor();
    await stillOffline(context);
    await gate.getByText(OFFLINE_NOTE.en).waitFor();
    expect(gateAccepts(journey.server, await shownCode(gate, 'en'))).toBe(true);
    expect(await gate.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await seriousA11yViolations(gate)).toEqual([]);
    await saveScreenshot(gate, 'offline-gate-ticket-wechat-en');

    await gate.evaluate(() => (location.hash = '#/wallet'));
    await gate.getByRole('heading', { level: 1, name: 'My wallet' }).waitFor();
    await gate.getByRole('link', { name: TICKET_NAME.en }).waitFor();
    expect(await seriousA11yViolations(gate)).toEqual([]);
    await saveScreenshot(gate, 'offline-gate-wallet-en');

    // A shared phone: whoever holds it can take the tickets off it, after saying so.
    await gate.getByRole('button', { name: 'Remove from this phone' }).click();
    const question = gate.getByRole('group', { name: /cannot show these tickets without a network/ });
    await question.waitFor();
    await saveScreenshot(gate, 'offline-gate-remove-en');
    await question.getByRole('button', { name: 'Remove from this phone' }).click();
    await gate.getByRole('heading', { level: 1, name: LOGIN_HEADING.en }).waitFor();
    expect(await keptOnPhone(gate)).not.toContain('fairpass.account.');
    await context.close();
  });

  it('opens in a fresh tab online without a login too, saying so, and a login from there updates it (zh)', async () => {
    const { context } = await walletOpenedOnce('plain');
    const tab = await context.newPage();
    await tab.goto(ticketLink());
    await tab.getByRole('img', { name: QR.zh }).waitFor();
    await tab.getByText(KEPT_NOTE.zh).waitFor();
    expect(await seriousA11yViolations(tab)).toEqual([]);
    await saveScreenshot(tab, 'offline-gate-kept-online-zh');

    await tab.getByRole('link', { name: '登录后更新' }).click();
    await tab.getByRole('heading', { level: 1, name: LOGIN_HEADING.zh }).waitFor();
    await tab.getByLabel('手机号码').fill(buyer);
    await tab.getByLabel('验证码').fill(SEED.code);
    await tab.getByText('我已阅读并同意《隐私协议》').click();
    await tab.getByText('我已阅读并同意《倡议书》').click();
    await tab.getByRole('button', { name: '登录 / 注册' }).click();
    await waitForHashPath(tab, `/wallet/${paidTicketId}`);
    await tab.getByRole('button', { name: '挂失补办' }).waitFor();
    expect(await tab.getByText(KEPT_NOTE.zh).count()).toBe(0);
    await context.close();
  });

  it('shows no QR once the ticket’s validity has ended, and a day later the phone has forgotten it', async () => {
    const { context, page } = await walletOpenedOnce('plain');
    const endTime = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('/wallet.tickets')) ?? '';
      const { tickets } = JSON.parse(localStorage.getItem(key) ?? '{}') as { tickets?: { event?: { endTime?: string } }[] };
      return tickets?.[0]?.event?.endTime ?? '';
    });
    expect(endTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const end = Date.parse(`${endTime.replace(' ', 'T')}+08:00`);
    await context.setOffline(true);

    // The phone's clock a minute after the last day closes (the server's clock is the phone's here).
    const after = await context.newPage();
    await after.clock.install({ time: end + 60_000 });
    await after.goto(ticketLink());
    await after.getByText('此票的有效期已结束于').waitFor();
    expect(await after.getByRole('img', { name: QR.zh }).count()).toBe(0);
    await after.getByText('已过有效期').first().waitFor();
    expect(await seriousA11yViolations(after)).toEqual([]);
    await saveScreenshot(after, 'offline-gate-ended-zh');

    const dayAfter = await context.newPage();
    await dayAfter.clock.install({ time: end + 24 * 3_600_000 + 60_000 });
    await dayAfter.goto(ticketLink());
    await dayAfter.getByRole('heading', { level: 1, name: NOT_LOADED }).waitFor();
    expect(await dayAfter.locator('body').innerText()).not.toContain(TICKET_NAME.zh);
    expect(await keptOnPhone(dayAfter)).not.toContain('fairpass.account.');
    await context.close();
  });

  it('leaves the next visitor nothing after a logout in one tab, and a tab still showing the kept copy stops at once', async () => {
    const { context, page } = await walletOpenedOnce('plain');
    const gate = await freshTabOffline(context);
    await gate.getByRole('img', { name: QR.zh }).waitFor();
    await context.setOffline(false);

    await page.evaluate(() => (location.hash = '#/user-center'));
    await page.getByRole('button', { name: '退出登录' }).click();
    await waitForHashPath(page, '/registration');

    // The tab that showed the ticket: the login page, nothing of the ticket left on it.
    await gate.getByRole('heading', { level: 1, name: LOGIN_HEADING.zh }).waitFor();
    expect(await gate.getByRole('img', { name: QR.zh }).count()).toBe(0);
    expect(await gate.locator('body').innerText()).not.toContain('严升级');

    // The next visitor opens the same link in a new tab: online the login page, offline a page that did
    // not load (nothing kept to start on) — nothing of the buyer either way.
    for (const [offline, heading] of [[false, LOGIN_HEADING.zh], [true, NOT_LOADED]] as const) {
      await context.setOffline(offline);
      const next = await context.newPage();
      await next.goto(ticketLink());
      await next.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await next.locator('body').innerText()).not.toContain('严升级');
      expect(await keptOnPhone(next)).not.toContain('fairpass.account.');
    }
    await saveScreenshot(gate, 'offline-gate-after-logout-zh');
    await context.close();
  });
});

describe('a WeChat visitor who logged in by SMS', () => {
  const openidOf = (phone: string) => journey.server.state.users.find((user) => user.phone === phone && user.exhibitionId === 'demo')?.openid;

  it('is recognised on the next visit through the openid their login bound, without a code, until they log out', async () => {
    // First visit: WeChat's redirect brings this WeChat user's openid, bound to nobody, so the chat link
    // asks for a code.
    const { context, page } = await journey.phones.newPhone('wechat');
    await loginBySms(page, journey.server, buyer, TICKET_LINK);
    await waitForHashPath(page, '/ticket-type');
    await expect.poll(() => openidOf(buyer), { timeout: 15_000 }).toMatch(/^oFairpassGuest/);
    const openid = openidOf(buyer) ?? '?';
    // The openid is not kept on the phone, nor in the address.
    expect(await keptOnPhone(page)).not.toContain(openid);
    expect(page.url()).not.toContain(openid);
    await page.close();

    // Next visit, a fresh webview of the same WeChat: the chat link opens the wallet logged in, no code.
    const next = await context.newPage();
    await next.goto(ticketLink('/wallet'));
    await next.getByRole('heading', { level: 1, name: '我的票夹' }).waitFor({ timeout: 20_000 });
    await next.getByRole('link', { name: TICKET_NAME.zh }).waitFor();
    expect(await next.getByText(KEPT_NOTE.zh).count()).toBe(0);
    expect(await next.evaluate(() => sessionStorage.getItem('accessToken'))).not.toBeNull();
    expect(await seriousA11yViolations(next)).toEqual([]);
    await saveScreenshot(next, 'offline-gate-wechat-recognised-zh');

    // Another WeChat user on another phone opening the same link is not: they are asked to log in.
    const stranger = await journey.phones.newPhone('wechat');
    await stranger.page.goto(ticketLink('/wallet'));
    await stranger.page.getByRole('heading', { level: 1, name: LOGIN_HEADING.zh }).waitFor({ timeout: 20_000 });
    await stranger.context.close();

    // A logout inside WeChat unbinds it: the next time the link asks for a login again.
    await next.evaluate(() => (location.hash = '#/user-center'));
    await next.getByRole('button', { name: '退出登录' }).click();
    await waitForHashPath(next, '/registration');
    expect(openidOf(buyer)).toBe('');
    const after = await context.newPage();
    await after.goto(ticketLink('/wallet'));
    await after.getByRole('heading', { level: 1, name: LOGIN_HEADING.zh }).waitFor({ timeout: 20_000 });
    await context.close();
  });
});
