// The lead tool at a booth's full load (issue 29, booth staff): a new lead is "unrated" until someone
// rates it (the row, the filter and the server say so, not "warm"), and the list never shows a count
// before the phone's store was read (every text the count line ever shows across a reload is either
// "reading" or the whole count); an account without a package is warned before it captures, its lead
// refused for want of a package goes by itself once the package is active (a bank transfer whose
// account number and reference are copied with their buttons, then approved); zh and en, axe clean.
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { loginBySms, switchLanguageToEnglish } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';
import { captureTyped, logInToLeads, openHash, serverLeads } from './journeys/leads.steps';

const journey = useAppJourney();
const L = SEED.leads;
const exhibitor = SEED.phones.tradeFairExhibitor;
const single = L.accounts.single;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const badge = (n: number) => `${L.badgePrefix}${String(n).padStart(4, '0')}`;
const ratingOf = (code: string) => serverLeads(journey.server, single).find((lead) => lead.badgeCode === code)?.rating;

describe('a booth at full load', () => {
  it('keeps a new lead unrated until someone rates it: on its row, under the unrated filter and on the server', async () => {
    const { page } = await journey.phones.newPhone('plain');
    await logInToLeads(page, journey.server, exhibitor);
    await page.getByTestId('lead-count').filter({ hasText: '共 5 条线索' }).waitFor();
    await openHash(page, '#/scanCodePage');
    await captureTyped(page, badge(14));
    await expect.poll(() => ratingOf(badge(14))).toBe('unrated');

    await openHash(page, '#/customerPage?rating=unrated');
    await page.getByTestId('lead-count').filter({ hasText: '找到 1 条（共 6 条）' }).waitFor();
    const row = page.getByTestId('lead-row');
    expect(await row.count()).toBe(1);
    await row.getByText('未评级', { exact: true }).waitFor();
    expect(await page.getByRole('navigation', { name: '按评级筛选' }).getByRole('link', { name: '未评级' }).getAttribute('aria-current')).toBe('page');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'leads-unrated-list-zh');

    // Rated hot: it leaves the unrated filter, and the server has the rating.
    await row.getByRole('link').first().click();
    await page.getByText('热', { exact: true }).click();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('已保存在本机，联网后会自动同步。').waitFor();
    await expect.poll(() => ratingOf(badge(14))).toBe('hot');
    await openHash(page, '#/customerPage?rating=unrated');
    await page.getByTestId('lead-count').filter({ hasText: '找到 0 条（共 6 条）' }).waitFor();

    await switchLanguageToEnglish(page);
    await openHash(page, '#/scanCodePage');
    await captureTyped(page, badge(15), 'Badge code or mobile', 'Capture lead');
    await openHash(page, '#/customerPage?rating=unrated');
    await page.getByTestId('lead-count').filter({ hasText: 'Found 1 of 7 lead' }).waitFor();
    await page.getByTestId('lead-row').getByText('Unrated', { exact: true }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'leads-unrated-list-en');
  });

  it('never shows a count before the phone’s store was read: across a reload only "reading" or the whole count', async () => {
    const { page } = await journey.phones.newPhone('plain');
    await logInToLeads(page, journey.server, exhibitor);
    await page.getByTestId('lead-count').filter({ hasText: '共 5 条线索' }).waitFor();
    // Every text the count line and the sync line show from the first paint of the reloaded page.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenCounts: string[] }).seenCounts = seen;
      new MutationObserver(() => {
        for (const id of ['lead-count', 'unsynced-summary']) {
          const text = document.querySelector(`[data-testid="${id}"]`)?.textContent ?? null;
          if (text !== null && seen.at(-1) !== `${id}:${text}`) seen.push(`${id}:${text}`);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.reload();
    await page.getByTestId('lead-count').filter({ hasText: '共 5 条线索' }).waitFor();
    await page.getByTestId('unsynced-summary').filter({ hasText: '本机的线索已全部同步。' }).waitFor();
    const seen = await page.evaluate(() => (window as unknown as { seenCounts: string[] }).seenCounts);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((text) => !['lead-count:正在读取本机的线索…', 'lead-count:共 5 条线索', 'unsynced-summary:正在读取本机的线索…', 'unsynced-summary:本机的线索已全部同步。'].includes(text))).toEqual([]);
    expect(seen).toContain('lead-count:共 5 条线索');
  });

  it('warns an account without a package before it captures; its refused lead goes by itself once a bank transfer (copied account and reference) is approved', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(journey.server.url).origin });
    await loginBySms(page, journey.server, L.noPackage);
    await page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
    await openHash(page, '#/scanCodePage');
    await page.getByRole('heading', { name: '扫码采集', level: 1 }).waitFor();
    const warning = page.getByTestId('no-package-warning');
    await warning.getByText('本账号尚未开通线索工具套餐', { exact: false }).waitFor();
    await warning.getByRole('link', { name: '购买套餐' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'leads-no-package-warning-zh');

    // Captured anyway: kept on the phone, refused by the server for want of a package.
    await captureTyped(page, badge(16));
    await page.getByTestId('lead-sync').getByText('未能同步').waitFor({ timeout: 20_000 });
    expect(serverLeads(journey.server, L.accounts.none)).toHaveLength(0);

    await openHash(page, '#/transferDescPage?packageType=single');
    await page.getByRole('heading', { name: '对公转账', level: 1 }).waitFor();
    await page.getByRole('button', { name: '复制账号' }).click();
    await page.getByText('已复制账号').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(L.bank.accountNo);
    await page.getByRole('button', { name: '复制转账备注码' }).click();
    await page.getByText('已复制转账备注码').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^FPL-/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'leads-transfer-copy-zh');
    await page.getByLabel('转账凭证').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('receipt.png', { exact: false }).waitFor();
    await page.getByRole('button', { name: '提交转账信息' }).click();
    await page.getByText('对公转账审核中').waitFor();
    const transferId = journey.server.state.leads.transfers[0]?.transferId;
    expect((await page.request.post(`${journey.server.url}/__contract/leads/transfer/review`, { data: { transferId, outcome: 'approved' } })).ok()).toBe(true);
    await page.getByRole('button', { name: '刷新审核结果' }).click();
    await page.getByText('转账已审核通过，套餐已开通').waitFor();

    // Nobody pressed "retry": back on the list, the refused lead goes by itself.
    await openHash(page, '#/customerPage');
    await page.getByTestId('unsynced-summary').filter({ hasText: '本机的线索已全部同步。' }).waitFor({ timeout: 20_000 });
    expect(serverLeads(journey.server, L.accounts.none).filter((lead) => lead.badgeCode === badge(16))).toHaveLength(1);

    await switchLanguageToEnglish(page);
    await openHash(page, '#/transferDescPage');
    await page.getByRole('heading', { name: 'Bank transfer', level: 1 }).waitFor();
    await openHash(page, '#/scanCodePage');
    await page.getByRole('heading', { name: 'Scan a badge', level: 1 }).waitFor();
    expect(await page.getByTestId('no-package-warning').count()).toBe(0);
  });
});
