// Issue 27: WeChat's browser can do what the screen offers. Inside WeChat (its user agent, 375×812) a QR
// code meant to be kept or passed on is a picture with its text alternative and the long-press hint; the
// group's entry codes are a PDF the server makes, offered by e-mail and as a link to copy, and the
// e-mailed and the copied link both download a PDF; the lead export, a material, an invoice and a
// session's calendar file offer open in the browser, copy link and send to my e-mail, the contract server
// records each mail, and nothing says a file was made or saved. In the plain browser the downloads still
// happen. Chinese and English.
import { SEED } from '@fairpass/test-fixtures';
import type { BrowserContext, Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginBySms, switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { useAppJourney } from './harness/journey';
import { screenAudit } from './harness/screen-audit';

const journey = useAppJourney();
const P = SEED.phones;
const G = SEED.groups;
const C = SEED.conference;
const A = SEED.aftersales;

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);

async function logIn(page: Page, phone: string): Promise<void> {
  await loginBySms(page, journey.server, phone);
  await page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
}

/** A WeChat phone whose page may use the clipboard (as WeChat's browser lets a tap copy). */
async function weChatPhone(): Promise<{ context: BrowserContext; page: Page }> {
  const phone = await journey.phones.newPhone('wechat');
  await phone.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: journey.server.url });
  return phone;
}

/** The next download of any tab of the phone (a PDF link may open its own tab to download in). */
function downloadIn(context: BrowserContext): Promise<Download> {
  return new Promise((resolve) => {
    const watch = (tab: Page) => tab.once('download', resolve);
    context.pages().forEach(watch);
    context.on('page', watch);
  });
}

/** What the page claims about a file: never that it was made, generated or saved. */
const SAYS_SAVED = /已生成|已保存|已下载|\bsaved\b|is ready/i;

type Mail = { to: string; kind: string; fileName: string; link: string };
const mailsTo = async (to: string): Promise<Mail[]> => (await fetch(`${journey.server.url}/__contract/file/outbox?to=${encodeURIComponent(to)}`)).json() as Promise<Mail[]>;

/** A file address carries its expiry and signature only: no token, no openid, no code. */
function expectSignedOnly(address: string): void {
  const url = new URL(address);
  expect(url.origin).toBe(journey.server.url);
  expect([...url.searchParams.keys()].sort()).toEqual(['expires', 'sig']);
}

/** GETs an address over plain HTTP (no cookie, no token) and answers its status and content type. */
async function fetched(address: string): Promise<{ status: number; type: string; head: string }> {
  const answer = await fetch(address);
  const body = Buffer.from(await answer.arrayBuffer());
  return { status: answer.status, type: answer.headers.get('content-type') ?? '', head: body.subarray(0, 15).toString('latin1') };
}

/** The QR picture named `name`: an <img> of a PNG data URL, with the hint in its caption. */
async function expectQrPicture(page: Page, name: string, hint: string): Promise<void> {
  const picture = page.getByRole('img', { name, exact: true });
  await picture.waitFor();
  expect(await picture.evaluate((element) => element.tagName)).toBe('IMG');
  expect(await picture.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  expect(await picture.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const caption = picture.locator('xpath=ancestor::figure[1]/figcaption');
  expect(await caption.textContent()).toContain(hint);
  expect(await page.locator('main svg[role="img"], figure svg').count()).toBe(0);
}

/**
 * The ways to keep a file inside WeChat: no download link; "open in the browser" copies the link and
 * points to the "···" menu; "copy link" copies it; "send to my e-mail" sends it to `email`. Answers the
 * copied link.
 */
async function keepInWeChat(page: Page, texts: { open: string; menuHint: string; copy: string; email: RegExp; send: string; sent: RegExp }, email: string): Promise<string> {
  await page.getByRole('button', { name: texts.open }).click();
  await page.getByText(texts.menuHint).waitFor();
  const opened = await page.evaluate(() => navigator.clipboard.readText());
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.getByRole('button', { name: texts.copy }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe('');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(opened);
  expect(await page.locator('a[download]').count()).toBe(0);
  await page.getByRole('textbox', { name: texts.email }).fill(email);
  await page.getByRole('button', { name: texts.send }).click();
  await page.getByText(texts.sent).waitFor();
  return copied;
}

const ZH = { open: '在浏览器打开', menuHint: '点击右上角 ··· 在浏览器打开，然后粘贴链接即可下载。', copy: '复制链接', email: /我的邮箱/, send: '发送到我的邮箱', sent: /^已发送到 / };
const EN = { open: 'Open in the browser', menuHint: 'Tap ··· at the top right and choose Open in Browser, then paste the link to download the file.', copy: 'Copy link', email: /My e-mail/, send: 'Send to my e-mail', sent: /^Sent to / };

describe('inside WeChat, a QR code to keep or pass on', () => {
  it('is a picture with its text alternative and the long-press hint: the group join code and the confirmation code, in Chinese and English', async () => {
    const audit = screenAudit();
    const leader = await weChatPhone();
    await logIn(leader.page, P.groupLeaderForming);
    await waitForHashPath(leader.page, '/groupManagement');
    await openHash(leader.page, '#/groupManagement/qrCode');
    await expectQrPicture(leader.page, '加入“华东采购观众团”的二维码', '长按图片保存或转发');
    await audit.capture(leader.page, 'wechat-keep-join-qr-zh');
    await switchLanguageToEnglish(leader.page);
    await openHash(leader.page, '#/groupManagement/qrCode');
    await expectQrPicture(leader.page, 'QR code to join “华东采购观众团”', 'Press and hold the picture to save or forward it');
    await audit.capture(leader.page, 'wechat-keep-join-qr-en');
    await leader.context.close();

    const visitor = await weChatPhone();
    await loginBySms(visitor.page, journey.server, P.approvedWithTicket);
    await waitForHashPath(visitor.page, '/confirmation');
    await expectQrPicture(visitor.page, '入场二维码', '长按图片保存或转发');
    await audit.capture(visitor.page, 'wechat-keep-confirmation-qr-zh');
    await switchLanguageToEnglish(visitor.page);
    await openHash(visitor.page, '#/confirmation');
    await expectQrPicture(visitor.page, 'Entry QR code', 'Press and hold the picture to save or forward it');
    await audit.capture(visitor.page, 'wechat-keep-confirmation-qr-en');
    await visitor.context.close();
    expect(audit.violations).toEqual({});
  });
});

describe('inside WeChat, the group’s entry codes', () => {
  it('are a PDF offered by e-mail and as a link to copy, never a Print button; the copied and the e-mailed link both download the PDF', async () => {
    const audit = screenAudit();
    // The formed group's six cards (axe and the screenshots on a page of 200 would take a minute).
    const { context, page } = await weChatPhone();
    await logIn(page, P.groupLeaderFormed);
    await openHash(page, '#/groupManagement/printCode');
    await page.getByText(/^共 \d+ 张入场码，1 页$/).waitFor();
    expect(await page.getByRole('button', { name: '打印' }).count()).toBe(0);
    await page.getByText('微信内无法直接打印。', { exact: false }).waitFor();
    await page.getByRole('button', { name: '获取 PDF 文件' }).click();
    await page.getByRole('heading', { name: /^保存文件：entry-codes-.*\.pdf$/ }).waitFor();
    await audit.capture(page, 'wechat-keep-print-codes-zh');

    const copied = await keepInWeChat(page, ZH, 'leader@example.com');
    await audit.capture(page, 'wechat-keep-print-codes-sent-zh');
    expectSignedOnly(copied);
    expect(await fetched(copied)).toMatchObject({ status: 200, type: 'application/pdf', head: expect.stringMatching(/^%PDF-1\.4/) });
    const mails = await mailsTo('leader@example.com');
    expect(mails.map((mail) => mail.kind)).toEqual(['entry-codes']);
    expectSignedOnly(mails[0]?.link ?? '');
    expect(await fetched(mails[0]?.link ?? '')).toMatchObject({ status: 200, type: 'application/pdf', head: expect.stringMatching(/^%PDF-1\.4/) });
    expect(await page.locator('body').textContent()).not.toMatch(SAYS_SAVED);

    await switchLanguageToEnglish(page);
    await openHash(page, '#/groupManagement/printCode');
    await page.getByRole('button', { name: 'Get a PDF file' }).click();
    await page.getByRole('heading', { name: /^Keep the file: entry-codes-.*\.pdf$/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Print' }).count()).toBe(0);
    await audit.capture(page, 'wechat-keep-print-codes-en');
    await context.close();
    expect(audit.violations).toEqual({});
  });
});

describe('inside WeChat, a file to keep', () => {
  it('— the lead export and a material, in Chinese — offers open in the browser, copy link and send to my e-mail, and the server recorded each mail', async () => {
    const audit = screenAudit();
    const { context, page } = await weChatPhone();
    await logIn(page, SEED.leads.multiAdmin);
    await openHash(page, '#/dataExport');
    await page.getByRole('heading', { name: '导出线索', level: 1 }).waitFor();
    await page.getByRole('button', { name: '生成表格' }).click();
    await page.getByRole('heading', { name: /^保存文件：leads-.*\.xlsx$/ }).waitFor();
    await page.getByRole('heading', { name: /^共 \d+ 条线索的表格，请选择保存方式$/ }).waitFor();
    expect(await page.getByRole('link', { name: /^下载 leads-/ }).count()).toBe(0);
    const exported = await keepInWeChat(page, ZH, 'admin@example.com');
    expect(await page.locator('body').textContent()).not.toMatch(SAYS_SAVED);
    await audit.capture(page, 'wechat-keep-lead-export-zh');
    expectSignedOnly(exported);
    expect((await fetched(exported)).type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

    await openHash(page, `#/datadownloadDetails?id=${C.materialId}`);
    await page.getByRole('heading', { name: '展商手册', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: '下载文件' }).count()).toBe(0);
    const material = await keepInWeChat(page, ZH, 'admin@example.com');
    await audit.capture(page, 'wechat-keep-material-zh');
    expectSignedOnly(material);
    expect((await fetched(material)).type).toBe('application/pdf');

    const mails = await mailsTo('admin@example.com');
    expect(mails.map((mail) => mail.kind)).toEqual(['leads', 'material']);
    for (const mail of mails) expectSignedOnly(mail.link);
    expect((await fetched(mails[0]?.link ?? '')).status).toBe(200);
    expect(await page.locator('body').textContent()).not.toMatch(SAYS_SAVED);
    await context.close();
    expect(audit.violations).toEqual({});
  });

  it('— an invoice and a session’s calendar file, in English — offers the same ways, never saying the calendar file was made', async () => {
    const audit = screenAudit();
    const { context, page } = await weChatPhone();
    await logIn(page, P.aftersalesBuyer);
    await openHash(page, `#/invoice/apply/${A.invoiceOrderId}`);
    await page.getByRole('radio', { name: /上海示范会展服务有限公司/ }).waitFor();
    await page.getByRole('button', { name: '提交开票申请' }).click();
    await page.getByText('开票申请已提交，开具后可在此下载。').waitFor();
    const application = journey.server.state.ticketing.invoices.every().find((app) => app.orderId === A.invoiceOrderId);
    const settled = await fetch(`${journey.server.url}/__contract/invoice/settle`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ applicationId: application?.applicationId, outcome: 'issued' }) });
    expect(settled.status).toBe(200);

    await switchLanguageToEnglish(page);
    await openHash(page, '#/invoice/history');
    await page.getByRole('heading', { name: /^Keep the file: invoice-.*\.pdf$/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Download the invoice (PDF)' }).count()).toBe(0);
    const invoice = await keepInWeChat(page, EN, 'buyer@example.com');
    await audit.capture(page, 'wechat-keep-invoice-en');
    expectSignedOnly(invoice);
    expect((await fetched(invoice)).type).toBe('application/pdf');

    await openHash(page, `#/meetingSchedule/details/${C.openSessionId}`);
    await page.getByRole('button', { name: 'Add to my calendar' }).click();
    await page.getByRole('heading', { name: `Keep the file: session-${C.openSessionId}.ics` }).waitFor();
    const calendar = await keepInWeChat(page, EN, 'buyer@example.com');
    await audit.capture(page, 'wechat-keep-calendar-en');
    expectSignedOnly(calendar);
    expect((await fetched(calendar)).type).toBe('text/calendar; charset=utf-8');
    expect(await page.locator('body').textContent()).not.toMatch(SAYS_SAVED);

    const mails = await mailsTo('buyer@example.com');
    expect(mails.map((mail) => mail.kind)).toEqual(['invoice', 'calendar']);
    for (const mail of mails) expectSignedOnly(mail.link);
    expect(await fetched(mails[1]?.link ?? '')).toMatchObject({ status: 200, type: 'text/calendar; charset=utf-8', head: 'BEGIN:VCALENDAR' });
    await context.close();
    expect(audit.violations).toEqual({});
  });
});

describe('in the plain browser', () => {
  it('prints the entry codes, and the entry codes PDF, the lead export, a material and the calendar file still download', async () => {
    const leader = await journey.phones.newPhone('plain');
    await logIn(leader.page, P.groupLeaderForming);
    await waitForHashPath(leader.page, '/groupManagement');
    await openHash(leader.page, `#/groupManagement/printCode?teamId=${G.forming.allApprovedTeamId}`);
    await leader.page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await leader.page.getByRole('button', { name: '打印' }).click();
    expect(await leader.page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await leader.page.getByRole('button', { name: '获取 PDF 文件' }).click();
    const codes = leader.page.getByRole('link', { name: '下载 PDF（200 张入场码）' });
    const [pdf] = await Promise.all([leader.page.waitForEvent('download'), codes.click()]);
    expect(pdf.suggestedFilename()).toMatch(/^entry-codes-.*\.pdf$/);
    await leader.context.close();

    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, SEED.leads.multiAdmin);
    await openHash(page, '#/dataExport');
    await page.getByRole('button', { name: '生成表格' }).click();
    const [sheet] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /^下载 leads-.*\.xlsx$/ }).click()]);
    expect(sheet.suggestedFilename()).toMatch(/\.xlsx$/);

    await openHash(page, `#/datadownloadDetails?id=${C.materialId}`);
    const [manual] = await Promise.all([downloadIn(context), page.getByRole('link', { name: '下载文件' }).click()]);
    expect(manual.suggestedFilename()).toMatch(/\.pdf$/);

    await openHash(page, `#/meetingSchedule/details/${C.openSessionId}`);
    const [ics] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '添加到手机日历' }).click()]);
    expect(ics.suggestedFilename()).toBe(`session-${C.openSessionId}.ics`);
    await page.getByText('日历文件已生成，请用手机日历打开。').waitFor();
    await context.close();
  });
});
