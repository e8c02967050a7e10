// The lead tool offline-first (issue 17): with the network cut (context.setOffline) 20 badges are
// captured, the page is reloaded with no network (the service worker's shell), all 20 are there marked
// "saved on this phone", and once the network is back each reaches the server exactly once. A second
// employee logging in to the single-person account logs the first out ("only one employee may log in")
// and the first one's unsynced leads wait on the phone and sync after they log back in.
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';
import { workerControls } from './harness/service-worker';
import { captureTyped, logInToLeads, openHash, serverLeads } from './journeys/leads.steps';

const journey = useAppJourney();
const L = SEED.leads;
const exhibitor = SEED.phones.tradeFairExhibitor;
const single = L.accounts.single;

const badge = (n: number) => `${L.badgePrefix}${String(n).padStart(4, '0')}`;
const countOf = (code: string) => serverLeads(journey.server, single).filter((lead) => lead.badgeCode === code).length;

describe('no network', () => {
  it('captures 20 leads offline, keeps them across a reload, and syncs each once when the network returns (English)', async () => {
    const { context, page } = await journey.phones.newPhone('plain', { serviceWorkers: 'allow' });
    await logInToLeads(page, journey.server, exhibitor);
    await switchLanguageToEnglish(page);
    await openHash(page, '#/customerPage');
    await page.getByTestId('lead-count').filter({ hasText: 'Leads: 5' }).waitFor();
    await workerControls(page);

    await context.setOffline(true);
    const badges = Array.from({ length: 20 }, (_, i) => badge(21 + i));
    await openHash(page, '#/scanCodePage');
    for (const code of badges) {
      await captureTyped(page, code, 'Badge code or mobile', 'Capture lead');
      await page.getByTestId('lead-sync').getByText('Saved on this phone').waitFor();
      await page.getByRole('link', { name: 'Scan', exact: true }).click();
      await page.getByRole('heading', { name: 'Scan a badge', level: 1 }).waitFor();
    }
    expect(badges.map(countOf).every((count) => count === 0)).toBe(true);

    await page.reload();
    await page.getByRole('heading', { name: 'Scan a badge', level: 1 }).waitFor();
    await openHash(page, '#/customerPage');
    await page.getByTestId('lead-count').filter({ hasText: 'Leads: 25' }).waitFor();
    await page.getByTestId('unsynced-summary').filter({ hasText: 'not yet synced: 20' }).waitFor();
    // Each one unsynced: saved on this phone (the head of the line may show "Syncing" while a try runs).
    const unsynced = page.getByTestId('lead-row').locator('[data-sync="local"], [data-sync="syncing"]');
    expect(await unsynced.count()).toBe(20);
    expect(await page.getByTestId('lead-row').locator('[data-sync="synced"]').count()).toBe(5);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'leads-offline-list-en');

    await context.setOffline(false);
    await page.getByTestId('unsynced-summary').filter({ hasText: 'Every lead on this phone is synced.' }).waitFor({ timeout: 30_000 });
    expect(badges.map(countOf)).toEqual(badges.map(() => 1));
    expect(serverLeads(journey.server, single)).toHaveLength(25);
    await openHash(page, '#/customerPage?sync=synced');
    await page.getByTestId('lead-count').filter({ hasText: 'Found 25 of 25 leads' }).waitFor();
    await context.close();
  });
});

describe('one employee at a time (single-person package)', () => {
  it('a second login logs the first out; the first one’s unsynced leads sync after they log back in', async () => {
    const first = await journey.phones.newPhone('plain', { serviceWorkers: 'allow' });
    await logInToLeads(first.page, journey.server, exhibitor);
    await first.page.getByTestId('lead-count').filter({ hasText: '共 5 条线索' }).waitFor();
    await workerControls(first.page);
    await first.context.setOffline(true);
    await openHash(first.page, '#/scanCodePage');
    for (const code of [badge(41), badge(42)]) {
      await captureTyped(first.page, code);
      await first.page.getByRole('link', { name: '扫码', exact: true }).click();
      await first.page.getByRole('heading', { name: '扫码采集', level: 1 }).waitFor();
    }

    const second = await journey.phones.newPhone('wechat', { serviceWorkers: 'allow' });
    await logInToLeads(second.page, journey.server, exhibitor);
    await second.page.getByTestId('lead-count').filter({ hasText: '共 5 条线索' }).waitFor();

    // Back online, the first phone's sending meets 4901: logged out, told why, the leads kept. The screen
    // that says so comes from the phone (the shell's precache), not from a network that has just returned.
    await first.context.route(/\/assets\/jump-screen-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
    await first.context.setOffline(false);
    await first.page.getByText('登录已失效：同一时间只能有一名员工登录').first().waitFor({ timeout: 30_000 });
    expect(await seriousA11yViolations(first.page)).toEqual([]);
    await saveScreenshot(first.page, 'leads-single-login-zh');
    expect([countOf(badge(41)), countOf(badge(42))]).toEqual([0, 0]);

    await logInToLeads(first.page, journey.server, exhibitor);
    await expect.poll(() => [countOf(badge(41)), countOf(badge(42))], { timeout: 30_000 }).toEqual([1, 1]);
    await first.page.getByTestId('unsynced-summary').filter({ hasText: '本机的线索已全部同步。' }).waitFor();
    await first.page.getByTestId('lead-count').filter({ hasText: '共 7 条线索' }).waitFor();
    await waitForHashPath(first.page, '/customerPage');
    await first.context.close();
    await second.context.close();
  });
});
