// The public booth card (issue 30, design exhibitor.md §5.1 journey 3, its booth-card part): opened from
// the exhibitor's shared link in a fresh phone without any login, in English and in Chinese inside
// WeChat; a company whose booth is not allocated yet says so. axe-checked and screenshotted.
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './harness/a11y';
import { entryLink } from './harness/app-server';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';

const journey = useAppJourney();

describe('the public booth card', () => {
  it('opens from the shared link without a login, in English, with the halls and booths', async () => {
    const { page } = await journey.phones.newPhone('plain', { locale: 'en-US' });
    await page.goto(entryLink(journey.server, { languageType: 'en' }, '/exhibitorSelfService/boothInfo?deptId=dept-1001'));
    await page.getByRole('heading', { name: 'Demo Electronics Co., Ltd.', level: 1 }).waitFor();
    await page.getByText('示范电子有限公司').waitFor();
    await page.getByText('Ten years of smart hardware.').waitFor();
    await page.getByText('Hall A1 · A1-101 · shell scheme, 18 m²').waitFor();
    await page.getByText('Hall A1 · A1-102 · shell scheme, 9 m²').waitFor();
    expect(new URL(page.url()).hash).toContain('/exhibitorSelfService/boothInfo');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-booth-card-en');
  });

  it('says "booth to be allocated" for a company without one, in Chinese inside WeChat', async () => {
    const { page } = await journey.phones.newPhone('wechat');
    await page.goto(entryLink(journey.server, {}, '/exhibitorSelfService/boothInfo?deptId=dept-1004'));
    await page.getByRole('heading', { name: '待审科技有限公司', level: 1 }).waitFor();
    await page.getByText('展位待分配').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-booth-unallocated-zh');
  });
});
