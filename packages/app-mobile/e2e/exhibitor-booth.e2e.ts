// The public booth card (issue 30, design exhibitor.md §2.2 and §5.1 journey 3, its booth-card part):
// opened from the exhibitor's shared link in a fresh phone without any login, in English and in Chinese
// inside WeChat, with the logo, the approved products and the masked contact; a company whose booth is not
// allocated yet says so. A member of the company gets the ways to edit it (by the modules opened for the
// login) and the link to share, which opens the card on another phone with nothing of the member's login.
// axe-checked and screenshotted.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginBySms, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { entryLink } from './harness/app-server';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';
import { logInAsExhibitor } from './journeys/exhibitor-login.steps';

const journey = useAppJourney();
const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);

describe('the public booth card', () => {
  it('opens from the shared link without a login, in English, with the halls and booths', async () => {
    const { page } = await journey.phones.newPhone('plain', { locale: 'en-US' });
    await page.goto(entryLink(journey.server, { languageType: 'en' }, '/exhibitorSelfService/boothInfo?deptId=dept-1001'));
    await page.getByRole('heading', { name: 'Demo Electronics Co., Ltd.', level: 1 }).waitFor();
    await page.getByText('示范电子有限公司').waitFor();
    await page.getByText('Ten years of smart hardware.').waitFor();
    await page.getByText('Hall A1 · A1-101 · shell scheme, 18 m²').waitFor();
    await page.getByText('Hall A1 · A1-102 · shell scheme, 9 m²').waitFor();
    await page.getByRole('img', { name: 'Logo of Demo Electronics Co., Ltd.' }).waitFor();
    // The approved product only (the pending, refused and draft ones are not the public's), with its picture.
    const products = page.getByRole('region', { name: 'Products' });
    await products.getByText('Smart band S3').waitFor();
    await products.getByRole('img', { name: 'Picture of Smart band S3' }).waitFor();
    expect(await products.getByRole('listitem').count()).toBe(1);
    expect(await page.getByTestId('booth-contact').textContent()).toMatch(/^陈展商 · 021\*+1234$/);
    expect(await page.getByTestId('booth-owner').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
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

  it("gives a member of the company the ways to edit it and its link, which opens the card on another phone with nothing of the member's login", async () => {
    const { page } = await journey.phones.newPhone('wechat');
    await logInAsExhibitor(page, journey.server, '13800000005');
    await openHash(page, '#/exhibitorSelfService/boothInfo?deptId=dept-1001');
    const own = page.getByRole('region', { name: '本公司的展位名片' });
    await own.getByRole('link', { name: '编辑会刊信息（名称、简介、联系人）' }).waitFor();
    await own.getByRole('link', { name: '管理展示产品' }).waitFor();
    await own.getByRole('img', { name: '示范电子有限公司展位名片的二维码' }).waitFor();
    const link = await own.getByRole('textbox', { name: '展位名片链接' }).inputValue();
    const token = await page.evaluate(() => sessionStorage.getItem('accessToken') ?? '');
    expect(link).toMatch(/\?exhibitionId=demo&registerType=visitor&tenantId=000000#\/exhibitorSelfService\/boothInfo\?deptId=dept-1001$/);
    expect(token.replace(/"/g, '')).not.toBe('');
    expect(link).not.toContain(token.replace(/"/g, ''));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-booth-owner-zh');
    await own.getByRole('link', { name: '管理展示产品' }).click();
    await page.getByRole('heading', { name: '产品展示', level: 1 }).waitFor();

    // A products-only login of the company may edit the products only.
    const { page: colleague } = await journey.phones.newPhone('plain');
    await logInAsExhibitor(colleague, journey.server, '13800000206', 'exhibitor_product');
    await openHash(colleague, '#/exhibitorSelfService/boothInfo?deptId=dept-1001');
    const theirs = colleague.getByRole('region', { name: '本公司的展位名片' });
    await theirs.getByRole('link', { name: '管理展示产品' }).waitFor();
    expect(await theirs.getByRole('link').count()).toBe(1);

    // The shared link on a phone with no login: the card, and no way to edit it.
    const { page: visitor } = await journey.phones.newPhone('plain');
    await visitor.goto(link.replace(/^https?:\/\/[^/]+/, journey.server.url));
    await visitor.getByRole('heading', { name: '示范电子有限公司', level: 1 }).waitFor();
    await visitor.getByText('智能手环 S3').waitFor();
    expect(await visitor.getByTestId('booth-owner').count()).toBe(0);

    // A visitor's login on it asks nothing about a company (a session that ended would send them off the card).
    const asked: string[] = [];
    visitor.on('request', (request) => {
      if (request.url().includes('exhibitor/profile')) asked.push(request.url());
    });
    await loginBySms(visitor, journey.server, '13800000004');
    // The login has taken them to their next step (their letter) before they open the link again: opened
    // sooner, the after-login step would replace it.
    await waitForHashPath(visitor, '/confirmation');
    await expect.poll(() => visitor.evaluate(() => sessionStorage.getItem('accessToken'))).not.toBeNull();
    await visitor.goto(link.replace(/^https?:\/\/[^/]+/, journey.server.url));
    await visitor.getByText('智能手环 S3').waitFor();
    expect(await visitor.getByTestId('booth-owner').count()).toBe(0);
    expect(await visitor.evaluate(() => sessionStorage.getItem('accessToken'))).not.toBeNull();
    expect(asked).toEqual([]);
  });
});
