// The environment rules of spec §1–§2 a phone journey cannot show (a desktop browser and the /pc/ site),
// and the system screens every visitor may meet, in both languages, with axe on each.
import { SEED } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './harness/a11y';
import { entryLink } from './harness/app-server';
import { saveScreenshot } from './harness/screenshots';
import { useAppJourney } from './harness/journey';
import { loginBySms, waitForHashPath } from './after-login/visitor-login';

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const journey = useAppJourney();

async function openOnDesktop(url: string): Promise<Page> {
  const context = await journey.phones.browser.newContext({ userAgent: DESKTOP_UA, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

describe('a desktop browser', () => {
  it('is sent to the /pc/ site on the same origin, link kept, when the link asks for adaptation', async () => {
    const page = await openOnDesktop(entryLink(journey.server, { isOpenAdapt: 'yes' }));
    await page.waitForURL((url) => url.pathname === '/pc/');
    const url = new URL(page.url());
    expect(url.origin).toBe(journey.server.url);
    expect(url.searchParams.get('exhibitionId')).toBe('demo');
    await page.context().close();
  });

  it('stays on the mobile pages when the link does not ask for adaptation', async () => {
    const page = await openOnDesktop(entryLink(journey.server, { isOpenAdapt: 'no' }));
    await page.locator('h1').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).hash).toMatch(/^#\/registration/);
    await page.context().close();
  });
});

// The screens open without a login (spec §2), so a visitor can meet each of them straight from a link.
const SYSTEM_SCREENS = [
  ['jump', '/jump'],
  ['geo', '/geo'],
  ['closed', '/closed'],
  ['error', '/error?code=LINK.INCORRECT'],
  ['diagnostics', '/test2'],
] as const;

describe.each([
  ['zh', 'cn'],
  ['en', 'en'],
] as const)('the system screens in %s', (lang, languageType) => {
  it.each(SYSTEM_SCREENS)('shows %s translated, readable and accessible', async (name, path) => {
    const { page, context } = await journey.phones.newPhone('plain', { locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
    await page.goto(entryLink(journey.server, { languageType }, path));
    const heading = page.locator('h1').first();
    await heading.waitFor();
    expect(new URL(page.url()).hash).toBe(`#${path}`);
    const text = (await heading.textContent())?.trim() ?? '';
    // A translated heading: never empty, never an i18n key, and in the page language.
    expect(text).not.toBe('');
    expect(text).not.toMatch(/^[a-z]+[:.][a-zA-Z.]+$/);
    expect(/[\u4e00-\u9fff]/.test(text)).toBe(lang === 'zh');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, `system-${name}-${lang}`);
    await context.close();
  });
});

describe('the screens behind the login', () => {
  it.each([
    ['zh', 'cn'],
    ['en', 'en'],
  ] as const)('shows the diagnostics and the transition page in %s to a logged-in visitor', async (lang, languageType) => {
    const { page, context } = await journey.phones.newPhone('plain');
    await loginBySms(page, journey.server, SEED.phones.approvedWithTicket);
    await waitForHashPath(page, '/confirmation');
    for (const [name, path] of [
      ['diagnostics', '/test'],
      ['transition', '/transitionPage'],
    ] as const) {
      await page.goto(entryLink(journey.server, { languageType }, path));
      await waitForHashPath(page, path);
      const heading = (await page.locator('h1').first().textContent())?.trim() ?? '';
      expect(/[\u4e00-\u9fff]/.test(heading)).toBe(lang === 'zh');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await saveScreenshot(page, `system-${name}-logged-in-${lang}`);
    }
    await context.close();
  });

  it('never opens a transition target off the allowlist, and follows one on the app origin', async () => {
    const { page, context } = await journey.phones.newPhone('plain');
    await loginBySms(page, journey.server, SEED.phones.approvedWithTicket);
    await waitForHashPath(page, '/confirmation');

    const evil = encodeURIComponent('https://evil.example/steal');
    await page.goto(`${entryLink(journey.server, {}, '/transitionPage')}?targetUrl=${evil}`);
    await page.locator('h1').first().waitFor();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).origin).toBe(journey.server.url);
    expect(await page.locator('h1').first().textContent()).toBe('无法跳转');
    expect(await page.getByRole('button', { name: '返回报名页' }).count()).toBe(1);

    const safe = encodeURIComponent(entryLink(journey.server, {}, '/contentPage/1'));
    await page.goto(`${entryLink(journey.server, {}, '/transitionPage')}?targetUrl=${safe}`);
    await waitForHashPath(page, '/contentPage/1');
    await context.close();
  });
});
