// A long invoice title does not break the layout (issue 25 §4, WCAG 1.4.10 reflow): a header whose title
// is 100 unbroken characters (the longest the server takes) is saved through the app, and the header
// book, the application form and the invoice record all stay within a 375 px phone — the page is never
// wider than the screen, so nothing needs sideways scrolling.
import { SEED } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginBySms } from './after-login/visitor-login';
import { PHONE_VIEWPORT } from './harness/browser';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';

const journey = useAppJourney();
const seeds = SEED.aftersales;
/** Wide Latin letters with no break opportunity: the worst case for a line. */
const LONG_TITLE = 'W'.repeat(100);

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);

/** How wide the page is: the document's and the body's scroll widths, the wider one. */
const pageWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));

describe('a 100-character invoice title on a 375 px phone', () => {
  it('wraps in the header book, the application form and the invoice record, the page never wider than the screen', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await loginBySms(page, journey.server, SEED.phones.aftersalesBuyer);
    await page.getByRole('heading', { name: '个人中心' }).or(page.getByRole('heading', { name: /确认函/ })).first().waitFor();

    await openHash(page, '#/invoiceHeaderManage');
    await page.getByRole('button', { name: '新增发票抬头' }).click();
    await page.getByLabel('单位名称').fill(LONG_TITLE);
    await page.getByLabel('纳税人识别号').fill(seeds.creditCode);
    await page.getByLabel('接收邮箱').fill('tax@example.com');
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('heading', { name: LONG_TITLE }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    const card = await page.getByRole('heading', { name: LONG_TITLE }).boundingBox();
    expect((card?.x ?? 0) + (card?.width ?? Infinity)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await saveScreenshot(page, 'invoice-long-title-headers-zh');

    await openHash(page, `#/invoice/apply/${seeds.invoiceOrderId}`);
    const choice = page.getByRole('radio', { name: new RegExp(LONG_TITLE) });
    await choice.waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    // The kit's radio draws its own circle over the input: the title beside it is what a finger taps.
    await page.getByText(LONG_TITLE).click();
    expect(await choice.isChecked()).toBe(true);
    await saveScreenshot(page, 'invoice-long-title-apply-zh');
    await page.getByRole('button', { name: '提交开票申请' }).click();
    await page.getByText('开票申请已提交，开具后可在此下载。').waitFor();

    await page.getByRole('heading', { name: LONG_TITLE }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await saveScreenshot(page, 'invoice-long-title-history-zh');
    await context.close();
  });
});
