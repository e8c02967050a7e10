// The gift, refund, invoice, conference and information screens with the keyboard alone (#14, #15):
// Tab reaches each control with a visible focus, Space picks choices, Enter sends, and the file picker
// opens from the keyboard.
import { SEED } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginBySms, switchLanguageToEnglish } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { focusIsVisible, tabAndPress, tabAndType, tabTo } from './harness/keyboard';

const journey = useAppJourney();
const { giftGiver, aftersalesBuyer, conferenceAttendee } = SEED.phones;
const { aftersales, conference } = SEED;

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);

async function logIn(page: Page, phone: string): Promise<void> {
  await loginBySms(page, journey.server, phone);
  await page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
}

/** Starts the keyboard from the top of the screen whose heading is shown. */
async function atTopOf(page: Page, heading: string | RegExp): Promise<void> {
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

describe('gifts by keyboard', () => {
  it('picks the ticket type with Space, types the quantity and sends; another visitor claims it with Enter', async () => {
    const giver = await journey.phones.newPhone('plain');
    await logIn(giver.page, giftGiver);
    await openHash(giver.page, '#/freeTicket');
    await atTopOf(giver.page, '赠送门票');
    const vip = giver.page.getByRole('radio', { name: /VIP 贵宾票（可赠 2 张）/ });
    await tabTo(giver.page, vip);
    expect(await focusIsVisible(giver.page)).toBe(true);
    await giver.page.keyboard.press('Space');
    expect(await vip.isChecked()).toBe(true);
    await tabAndType(giver.page, giver.page.getByLabel('赠送张数'), '1');
    expect(await tabAndPress(giver.page, giver.page.getByRole('button', { name: '生成领取链接' }))).toBe(true);
    await giver.page.getByText('赠票已生成，把领取链接发给好友吧。').waitFor();
    const link = await giver.page.getByRole('textbox', { name: '领取链接' }).inputValue();
    await giver.context.close();

    const recipient = await journey.phones.newPhone('wechat');
    await logIn(recipient.page, aftersalesBuyer);
    await recipient.page.goto(link);
    await atTopOf(recipient.page, '领取赠票');
    await tabAndType(recipient.page, recipient.page.getByLabel('姓名'), '钱小二');
    const phone = recipient.page.getByLabel('手机号');
    await tabTo(recipient.page, phone);
    if ((await phone.inputValue()) === '') await recipient.page.keyboard.type(aftersalesBuyer);
    expect(await tabAndPress(recipient.page, recipient.page.getByRole('button', { name: '领取门票' }))).toBe(true);
    await recipient.page.getByText('领取成功，门票已放入您的门票夹。').waitFor();
    await recipient.context.close();
  });
});

describe('refunds and invoices by keyboard', () => {
  it('chooses a refund reason with Space and confirms the refund with Enter', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, aftersalesBuyer);
    await openHash(page, `#/refund/${aftersales.refundOrderId}`);
    await atTopOf(page, '申请退款');
    const reason = page.getByRole('radio', { name: '行程有变，无法参展' });
    await tabTo(page, reason);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Space');
    expect(await reason.isChecked()).toBe(true);
    expect(await tabAndPress(page, page.getByRole('button', { name: '申请退款' }))).toBe(true);
    const confirm = page.getByRole('group', { name: /整笔订单将退款 ¥58.00/ }).getByRole('button', { name: '申请退款' });
    expect(await tabAndPress(page, confirm)).toBe(true);
    await page.getByText('退款申请已提交，款项将原路退回。').waitFor();
    await context.close();
  });

  it('adds an enterprise invoice header and applies for an invoice in English without the mouse', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, aftersalesBuyer);
    await switchLanguageToEnglish(page);
    await openHash(page, '#/invoiceHeaderManage');
    await atTopOf(page, 'Invoice headers');
    expect(await tabAndPress(page, page.getByRole('button', { name: 'Add an invoice header' }))).toBe(true);
    await tabAndType(page, page.getByLabel('Company name'), 'Hangzhou Expo Tech Co., Ltd.');
    await tabAndType(page, page.getByLabel('Taxpayer ID'), aftersales.creditCode);
    await tabAndType(page, page.getByLabel('E-mail address'), 'tax@example.com');
    expect(await tabAndPress(page, page.getByRole('button', { name: 'Save', exact: true }))).toBe(true);
    await page.getByRole('heading', { name: 'Hangzhou Expo Tech Co., Ltd.' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await openHash(page, `#/invoice/apply/${aftersales.invoiceOrderId}`);
    await atTopOf(page, 'Request an invoice');
    const header = page.getByRole('radio', { name: /Hangzhou Expo Tech/ });
    await tabTo(page, header, 40);
    await page.keyboard.press('Space');
    expect(await header.isChecked()).toBe(true);
    expect(await tabAndPress(page, page.getByRole('button', { name: 'Request the invoice' }))).toBe(true);
    await page.getByText('Your invoice request was sent; once issued you can download it here.').waitFor();
    await context.close();
  });
});

describe('the conference by keyboard', () => {
  it('searches the sessions, ticks one with Space and signs up with Enter, then signs in at the door', async () => {
    const { context, page } = await journey.phones.newPhone('wechat');
    await logIn(page, conferenceAttendee);
    await openHash(page, `#/meetingSchedule/details/${conference.openSessionId}`);
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await openHash(page, '#/conference/selectConference');
    await atTopOf(page, '选择会议');
    await tabAndType(page, page.getByLabel('搜索会议、主题或嘉宾'), title);
    await page.keyboard.press('Enter');
    const box = page.getByRole('checkbox', { name: title }).first();
    await box.waitFor();
    await tabTo(page, box);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Space');
    expect(await box.isChecked()).toBe(true);
    expect(await tabAndPress(page, page.getByRole('button', { name: '提交报名' }))).toBe(true);
    await page.getByText('已提交 1 场会议的报名。').waitFor();

    await page.goto(conference.signInLinks.open.replace('http://127.0.0.1:7700', journey.server.url));
    await atTopOf(page, '会议签到');
    expect(await tabAndPress(page, page.getByRole('button', { name: '立即签到' }))).toBe(true);
    await page.getByText(/^签到成功/).waitFor();
    await context.close();
  });
});

describe('information forms by keyboard', () => {
  it('sends the custom booth enquiry and files a builder with a document chosen from the keyboard', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, conferenceAttendee);
    await openHash(page, '#/special');
    await atTopOf(page, /特装/);
    await tabAndType(page, page.getByLabel('公司名称'), '示范展台设计有限公司');
    await tabAndType(page, page.getByLabel('联系人'), '顾会议');
    await tabAndType(page, page.getByLabel('手机号码'), conferenceAttendee);
    await tabAndType(page, page.getByLabel('咨询内容'), '需要双开口特装展位的报价。');
    expect(await tabAndPress(page, page.getByRole('button', { name: '提交咨询' }))).toBe(true);
    await page.getByText(/^咨询已提交/).first().waitFor();

    await openHash(page, '#/builder');
    await atTopOf(page, '搭建商备案');
    await tabAndType(page, page.getByLabel('搭建公司名称'), '示范搭建工程有限公司');
    await tabAndType(page, page.getByLabel('联系人 1 姓名'), '王建国');
    await tabAndType(page, page.getByLabel('联系人 1 手机号码'), '13900000001');
    await tabAndType(page, page.getByLabel('展位号 1'), conference.boothNo);
    const upload = page.getByLabel('选择文件上传');
    // Listen before tabbing: Playwright turns on file-chooser interception asynchronously, and a
    // Space pressed before it is on opens the native dialog, which never reaches the test.
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, upload);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Space');
    await (await chooser).setFiles({ name: 'safety-plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await page.getByText('“safety-plan.pdf”已上传').waitFor();
    const file = page.getByRole('button', { name: '提交备案' });
    expect(await tabAndPress(page, file)).toBe(true);
    await page.getByTestId('filing-state').getByText('审核中').waitFor();
    await context.close();
  });
});
