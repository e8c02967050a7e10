// The entry screen `/` and the link gates, in both browsers: a closed registration link lands on
// /closed, a link without its tenant on /error with the wrong-link message; the loading state shows
// while the entry flow runs.
import { describe, expect, it } from 'vitest';
import { SEED } from '@fairpass/test-fixtures';
import { seriousA11yViolations } from './harness/a11y';
import { entryLink } from './harness/app-server';
import { type Flavour } from './harness/browser';
import { saveScreenshot } from './harness/screenshots';
import { waitForHashPath } from './journeys/login-page.steps';
import { useAppJourney } from './harness/journey';

const journey = useAppJourney();

describe.each<Flavour>(['plain', 'wechat'])('entry links (%s browser)', (flavour) => {
  it('sends a closed registration link to /closed', async () => {
    const { context, page } = await journey.phones.newPhone(flavour);
    await page.goto(entryLink(journey.server, { exhibitionId: SEED.exhibitions.closed }, '/'));
    await waitForHashPath(page, '/closed');
    await page.getByRole('heading', { name: '报名通道已关闭' }).waitFor();
    await context.close();
  });

  it('sends a link without its tenant to /error with the wrong-link message', async () => {
    const { context, page } = await journey.phones.newPhone(flavour);
    await page.goto(`${journey.server.url}/?exhibitionId=demo&registerType=visitor#/`);
    await waitForHashPath(page, '/error');
    expect(await page.getByTestId('error-text').textContent()).toBe('链接地址不正确，请使用完整链接重新打开。');
    await context.close();
  });

  it('shows the login page for a complete demo link', async () => {
    const { context, page } = await journey.phones.newPhone(flavour);
    await page.goto(entryLink(journey.server, {}, '/'));
    await waitForHashPath(page, '/registration');
    await page.getByRole('heading', { name: '登录 / 注册' }).waitFor();
    await context.close();
  });
});

describe('the entry screen', () => {
  // A link to a member screen: one to the login paints the login itself at once, in either language
  // (issue 33, first-paint-login.e2e.ts), and the loading state shows for every other first screen.
  it.each([
    ['zh', 'zh-CN', {}, '加载中，请稍候'],
    ['en', 'en-US', { languageType: 'en' }, 'Loading, please wait'],
  ] as const)('shows the loading state in %s while the link is checked', async (lang, locale, params, loadingText) => {
    journey.server.faults.set('GET /api/ef-registration-client/registerConfig/functionConfig', { latencyMs: 3000 });
    const { context, page } = await journey.phones.newPhone('plain', { locale });
    await page.goto(entryLink(journey.server, params, '/news'));
    await page.getByText(loadingText).waitFor();
    await saveScreenshot(page, `registration-entry-${lang}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await waitForHashPath(page, '/registration');
    await context.close();
  });
});
