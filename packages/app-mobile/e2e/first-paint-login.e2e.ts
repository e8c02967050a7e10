// The login screen paints with the HTML (issue 33): index.html carries its markup, rendered by React at
// build time, and the app hydrates it. With the app's entry script held back (route interception), the
// login form is on screen and takes typing; once the script runs, what was typed is still there, the form
// works (the code is requested), and a tap made before is carried out. The page does not move while the
// exhibition's theme and texts arrive. An English visit (the link's language, or the visitor's earlier
// choice) gets the English login the same way. A link the login does not open first (another screen, a
// first visit inside WeChat, which leaves at once for WeChat's openid page) shows the loading line
// instead of the form; inside WeChat the login paints first once that trip has been made.
import { SEED } from '@fairpass/test-fixtures';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { entryLink } from './harness/app-server';
import type { Flavour } from './harness/browser';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';
import { EN, waitForApp, ZH } from './journeys/login-page.steps';

const journey = useAppJourney();
const FLAVOURS: readonly Flavour[] = ['plain', 'wechat'];
const CODE_SENT = '验证码已发送';
const SEND_CODE = '获取验证码';

/** The app's entry script (index-<hash>.js, loaded by index.html), held until `release` is called. */
interface HeldEntry {
  readonly held: Promise<void>;
  release(): void;
}

async function holdEntryScript(page: Page): Promise<HeldEntry> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let heldNow = () => {};
  const held = new Promise<void>((resolve) => (heldNow = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route: Route) => {
    heldNow();
    await released;
    await route.continue();
  });
  return { held, release };
}

/** Sums the page's layout shifts from its first paint on (CLS as the browser counts it). */
const layoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const scope = window as unknown as { __shifts: number };
    scope.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) scope.__shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });


describe('the login screen paints before its JavaScript', () => {
  for (const flavour of FLAVOURS) {
    it(`shows the login form with the script held back, keeps the number typed before it runs, then sends the code (${flavour})`, async () => {
      const { page } = await journey.phones.newPhone(flavour);
      // Inside WeChat: the trip to WeChat's openid page was made minutes ago (nobody bound), so the login
      // is the first screen (a first trip leaves the page at once: see the last test).
      if (flavour === 'wechat') await page.addInitScript(() => localStorage.setItem('openidTimestamp', String(Date.now())));
      const entry = await holdEntryScript(page);
      await layoutShifts(page);
      await page.goto(entryLink(journey.server), { waitUntil: 'commit' });
      await entry.held;

      // Nothing of the app has run: the markup is the build's, and it is the login form.
      await page.getByRole('heading', { name: ZH.submit, level: 1 }).waitFor();
      expect(await page.locator('#root').getAttribute('data-fp-prerendered')).toBe('');
      const phone = page.getByLabel(ZH.phone);
      await phone.fill(SEED.phones.approvedWithTicket);
      if (flavour === 'plain') await saveScreenshot(page, 'first-paint-login-before-script-zh');

      entry.release();
      await waitForApp(page);
      // The number stays through the hand-over, and the form's state holds it: the code goes to it.
      await expect.poll(() => phone.inputValue()).toBe(SEED.phones.approvedWithTicket);
      // The code's reply comes a second after the tap, as on a slow network: whatever it changes on the
      // page then counts as a shift (the browser forgives only 500 ms after an input).
      await page.route('**/verificationCode/sms/send', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      });
      await page.getByRole('button', { name: SEND_CODE }).click();
      await page.getByText(CODE_SENT).waitFor({ timeout: 10_000 });
      await expect(phone.inputValue()).resolves.toBe(SEED.phones.approvedWithTicket);
      if (flavour === 'plain') await saveScreenshot(page, 'first-paint-login-live-zh');
      // The exhibition's theme and texts arrived meanwhile, and the late reply came, without moving the page.
      expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBeLessThan(0.01);
    });
  }

  it('carries out a tap on "get code" made before the script ran, with the ticks and the number kept', async () => {
    const { page } = await journey.phones.newPhone('plain');
    const entry = await holdEntryScript(page);
    await page.goto(entryLink(journey.server), { waitUntil: 'commit' });
    await entry.held;
    await page.getByLabel(ZH.phone).fill(SEED.phones.approvedWithTicket);
    await page.getByText(ZH.privacy).click();
    await page.getByRole('button', { name: SEND_CODE }).click();

    entry.release();
    await page.getByText(CODE_SENT).waitFor({ timeout: 20_000 });
    await expect(page.getByLabel(ZH.phone).inputValue()).resolves.toBe(SEED.phones.approvedWithTicket);
    await expect(page.getByRole('checkbox', { name: ZH.privacy }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('checkbox', { name: ZH.initiative }).isChecked()).resolves.toBe(false);
  });

  it('logs in with a tap on "log in" made while the app takes the form over, with what was typed before', async () => {
    const { page } = await journey.phones.newPhone('plain');
    const entry = await holdEntryScript(page);
    await page.goto(entryLink(journey.server), { waitUntil: 'commit' });
    await entry.held;
    await page.getByLabel(ZH.phone).fill(SEED.phones.approvedWithTicket);
    await page.getByLabel(ZH.code, { exact: true }).fill(SEED.code);
    await page.getByText(ZH.privacy).click();
    await page.getByText(ZH.initiative).click();
    // The tap comes the moment React has started on the page (its root is attached), before it is done.
    await page.evaluate((submit) => {
      const root = document.getElementById('root')!;
      const tapOnceReactStarts = () => {
        if (!Object.keys(root).some((key) => key.startsWith('__reactContainer'))) return void setTimeout(tapOnceReactStarts);
        [...root.querySelectorAll('button')].find((button) => button.textContent?.trim() === submit)?.click();
      };
      tapOnceReactStarts();
    }, ZH.submit);

    entry.release();
    await page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
  });

  it('shows the login with the HTML for a link to a screen behind it, keeps the number typed, names the screen and lands on it', async () => {
    const { page } = await journey.phones.newPhone('plain');
    const entry = await holdEntryScript(page);
    await layoutShifts(page);
    await page.goto(entryLink(journey.server, {}, '/ticket-type'), { waitUntil: 'commit' });
    await entry.held;
    await page.getByRole('heading', { name: ZH.submit, level: 1 }).waitFor();
    const phone = page.getByLabel(ZH.phone);
    await phone.fill(SEED.phones.approvedWithTicket);
    // The field as the build's markup placed it, and that very element (React is to take it over, not redo it).
    const placedAt = await phone.boundingBox();
    await page.evaluate(() => ((window as unknown as { __field: Element | null }).__field = document.getElementById('login-phone')));

    entry.release();
    await waitForApp(page);
    // React took over the login itself (the guard's redirect was in the address first): the number stays.
    expect(page.url()).toContain('#/registration');
    await page.getByText('登录后前往：购买门票').waitFor();
    await expect(phone.inputValue()).resolves.toBe(SEED.phones.approvedWithTicket);
    expect(await page.evaluate(() => (window as unknown as { __field: Element | null }).__field === document.getElementById('login-phone'))).toBe(true);
    await saveScreenshot(page, 'first-paint-login-for-ticket-type-zh');
    // The note took the line kept for it: the form did not move.
    expect((await phone.boundingBox())?.y).toBe(placedAt?.y);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBeLessThan(0.01);

    await page.getByLabel(ZH.code, { exact: true }).fill(SEED.code);
    await page.getByText(ZH.privacy).click();
    await page.getByText(ZH.initiative).click();
    await page.getByRole('button', { name: ZH.submit }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/ticket-type'), undefined, { timeout: 20_000 });
  });

  it('shows the English login with the HTML for an English link, keeps the e-mail typed in that very field, then sends the code in English', async () => {
    const { page } = await journey.phones.newPhone('plain');
    const entry = await holdEntryScript(page);
    await layoutShifts(page);
    await page.goto(entryLink(journey.server, { languageType: 'en' }), { waitUntil: 'commit' });
    await entry.held;

    // Nothing of the app has run: the build's English markup, put in before the first paint, in an English page.
    await page.getByRole('heading', { name: EN.submit, level: 1 }).waitFor();
    expect(await page.locator('#root').getAttribute('data-fp-prerendered')).toBe('');
    expect(await page.evaluate(() => [document.documentElement.lang, document.title])).toEqual(['en', 'Registration System']);
    expect(await page.getByRole('heading', { name: ZH.submit }).count()).toBe(0);
    // The English login asks for an e-mail address (visitors from abroad).
    const email = page.getByLabel(EN.email);
    await email.fill(SEED.emails.englishVisitor);
    const placedAt = await email.boundingBox();
    await page.evaluate(() => ((window as unknown as { __field: Element | null }).__field = document.getElementById('login-email')));
    await saveScreenshot(page, 'first-paint-login-before-script-en');

    entry.release();
    await waitForApp(page);
    // React hydrated the English markup (no second render): the same element, the address in it, in place.
    await expect.poll(() => email.inputValue()).toBe(SEED.emails.englishVisitor);
    expect(await page.evaluate(() => (window as unknown as { __field: Element | null }).__field === document.getElementById('login-email'))).toBe(true);
    expect((await email.boundingBox())?.y).toBe(placedAt?.y);
    await page.getByRole('button', { name: 'Get code' }).click();
    await page.getByText('Verification code sent').waitFor({ timeout: 10_000 });
    await saveScreenshot(page, 'first-paint-login-live-en');
    expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBeLessThan(0.01);
  });

  it("shows the English login with the HTML to a visitor who chose English before, from a link that names no language", async () => {
    const { page } = await journey.phones.newPhone('plain');
    await page.addInitScript(() => localStorage.setItem('languageType', JSON.stringify('en')));
    const entry = await holdEntryScript(page);
    await page.goto(entryLink(journey.server), { waitUntil: 'commit' });
    await entry.held;
    await page.getByRole('heading', { name: EN.submit, level: 1 }).waitFor();
    entry.release();
    await waitForApp(page);
    await page.getByRole('heading', { name: EN.submit, level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('shows the loading line, not the login, for another screen, or a first visit inside WeChat', async () => {
    const cases: ReadonlyArray<[Flavour, string]> = [
      ['plain', entryLink(journey.server, {}, '/news')],
      ['wechat', entryLink(journey.server)],
    ];
    for (const [flavour, link] of cases) {
      const { page, context } = await journey.phones.newPhone(flavour);
      const entry = await holdEntryScript(page);
      await page.goto(link, { waitUntil: 'commit' });
      await entry.held;
      await page.getByRole('status').filter({ hasText: 'Loading' }).waitFor();
      expect(await page.getByRole('heading', { name: ZH.submit }).count()).toBe(0);
      entry.release();
      await context.close();
    }
  });
});
