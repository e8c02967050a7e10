// The exhibition's information (issue 15): the hotel and traffic pages without logging in, a news
// article, partners (a site linked only when its origin is on the allowlist; the javascript: address
// never a link), a material previewed as a PDF in the page and downloaded, the custom booth enquiry (a
// bad mobile first, nothing lost), the builder filing with a bad then a good file, and entry records —
// zh and en, plain and WeChat; every screen screenshotted and axe-checked.
import { SEED } from '@fairpass/test-fixtures';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { entryLink } from './harness/app-server';
import { loginBySms, switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { auditScreensByHash } from './harness/screen-audit';
import { saveScreenshot } from './harness/screenshots';

const journey = useAppJourney();
const { conferenceAttendee } = SEED.phones;
const seeds = SEED.conference;

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);

async function logIn(page: Page, phone: string): Promise<void> {
  await loginBySms(page, journey.server, phone);
  await page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
}

/** The partners' own site is put on this phone's allowlist, so one kind of address is a link and the other is not. */
async function allowPartnerSite(context: BrowserContext): Promise<void> {
  await context.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { redirectAllowlist?: string[] };
    await route.fulfill({ response, json: { ...config, redirectAllowlist: [...(config.redirectAllowlist ?? []), 'https://partner.example.com'] } });
  });
}

const pdfBytes = (): Buffer => Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe('information pages without logging in', () => {
  it('opens the hotel and traffic pages from the link, in Chinese on a plain phone and in English in WeChat', async () => {
    const plain = await journey.phones.newPhone('plain');
    await plain.page.goto(entryLink(journey.server, {}, '/hotel'));
    await plain.page.getByRole('heading', { name: '酒店住宿', level: 1 }).waitFor();
    await plain.page.getByText('展会期间，以下酒店为参展商与观众提供协议价。').waitFor();
    const picture = plain.page.getByRole('img', { name: '会展中心酒店' });
    expect(await picture.getAttribute('loading')).toBe('lazy');
    expect(await picture.evaluate((image) => image.getBoundingClientRect().width)).toBeLessThanOrEqual(375);
    expect(await seriousA11yViolations(plain.page)).toEqual([]);
    await saveScreenshot(plain.page, 'information-hotel-zh');
    await plain.page.getByRole('navigation', { name: '展会信息' }).getByRole('link', { name: '交通指南' }).click();
    await plain.page.getByRole('heading', { name: '交通指南', level: 1 }).waitFor();
    await plain.page.getByText('地铁 2 号线会展中心站 3 号口出站即到北门。').waitFor();
    expect(await seriousA11yViolations(plain.page)).toEqual([]);
    await saveScreenshot(plain.page, 'information-traffic-zh');
    // Still nobody logged in.
    expect(new URL(plain.page.url()).hash).toBe('#/traffic');
    await plain.context.close();

    const wechat = await journey.phones.newPhone('wechat');
    await wechat.page.goto(entryLink(journey.server, {}, '/user-center'));
    await wechat.page.getByRole('button', { name: 'English' }).click();
    await wechat.page.getByRole('link', { name: 'Hotels' }).click();
    await wechat.page.getByRole('heading', { name: 'Hotels', level: 1 }).waitFor();
    await wechat.page.getByText('Mention “Demo Fair” when you book.').waitFor();
    expect(
      await auditScreensByHash(wechat.page, [
        ['#/hotel', 'Hotels', 'information-hotel-en'],
        ['#/traffic', 'Getting here', 'information-traffic-en'],
      ]),
    ).toEqual({});
    await wechat.context.close();
  });
});

describe('news, partners and materials', () => {
  it('reads a news article, lists partners with only allowed sites as links, previews a PDF in the page and downloads it', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await allowPartnerSite(context);
    await logIn(page, conferenceAttendee);

    await openHash(page, '#/news');
    await page.getByRole('heading', { name: '展会新闻', level: 1 }).waitFor();
    expect(await page.getByRole('article').count()).toBe(10);
    await page.getByRole('button', { name: '加载更多' }).click();
    await expect.poll(() => page.getByRole('article').count()).toBe(20);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'information-news-zh');
    await page.getByRole('link', { name: '展会开幕倒计时（第 1 期）' }).click();
    await waitForHashPath(page, `/news/details/${seeds.newsId}`);
    await page.getByRole('heading', { name: '展会开幕倒计时（第 1 期）', level: 1 }).waitFor();
    await page.getByText('展会开幕倒计时。组委会将持续发布最新消息。').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'information-article-zh');

    await openHash(page, '#/cooperationPartners');
    await page.getByRole('heading', { name: '战略合作伙伴', level: 2 }).waitFor();
    await page.getByRole('heading', { name: '支持单位', level: 2 }).waitFor();
    const sites = page.getByRole('link', { name: '访问官网' });
    expect(await sites.count()).toBe(6);
    expect(await sites.first().getAttribute('rel')).toBe('noopener noreferrer');
    expect(await sites.first().getAttribute('href')).toMatch(/^https:\/\/partner\.example\.com\//);
    // The javascript: address is no link at all (the SDK drops what is not http(s)); another site's stays text.
    const suspicious = page.getByRole('article', { name: '可疑链接公司' });
    await suspicious.waitFor();
    expect(await suspicious.getByRole('link').count()).toBe(0);
    expect(await page.getByText('javascript:', { exact: false }).count()).toBe(0);
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'information-partners-zh');

    await openHash(page, '#/datadownload');
    await page.getByRole('link', { name: '展商手册' }).click();
    await waitForHashPath(page, '/datadownloadDetails');
    await page.getByRole('heading', { name: '展商手册', level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'information-material-zh');
    const download = await page.getByRole('link', { name: '下载文件' }).getAttribute('href');
    const answer = await page.request.get(new URL(download ?? '', page.url()).toString());
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/pdf');

    await page.getByRole('link', { name: '在线预览' }).click();
    await waitForHashPath(page, '/pdfPreview');
    expect(new URL(page.url()).hash).toBe(`#/pdfPreview?materialId=${seeds.materialId}`);
    await page.getByText(/^第 1 页，共 \d+ 页$/).waitFor();
    await page.locator('figure.fp-pdf__page--drawn canvas').first().waitFor();
    expect(await page.locator('canvas').first().evaluate((canvas: HTMLCanvasElement) => canvas.width)).toBeGreaterThan(0);
    await page.getByRole('link', { name: '下载《展商手册》' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'information-pdf-zh');
    await context.close();
  });

  it('shows the same screens in English in WeChat', async () => {
    const { context, page } = await journey.phones.newPhone('wechat');
    await logIn(page, conferenceAttendee);
    await switchLanguageToEnglish(page);
    expect(
      await auditScreensByHash(page, [
        ['#/news', 'News', 'information-news-en'],
        [`#/news/details/${seeds.newsId}`, 'Countdown to opening (no. 1)', 'information-article-en'],
        ['#/cooperationPartners', 'Partners', 'information-partners-en'],
        ['#/datadownload', 'Downloads', 'information-materials-en'],
        [`#/datadownloadDetails?id=${seeds.materialId}`, 'Exhibitor manual', 'information-material-en'],
        ['#/entrance', 'Entry records', 'information-entrance-en'],
        ['#/special', 'Special booth services', 'information-special-en'],
        ['#/builder', 'Booth builder filing', 'information-builder-en'],
      ]),
    ).toEqual({});
    // Without the partners' site on the allowlist, no partner address is a link; the javascript: one is nowhere.
    await openHash(page, '#/cooperationPartners');
    await page.getByRole('article', { name: 'Suspicious Link Ltd.' }).waitFor();
    expect(await page.getByRole('link', { name: 'Visit website' }).count()).toBe(0);
    await page.getByText('https://partner.example.com/partner-01').waitFor();
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    await openHash(page, `#/pdfPreview?materialId=${seeds.materialId}`);
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    await page.locator('figure.fp-pdf__page--drawn canvas').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'information-pdf-en');

    // A PDF that cannot be read: a translated message, and the download link is still there.
    await context.route('**/files/material/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.reload();
    await page.getByRole('alert').filter({ hasText: "The PDF couldn't be opened. Please use the download link to read it." }).waitFor();
    await page.getByRole('link', { name: 'Download “Exhibitor manual”' }).waitFor();
    expect(await page.locator('canvas').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'information-pdf-failed-en');
    await context.close();
  });
});

describe('the custom booth enquiry and the builder filing', () => {
  it('refuses a bad mobile keeping what was typed, then sends the enquiry once', async () => {
    const { context, page } = await journey.phones.newPhone('wechat');
    await logIn(page, conferenceAttendee);
    await openHash(page, '#/special');
    await page.getByRole('heading', { name: '特装服务', level: 1 }).waitFor();
    await page.getByLabel('公司名称').fill('示范展台设计有限公司');
    await page.getByLabel('联系人').fill('顾会议');
    await page.getByLabel('手机号码').fill('12345');
    await page.getByLabel('展位面积（平方米，选填）').fill('54');
    await page.getByLabel('咨询内容').fill('需要 54 平方米双开口特装展位的设计与搭建报价。');
    await page.getByRole('button', { name: '提交咨询' }).click();
    await page.getByText('请输入正确的手机号码').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('fp-enq-phone');
    expect(await page.getByLabel('公司名称').inputValue()).toBe('示范展台设计有限公司');
    expect(await page.getByLabel('咨询内容').inputValue()).toBe('需要 54 平方米双开口特装展位的设计与搭建报价。');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'information-special-invalid-zh');
    await page.getByLabel('手机号码').fill('13800000130');
    await page.getByRole('button', { name: '提交咨询' }).dblclick();
    await page.getByText(/^咨询已提交（编号 .+），我们会尽快与您联系。$/).waitFor();
    expect(journey.server.state.information.enquiries).toHaveLength(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'information-special-sent-zh');
    await context.close();
  });

  it('refuses a text file and a too-big one before uploading, keeps what was typed, then files with a PDF', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, conferenceAttendee);
    await openHash(page, '#/builder');
    await page.getByRole('heading', { name: '搭建商备案', level: 1 }).waitFor();
    await page.getByLabel('搭建公司名称').fill('示范搭建工程有限公司');
    await page.getByLabel('联系人 1 姓名').fill('王建国');
    await page.getByLabel('联系人 1 手机号码').fill('13900000001');
    await page.getByRole('button', { name: '添加联系人' }).click();
    await page.getByLabel('联系人 2 姓名').fill('李安全');
    await page.getByLabel('联系人 2 手机号码').fill('13900000002');
    await page.getByLabel('展位号 1').fill(seeds.boothNo);
    await page.getByRole('button', { name: '添加展位号' }).click();
    await page.getByLabel('展位号 2').fill('A1-002');

    const upload = page.getByLabel('选择文件上传');
    await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a drawing') });
    await page.getByRole('alert').filter({ hasText: '“notes.txt”无法上传：文件格式不支持' }).waitFor();
    await upload.setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25) });
    await page.getByRole('alert').filter({ hasText: '“huge.pdf”无法上传：文件大小超出限制' }).waitFor();
    expect(journey.server.state.information.files).toHaveLength(0);
    expect(await page.getByLabel('搭建公司名称').inputValue()).toBe('示范搭建工程有限公司');
    expect(await page.getByLabel('联系人 2 手机号码').inputValue()).toBe('13900000002');
    expect(await page.getByLabel('展位号 2').inputValue()).toBe('A1-002');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'information-builder-bad-file-zh');

    // Submitting without a document: the upload is what is missing.
    await page.getByRole('button', { name: '提交备案' }).click();
    await page.getByText('此项为必填项').waitFor();
    await upload.setInputFiles({ name: 'safety-plan.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await page.getByText('“safety-plan.pdf”已上传').waitFor();
    await page.getByRole('listitem').filter({ hasText: 'safety-plan.pdf' }).waitFor();
    // A contact removed moves the next one up.
    await page.getByRole('button', { name: '删除联系人 1' }).click();
    expect(await page.getByLabel('联系人 1 姓名').inputValue()).toBe('李安全');
    await page.getByRole('button', { name: '提交备案' }).click();
    await page.getByTestId('filing-state').getByText('审核中').waitFor();
    const filing = journey.server.state.information.filings.at(-1);
    expect(filing?.boothNos).toEqual([seeds.boothNo, 'A1-002']);
    expect(filing?.contacts).toEqual([{ name: '李安全', phone: '13900000002' }]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'information-builder-filed-zh');
    await context.close();
  });

  it('lists the attendee’s entry records a page at a time, and screenshots the rest in Chinese', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, conferenceAttendee);
    await openHash(page, '#/entrance');
    await page.getByRole('heading', { name: '入场记录', level: 1 }).waitFor();
    expect(await page.getByRole('article').count()).toBe(10);
    await page.getByText('北门 1 号').first().waitFor();
    await page.getByRole('button', { name: '加载更多' }).click();
    await expect.poll(() => page.getByRole('article').count()).toBe(20);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'information-entrance-zh');
    expect(
      await auditScreensByHash(page, [
        ['#/datadownload', '资料下载', 'information-materials-zh'],
        ['#/special', '特装服务', 'information-special-zh'],
        ['#/builder', '搭建商备案', 'information-builder-zh'],
        ['#/user-center', '个人中心', 'information-user-center-zh'],
      ]),
    ).toEqual({});
    await page.getByRole('link', { name: '入场记录' }).waitFor();
    await context.close();
  });
});
