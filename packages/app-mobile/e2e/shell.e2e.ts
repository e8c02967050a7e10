// The shell in real Chromium against the contract server: the entry gates decided before the first
// screen, the exhibition theme, the language from the link, diagnostics, a failed config load with its
// retry, and axe on every screen — once as a plain phone browser and once as WeChat's.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { RC, SEED } from '@fairpass/test-fixtures';
import { seriousA11yViolations } from './harness/a11y';
import { entryLink } from './harness/app-server';
import { type Flavour } from './harness/browser';
import { saveScreenshot } from './harness/screenshots';
import { useAppJourney } from './harness/journey';

const journey = useAppJourney();

async function openAs(flavour: Flavour, url: string): Promise<Page> {
  const { page } = await journey.phones.newPhone(flavour);
  await page.goto(url);
  return page;
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

describe.each<Flavour>(['plain', 'wechat'])('the shell (%s browser)', (flavour) => {
  it('sends a closed exhibition link to /closed', async () => {
    const page = await openAs(flavour, entryLink(journey.server, { exhibitionId: SEED.exhibitions.closed }, '/registration'));
    await page.getByRole('heading', { name: '报名通道已关闭' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/closed');
    await expectAccessible(page);
    await saveScreenshot(page, `shell-closed-zh-${flavour}`);
    await page.context().close();
  });

  it('sends a link without register type and tenant to /error with the wrong-link text, in English too', async () => {
    const page = await openAs(flavour, `${journey.server.url}/?exhibitionId=demo&languageType=en#/registration`);
    const text = page.getByTestId('error-text');
    await text.waitFor();
    expect(await text.textContent()).toBe('The link address is incorrect. Please reopen using the full URL.');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect.poll(() => page.title()).not.toBe('登记系统');
    expect(await page.title()).toMatch(/[A-Za-z]/);
    await expectAccessible(page);
    await saveScreenshot(page, `shell-error-en-${flavour}`);
    await page.context().close();
  });

  it('applies the exhibition theme colour and shows the diagnostics in the link language', async () => {
    for (const [language, heading] of [['cn', '环境诊断'], ['en', 'Diagnostics']] as const) {
      const page = await openAs(flavour, entryLink(journey.server, { languageType: language }, '/test2'));
      await page.getByRole('heading', { name: heading }).waitFor();
      const theme = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--fp-theme').trim());
      expect(theme.toLowerCase()).toBe(SEED.themeColor);
      await expectAccessible(page);
      await saveScreenshot(page, `shell-diagnostics-${language === 'cn' ? 'zh' : 'en'}-${flavour}`);
      await page.context().close();
    }
  });

  it.each([
    ['the server fails (500)', { status500: true }, 'shell-boot-failed-server'],
    ['the connection drops', { dropAfterCommit: true }, 'shell-boot-failed-network'],
  ] as const)('shows a translated failure with a retry when %s on the config load, and recovers', async (_what, fault, shot) => {
    const route = `GET ${RC}registerConfig/functionConfig`;
    journey.server.faults.set(route, fault);
    const { page } = await journey.phones.newPhone(flavour);
    await page.goto(entryLink(journey.server, { languageType: 'en' }, '/test2'));
    await page.getByRole('heading', { name: 'The page could not be loaded' }).waitFor();
    expect(await page.getByTestId('boot-failed-text').textContent()).not.toMatch(/NETWORK|SERVER|^$/);
    await expectAccessible(page);
    await saveScreenshot(page, `${shot}-en-${flavour}`);
    journey.server.faults.clear();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Diagnostics' }).waitFor();
    await page.context().close();
  });

  it('shows a translated page-not-found screen for an unknown path', async () => {
    for (const [language, heading] of [['cn', '页面不存在'], ['en', 'Page not found']] as const) {
      const page = await openAs(flavour, entryLink(journey.server, { languageType: language }, '/no-such-page'));
      await page.getByRole('heading', { name: heading }).waitFor();
      await expectAccessible(page);
      await saveScreenshot(page, `shell-not-found-${language === 'cn' ? 'zh' : 'en'}-${flavour}`);
      await page.context().close();
    }
  });
});

describe('the browser switch', () => {
  it('tells a plain browser to open a WeChat-only exhibition in WeChat', async () => {
    const page = await openAs('plain', entryLink(journey.server, { exhibitionId: SEED.exhibitions.wechatOnly }, '/registration'));
    const text = page.getByTestId('error-text');
    await text.waitFor();
    expect(await text.textContent()).toMatch(/微信/);
    expect(new URL(page.url()).hash).toBe('#/error?code=LINK.OPEN_IN_WECHAT');
    await saveScreenshot(page, 'shell-open-in-wechat-zh');
    await page.context().close();
  });

  it('lets WeChat itself through to the screen', async () => {
    const page = await openAs('wechat', entryLink(journey.server, { exhibitionId: SEED.exhibitions.wechatOnly }, '/test2'));
    await page.getByRole('heading', { name: '环境诊断' }).waitFor();
    await page.context().close();
  });
});
