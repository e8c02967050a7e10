// The lead tool at a booth's full load (issue 29, booth staff): a new lead is "unrated" until someone
// rates it (the row, the filter and the server say so, not "warm"), and the list never shows a count
// before the phone's store was read (every text the count line ever shows across a reload is either
// "reading" or the whole count); zh and en, axe clean.
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { switchLanguageToEnglish } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';
import { captureTyped, logInToLeads, openHash, serverLeads } from './journeys/leads.steps';

const journey = useAppJourney();
const L = SEED.leads;
const exhibitor = SEED.phones.tradeFairExhibitor;
const single = L.accounts.single;

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
});
