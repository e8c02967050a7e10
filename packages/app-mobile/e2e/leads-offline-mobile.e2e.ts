// A mobile typed at a booth with no network (issue 29, booth staff): instead of forcing the staff to type
// the visitor's name, the mobile is kept on the phone as a lookup, like a badge code; when the network
// returns the lead syncs and the server fills in the registered visitor (name, company), which the phone
// then shows. zh (plain) and en (WeChat), axe clean.
import { SEED } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { entryLink } from './harness/app-server';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';
import { workerControls } from './harness/service-worker';
import { captureTyped, logInToLeads, openHash, serverLeads } from './journeys/leads.steps';

const journey = useAppJourney();
const L = SEED.leads;
const exhibitor = SEED.phones.tradeFairExhibitor;
const single = L.accounts.single;

const mobile = (n: number) => `${L.mobilePrefix}${String(n).padStart(3, '0')}`;
const serverLeadOf = (number: string) => serverLeads(journey.server, single).find((lead) => lead.mobile === number);

async function logIn(page: Page): Promise<void> {
  // The login screen settles before it is typed into (a form filled while the entry still loads is reset).
  await page.goto(entryLink(journey.server, {}, '/registration'));
  await page.waitForLoadState('networkidle');
  await logInToLeads(page, journey.server, exhibitor);
}

describe('a mobile typed with no network', () => {
  it('is kept as a lookup and, once synced, the lead carries the registered visitor\u2019s name and company', async () => {
    const { context, page } = await journey.phones.newPhone('plain', { serviceWorkers: 'allow' });
    await logIn(page);
    await page.getByTestId('lead-count').filter({ hasText: '共 5 条线索' }).waitFor();
    // The app's shell and screens come from the service worker while the network is off.
    await workerControls(page);
    await openHash(page, '#/scanCodePage');
    await page.getByRole('heading', { level: 1 }).waitFor();

    await context.setOffline(true);
    const number = mobile(31);
    await captureTyped(page, number);
    await page.getByRole('heading', { name: `手机 ${number}`, level: 1 }).waitFor();
    await page.getByText('没有网络：已按手机号保存在本机，同步时将补全该观众的登记信息。').waitFor();
    await page.getByTestId('lead-sync').getByText('仅保存在本机').waitFor();
    // Not the form to type the visitor in by hand.
    expect(await page.getByRole('textbox', { name: /姓名/ }).count()).toBe(0);
    expect(serverLeadOf(number)).toBeUndefined();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'leads-offline-mobile-kept-zh');

    await context.setOffline(false);
    await expect.poll(() => serverLeadOf(number)?.visitorId, { timeout: 30_000 }).toBeDefined();
    const lead = serverLeadOf(number);
    expect(lead?.source).toBe('mobile');
    expect(lead?.name).toBeTruthy();
    await page.getByRole('heading', { name: lead?.name ?? '', level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByTestId('lead-sync').getByText('已同步').waitFor();
    if (lead?.company) await page.getByText(lead.company).first().waitFor();
    expect(await page.getByText('没有网络：已按手机号保存在本机').count()).toBe(0);
    expect(serverLeads(journey.server, single).filter((each) => each.mobile === number)).toHaveLength(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'leads-offline-mobile-enriched-zh');
    await context.close();
  });

  it('reads the same in English in WeChat: the row names the mobile until the sync names the visitor', async () => {
    const { context, page } = await journey.phones.newPhone('wechat', { serviceWorkers: 'allow' });
    await logIn(page);
    await switchLanguageToEnglish(page);
    // The app's shell and screens come from the service worker while the network is off.
    await workerControls(page);
    await openHash(page, '#/scanCodePage');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.setOffline(true);
    const number = mobile(32);
    await captureTyped(page, number, 'Badge code or mobile', 'Capture lead');
    await page.getByRole('heading', { name: `Mobile ${number}`, level: 1 }).waitFor();
    await page.getByText('No network: kept on this phone by the mobile', { exact: false }).waitFor();
    await openHash(page, '#/customerPage');
    await waitForHashPath(page, '/customerPage');
    await page.getByTestId('lead-row').filter({ hasText: `Mobile ${number}` }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'leads-offline-mobile-list-en');

    await context.setOffline(false);
    await expect.poll(() => serverLeadOf(number)?.name, { timeout: 30_000 }).toBeTruthy();
    await page.getByTestId('lead-row').filter({ hasText: serverLeadOf(number)?.name ?? '' }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('lead-row').filter({ hasText: `Mobile ${number}` }).count()).toBe(0);
    await context.close();
  });
});
