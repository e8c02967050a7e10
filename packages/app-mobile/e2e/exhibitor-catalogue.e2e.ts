// The company's catalogue content (issue 30, design exhibitor.md §2.2 and §5.1): 陈展商 (13800000005)
// edits the catalogue (会刊) entry — a bad phone and an over-long introduction refused in place in Chinese
// and then in English, nothing typed lost, a draft that survives a reload, submitted once under a double
// tap, after which it is read-only with the new version in its history — and sees it as it will print;
// replaces the logo (a 9 KB file refused before sending with the spec's rule, a good one shown); adds a
// product; 13800000207 (20 of 20) is refused adding one; the products-only login (13800000206) is told the
// exhibitor has not opened the permission on the entry, and keeps its products. Last edition's (2025)
// entry fills the form as a starting draft, nothing sent, kept over a reload. 375 px, plain and WeChat,
// axe-checked, screenshots of each screen in zh and en.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { switchLanguageToEnglish } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { hasFocus } from './harness/keyboard';
import { saveScreenshot } from './harness/screenshots';
import { logInAsExhibitor } from './journeys/exhibitor-login.steps';
import { fileOnDisk } from './harness/picked-file';

const journey = useAppJourney();
const P = { admin: '13800000005', productsOnly: '13800000206', full: '13800000207' };

const logIn = (page: Page, phone: string, registerType?: string) => logInAsExhibitor(page, journey.server, phone, registerType);
const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);
const box = (page: Page, label: RegExp) => page.getByRole('textbox', { name: label });

/** How many versions of dept-1001's entry the server holds, and their states. */
const versionsOnServer = (): string[] => journey.server.state.exhibitorCatalogue.entryOf('dept-1001').history.map((v) => v.state);

describe("the company's catalogue entry", () => {
  it("starts from last edition's entry: the form filled, nothing sent, kept over a reload (WeChat, zh then en)", async () => {
    const { page } = await journey.phones.newPhone('wechat');
    const writes: string[] = [];
    page.on('request', (request) => {
      if (/journal\/v2\/(draft|save)/.test(request.url())) writes.push(request.url());
    });
    await logIn(page, P.admin);
    await openHash(page, '#/exhibitorSelfService/information/info');
    await page.getByRole('heading', { name: '会刊信息', level: 1 }).waitFor();
    const offer = page.getByRole('region', { name: '从上届会刊开始（2025）' });
    await offer.getByText('示范电子成立于 2012 年').waitFor();
    await offer.getByRole('button', { name: '用 2025 届会刊填写表单' }).click();
    await page.getByRole('status').filter({ hasText: '已将 2025 届会刊填入表单' }).waitFor();
    expect(await box(page, /^会刊名称（英文）/).inputValue()).toBe('Demo Electronics Co., Ltd.');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-catalogue-last-edition-zh');

    await switchLanguageToEnglish(page);
    await openHash(page, '#/exhibitorSelfService/information/info');
    await page.getByRole('region', { name: 'Start from last edition (2025)' }).waitFor();
    expect(await box(page, /^Catalogue name \(English\)/).inputValue()).toBe('Demo Electronics Co., Ltd.');
    await page.reload();
    await page.getByRole('heading', { name: 'Catalogue entry', level: 1 }).waitFor();
    expect(await box(page, /^Introduction \(English/).inputValue()).toBe('Founded in 2012, Demo Electronics makes smart home sensors and industrial probes.');
    expect(writes).toEqual([]);
    expect(journey.server.state.exhibitorCatalogue.entryOf('dept-1001').draft).toBeUndefined();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-catalogue-last-edition-en');
  });

  it('refuses a bad phone and an over-long introduction in place (zh, then en), keeps a draft over a reload and submits once under a double tap', async () => {
    const { page } = await journey.phones.newPhone('plain');
    await logIn(page, P.admin);
    await page.getByRole('navigation', { name: '展商服务' }).getByRole('link', { name: '会刊信息' }).click();
    await page.getByRole('heading', { name: '会刊信息', level: 1 }).waitFor();
    await page.getByTestId('entry-state').getByText('已通过审核').waitFor();
    await page.getByText('原因：简介中含有未经核实的“行业第一”表述').waitFor();
    await page.getByRole('region', { name: '印刷预览' }).getByText('Demo Electronics').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-catalogue-entry-zh');

    const phone = box(page, /^联系电话/);
    const intro = box(page, /^公司简介（中文/);
    await phone.fill('12345');
    await page.getByRole('button', { name: '提交审核' }).click();
    await page.getByRole('alert').filter({ hasText: '请按提示修改后再提交' }).waitFor();
    await page.getByText('请输入正确的手机号码').waitFor();
    expect(await hasFocus(phone)).toBe(true);
    await phone.fill('021-62781234');
    await intro.fill('展'.repeat(501));
    await page.getByRole('button', { name: '提交审核' }).click();
    await page.getByText('内容过长，最多 500 个字').waitFor();
    expect(await phone.inputValue()).toBe('021-62781234');
    await saveScreenshot(page, 'exhibitor-catalogue-entry-errors-zh');

    await switchLanguageToEnglish(page);
    await openHash(page, '#/exhibitorSelfService/information/info');
    await page.getByRole('heading', { name: 'Catalogue entry', level: 1 }).waitFor();
    const phoneEn = box(page, /^Contact phone/);
    const introEn = box(page, /^Introduction \(Chinese/);
    expect(await introEn.inputValue()).toBe('展'.repeat(501));
    await phoneEn.fill('call me');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByText('Please enter a valid mobile number').waitFor();
    await page.getByText('Too long: at most 500 characters').waitFor();
    await phoneEn.fill('0755-88886666');
    await introEn.fill('示范电子专注智能硬件十年，今年首发儿童智能手表。');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('status').filter({ hasText: 'Draft saved' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-catalogue-entry-en');

    await page.reload();
    await page.getByRole('heading', { name: 'Catalogue entry', level: 1 }).waitFor();
    expect(await box(page, /^Introduction \(Chinese/).inputValue()).toBe('示范电子专注智能硬件十年，今年首发儿童智能手表。');
    expect(await box(page, /^Contact phone/).inputValue()).toBe('0755-88886666');
    await page.getByRole('region', { name: 'As it will print' }).getByText('今年首发儿童智能手表').waitFor();
    // after approval: what the draft changes, field by field, as approved and now
    const changes = page.getByRole('region', { name: 'What changed since approval' });
    await changes.getByText(/^2 field\(s\) differ from the entry the organiser approved on \d{4}-\d\d-\d\d \d\d:\d\d/).waitFor();
    expect(await changes.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Introduction (Chinese)', 'Contact phone']);
    await changes.locator('ins').filter({ hasText: '今年首发儿童智能手表' }).waitFor();
    await changes.locator('del').filter({ hasText: '021-62781234' }).waitFor();

    await page.getByRole('button', { name: 'Submit for review' }).dblclick();
    await page.getByTestId('entry-state').getByText('Submitted, under review').waitFor();
    await page.getByText('The entry is under review and cannot be changed').waitFor();
    expect(await page.getByRole('button', { name: 'Submit for review' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Version 3' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Version 4' }).count()).toBe(0);
    expect(versionsOnServer()).toEqual(['submitted', 'approved', 'rejected']);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-catalogue-entry-submitted-en');
    // the same in Chinese, for the version under review
    await openHash(page, '#/user-center');
    await page.getByRole('button', { name: '中文' }).click();
    await openHash(page, '#/exhibitorSelfService/information/info');
    const changesZh = page.getByRole('region', { name: '审核通过后的改动' });
    await changesZh.getByRole('heading', { name: '联系电话' }).waitFor();
    expect(await changesZh.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['公司简介（中文）', '联系电话']);
    await changesZh.getByText('已通过').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-catalogue-entry-changes-zh');
  });

  it('after the deadline shows the entry read-only with the spec message (en)', async () => {
    journey.server.advanceClock(12 * 86_400);
    const { page } = await journey.phones.newPhone('plain');
    await logIn(page, P.admin);
    await switchLanguageToEnglish(page);
    await openHash(page, '#/exhibitorSelfService/information/info');
    await page.getByRole('heading', { name: 'Catalogue entry', level: 1 }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Submission of information is closed' }).waitFor();
    expect(await page.getByRole('button', { name: 'Submit for review' }).count()).toBe(0);
    await page.getByRole('region', { name: 'As it will print' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-catalogue-entry-closed-en');
  });

  it('tells the products-only login the exhibitor has not opened the permission, and lets it keep its products (WeChat)', async () => {
    const { page } = await journey.phones.newPhone('wechat');
    await logIn(page, P.productsOnly, 'exhibitor_product');
    await openHash(page, '#/exhibitorSelfService/information/info');
    await page.getByText('该展商尚未开通此权限').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-catalogue-entry-refused-zh');
    await openHash(page, '#/exhibitorSelfService/productShow');
    await page.getByRole('heading', { name: '产品展示', level: 1 }).waitFor();
  });
});

describe("the company's logo", () => {
  it('refuses a 9 KB file with the spec rule before sending, and shows a good one once replaced (WeChat, zh then en)', async () => {
    const { page } = await journey.phones.newPhone('wechat');
    await logIn(page, P.admin);
    await openHash(page, '#/user-center/exhibitorLogo');
    await page.getByRole('heading', { name: '公司标志', level: 1 }).waitFor();
    const logo = page.getByRole('img', { name: '示范电子有限公司的公司标志' });
    await logo.waitFor();
    const before = await logo.getAttribute('src');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-catalogue-logo-zh');

    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('exhibitor/upload')) uploads.push(request.url());
    });
    await page.getByLabel('更换公司标志').setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: Buffer.alloc(9 * 1024, 7) });
    await page.getByRole('alert').filter({ hasText: 'tiny.png 无法使用：公司标志不能小于 10KB' }).waitFor();
    expect(uploads).toEqual([]);

    // the seeded logo's own bytes, padded past 10 KB (a PNG reader stops at its end)
    const seeded = Buffer.from(await (await fetch(new URL(before ?? '', journey.server.url))).arrayBuffer());
    const good = Buffer.concat([seeded, Buffer.alloc(40 * 1024 - seeded.length)]);
    await page.getByLabel('更换公司标志').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: good });
    await page.getByRole('status').filter({ hasText: '公司标志已更换' }).waitFor();
    await expect.poll(() => logo.getAttribute('src')).not.toBe(before);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
    expect(uploads).toHaveLength(1);

    await switchLanguageToEnglish(page);
    await openHash(page, '#/user-center/exhibitorLogo');
    await page.getByRole('heading', { name: 'Company logo', level: 1 }).waitFor();
    await page.getByRole('img', { name: 'Logo of Demo Electronics Co., Ltd.' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-catalogue-logo-en');
  });
});

describe("the company's products", () => {
  it('shows them as visitors will, adds one and publishes it (zh, then en)', async () => {
    const { page } = await journey.phones.newPhone('plain');
    await logIn(page, P.admin);
    await page.getByRole('navigation', { name: '展商服务' }).getByRole('link', { name: '产品展示' }).click();
    await page.getByRole('heading', { name: '产品展示', level: 1 }).waitFor();
    await page.getByTestId('products-count').getByText('共 4 个，最多 20 个；1 个正在展示').waitFor();
    await page.getByText('未通过原因：请上传产品实物图片').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-catalogue-products-zh');

    await page.getByRole('button', { name: '添加产品' }).click();
    await page.getByRole('heading', { name: '添加产品', level: 2 }).waitFor();
    await box(page, /^产品名称（中文）/).fill('蓝牙耳机');
    await box(page, /^产品名称（英文）/).fill('Wireless earbuds');
    await box(page, /^产品介绍（中文/).fill('主动降噪，续航 30 小时。');
    // a video: a 21 MB one refused on picking, nothing typed lost, then one of 6 KB shown in the player
    const video = (name: string, size: number) => {
      const buffer = Buffer.alloc(size);
      buffer.writeUInt32BE(24, 0);
      buffer.write('ftypisom', 4, 'latin1');
      return { name, mimeType: 'video/mp4', buffer };
    };
    await page.getByLabel('添加视频（选填）').setInputFiles(fileOnDisk('long.mp4', video('long.mp4', 21 * 1024 * 1024).buffer));
    await page.getByRole('alert').filter({ hasText: 'long.mp4 无法使用：视频不能超过 20MB' }).waitFor();
    expect(await box(page, /^产品名称（英文）/).inputValue()).toBe('Wireless earbuds');
    await page.getByLabel('添加视频（选填）').setInputFiles(video('earbuds.mp4', 6 * 1024));
    await page.getByLabel('蓝牙耳机的视频').waitFor();
    await page.getByText('earbuds.mp4').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-catalogue-product-add-zh');
    await page.getByRole('button', { name: '发布（提交审核）' }).click();
    await page.getByRole('status').filter({ hasText: '蓝牙耳机 已提交审核' }).waitFor();
    await page.getByTestId('products-count').getByText('共 5 个，最多 20 个；1 个正在展示').waitFor();

    await switchLanguageToEnglish(page);
    await openHash(page, '#/exhibitorSelfService/productShow');
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Wireless earbuds' }).waitFor();
    await page.getByLabel('Video of Wireless earbuds').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-catalogue-products-en');
  });

  it('at 20 of 20 refuses adding one before sending (WeChat)', async () => {
    const { page } = await journey.phones.newPhone('wechat');
    await logIn(page, P.full);
    await openHash(page, '#/exhibitorSelfService/productShow');
    await page.getByRole('heading', { name: '产品展示', level: 1 }).waitFor();
    await page.getByRole('button', { name: '添加产品' }).click();
    await page.getByRole('alert').filter({ hasText: '产品数量已达上限' }).waitFor();
    expect(await page.getByRole('heading', { name: '添加产品', level: 2 }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-catalogue-products-full-zh');
  });
});
