// Gifts and invoices without dead ends (issue 28 §4): a claimant who claimed already sees "您已领取" and the
// way to their ticket; a cancelled, expired or unknown gift says so and offers to buy a ticket; the
// buyer's own taxpayer ID shows in full; an identical invoice header is not saved twice; an invoice PDF
// whose link ran out while the page was open opens at a link signed anew (not a 403), and inside WeChat
// is mailed to the invoice's own e-mail; the English invoice refuses Chinese and says which fields must
// be English. Every screen keeps a way back. Chinese and English, plain and WeChat, axe clean.
import { SEED } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hashPathOf, loginBySms, switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { entryLink } from './harness/app-server';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';
import { apiAs, contractHook } from './journeys/contract-api.steps';

const journey = useAppJourney();
const A = SEED.aftersales;
const P = SEED.phones;

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);
const claimLinkOf = (giftId: string) => entryLink(journey.server, { registrationSource: 'giveCard', ticketGiveRecordId: giftId }, '/ticket/receive/complimentaryTickets');

async function loggedIn(phone: string, flavour: 'plain' | 'wechat', language: 'zh' | 'en'): Promise<Page> {
  const { page } = await journey.phones.newPhone(flavour);
  await loginBySms(page, journey.server, phone);
  await page.getByRole('heading', { name: '个人中心' }).or(page.getByRole('heading', { name: /确认函/ })).first().waitFor();
  if (language === 'en') await switchLanguageToEnglish(page);
  return page;
}

const waysOn = (page: Page, name: string) => page.getByRole('navigation', { name });

describe('a gift link', () => {
  it('tells a claimant who claimed already "您已领取" and leads to their ticket, in Chinese and English', async () => {
    // 13800000121 claimed the demo gift on another phone.
    const claimant = await apiAs(journey.server, P.giftClaimant);
    const claimed = await claimant.post('give/claim', { giftId: A.giftId, holderName: '王领票', holderPhone: P.giftClaimant });
    expect(claimed.code).toBe(200);
    const ticketId = String(claimed.data.ticketId);

    // Their login on this phone (a new account: the next step is the registration's).
    const { page } = await journey.phones.newPhone('wechat');
    await loginBySms(page, journey.server, P.giftClaimant);
    await page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
    await page.goto(claimLinkOf(A.giftId));
    await page.getByRole('heading', { level: 1, name: '您已领取' }).waitFor();
    await page.getByRole('status').filter({ hasText: '这份赠票中有一张已由您领取，门票在您的门票夹里。' }).waitFor();
    // No claim form, no "already claimed" error: the ticket, and the ways on.
    expect(await page.getByRole('button', { name: '领取门票' }).count()).toBe(0);
    expect(await waysOn(page, '接下来可以去').getByRole('link').allTextContents()).toEqual(['我的门票夹', '去购票', '个人中心']);
    expect(await page.getByRole('button', { name: '返回' }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'gift-already-claimed-zh');
    await page.getByRole('link', { name: '查看我的门票' }).click();
    await waitForHashPath(page, `/wallet/${ticketId}`);

    await switchLanguageToEnglish(page);
    await page.goto(claimLinkOf(A.giftId));
    await page.getByRole('heading', { level: 1, name: 'You have claimed this gift' }).waitFor();
    await page.getByRole('link', { name: 'See my ticket' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'gift-already-claimed-en');
    await page.context().close();
  });

  it('says a cancelled gift was cancelled and an unknown one cannot be found, and offers to buy a ticket (English)', async () => {
    const giver = await apiAs(journey.server, P.giftGiver);
    const gift = await giver.post('give/create', { exhibitionId: 'demo', ticketTypeId: SEED.ticketing.types.vip, quantity: 1 });
    expect((await giver.post('give/cancel', { giftId: gift.data.giftId as string })).code).toBe(200);

    const page = await loggedIn(P.aftersalesBuyer, 'plain', 'en');
    await page.goto(claimLinkOf(String(gift.data.giftId)));
    await page.getByRole('alert').filter({ hasText: 'The giver cancelled this gift.' }).waitFor();
    await page.getByText('You can still buy a ticket yourself.').waitFor();
    expect(await page.getByRole('button', { name: 'Claim the ticket' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'gift-cancelled-en');
    expect(await waysOn(page, 'Where to go from here').getByRole('link').allTextContents()).toEqual(['My wallet', 'Personal centre']);
    await page.getByRole('link', { name: 'Buy tickets' }).click();
    await waitForHashPath(page, '/ticket-type');

    await page.goto(claimLinkOf('0123456789abcdef'));
    await page.getByRole('heading', { level: 1, name: 'This gift could not be found' }).waitFor();
    expect(await waysOn(page, 'Where to go from here').getByRole('link').allTextContents()).toEqual(['My wallet', 'Buy tickets', 'Personal centre']);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'gift-unknown-en');
    await page.context().close();
  });

  it('says an expired gift expired, to someone not logged in too, and offers to buy a ticket (Chinese)', async () => {
    journey.server.advanceClock(72 * 3600 + 1);
    const { page } = await journey.phones.newPhone('plain');
    await page.goto(claimLinkOf(A.giftId));
    await page.getByRole('alert').filter({ hasText: '这份赠票已过期。' }).waitFor();
    expect(await page.getByRole('link', { name: '去购票' }).count()).toBe(1);
    expect(await waysOn(page, '接下来可以去').getByRole('link').allTextContents()).toEqual(['登录/注册后领取']);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'gift-expired-zh');
    await page.context().close();
  });
});

describe('invoice headers', () => {
  it('show the buyer’s own taxpayer ID in full and do not save an identical header twice (Chinese), the apply form naming the full ID (English)', async () => {
    const page = await loggedIn(P.aftersalesBuyer, 'plain', 'zh');
    await openHash(page, '#/invoiceHeaderManage');
    const company = page.getByRole('article', { name: A.companyTitle });
    await company.getByText(A.creditCode, { exact: true }).waitFor();
    expect(await page.getByText(/\*{4}/).count()).toBe(0);
    expect(await page.getByRole('button', { name: '返回' }).count()).toBe(1);

    await page.getByRole('button', { name: '新增发票抬头' }).click();
    await page.getByLabel('单位名称').fill(` ${A.companyTitle}`);
    await page.getByLabel('纳税人识别号').fill(A.creditCode.toLowerCase());
    await page.getByLabel('接收邮箱').fill('Finance@Example.com');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText(`这个抬头已经保存过（「${A.companyTitle}」），没有再保存一份。`).waitFor();
    expect(await page.getByRole('article').count()).toBe(2);
    const person = journey.server.state.users.find((user) => user.phone === P.aftersalesBuyer)?.personId ?? '';
    expect(journey.server.state.ticketing.headers.ofPerson(person)).toHaveLength(2);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'invoice-header-identical-zh');

    await switchLanguageToEnglish(page);
    await openHash(page, `#/invoice/apply/${A.invoiceOrderId}`);
    await page.getByRole('radio', { name: `${A.companyTitle} (${A.creditCode})` }).waitFor();
    await saveScreenshot(page, 'invoice-apply-full-tax-number-en');
    await page.context().close();
  });
});

describe("an invoice's PDF", () => {
  /** Li Lei's VIP order invoiced to the default header, issued now. */
  async function issuedInvoice(): Promise<void> {
    const buyer = await apiAs(journey.server, P.aftersalesBuyer);
    const applied = await buyer.post('invoice/apply', { orderId: A.invoiceOrderId, headerId: A.enterpriseHeaderId });
    expect(applied.code).toBe(200);
    await contractHook(journey.server, '/__contract/invoice/settle', { applicationId: applied.data.applicationId, outcome: 'issued' });
  }

  it('opens at a link signed anew when the one on the page ran out, not a 403 (English)', async () => {
    await issuedInvoice();
    const page = await loggedIn(P.aftersalesBuyer, 'plain', 'en');
    await openHash(page, '#/invoice/history');
    const download = page.getByRole('link', { name: 'Download the invoice (PDF)' });
    await download.waitFor();
    const shown = (await download.getAttribute('href')) ?? '';
    await saveScreenshot(page, 'invoice-history-en');

    // The page stays open past the link's ten minutes.
    journey.server.advanceClock(11 * 60);
    expect((await fetch(shown)).status).toBe(403);
    const opened = page.context().waitForEvent('page');
    await download.click();
    const tab = await opened;
    await tab.waitForURL(/\/files\/invoice\//, { waitUntil: 'commit' });
    expect(tab.url()).not.toBe(shown);
    const pdf = await fetch(tab.url());
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    await page.context().close();
  });

  it('inside WeChat is mailed to the invoice’s own e-mail, and a link that ran out is signed anew for the mail (Chinese)', async () => {
    await issuedInvoice();
    const page = await loggedIn(P.aftersalesBuyer, 'wechat', 'zh');
    await openHash(page, '#/invoice/history');
    const mail = page.getByRole('form', { name: '发送到我的邮箱' });
    await mail.waitFor();
    expect(await page.getByRole('button', { name: '在微信中打开' }).count()).toBe(1);
    expect(await mail.getByLabel('我的邮箱').inputValue()).toBe('finance@example.com');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'invoice-wechat-keep-zh');

    journey.server.advanceClock(11 * 60);
    await mail.getByRole('button', { name: '发送到我的邮箱' }).click();
    await page.getByText(/^已发送到 finance@example\.com。/).waitFor();
    const mails = (await (await fetch(`${journey.server.url}/__contract/file/outbox?to=finance@example.com`)).json()) as { link: string }[];
    expect(mails).toHaveLength(1);
    expect((await fetch(mails[0]?.link ?? '')).status).toBe(200);
    await page.context().close();
  });
});

describe.each(['zh', 'en'] as const)('the English invoice, in %s', (language) => {
  const words = {
    zh: { intro: /公司名称、地址、国家\/地区和联系人须用英文填写/, company: /公司名称/, address: /地址/, country: /国家\/地区/, contact: /联系人/, email: /电子邮箱/, submit: '提交英文发票申请', englishOnly: '请用英文填写，不能包含中文或全角字符', back: '返回' },
    en: { intro: /Write the company name, address, country or region and contact person in English/, company: 'Company name', address: 'Address', country: 'Country or region', contact: 'Contact person', email: 'E-mail', submit: 'Request the English invoice', englishOnly: 'Please write this in English: no Chinese or full-width characters', back: 'Back' },
  }[language];

  it('says which fields must be English and refuses Chinese in them, keeping what was typed', async () => {
    const page = await loggedIn(P.aftersalesBuyer, 'plain', language);
    await openHash(page, `#/invoiceEn?orderId=${A.refundOrderId}`);
    await page.getByText(words.intro).waitFor();
    expect(await page.getByRole('button', { name: words.back }).count()).toBe(1);
    await page.getByLabel(words.company).fill('上海示范进口有限公司');
    await page.getByLabel(words.address).first().fill('Kungsgatan 1，Stockholm');
    await page.getByLabel(words.country).fill('Sweden');
    await page.getByLabel(words.contact).fill('Anna Berg');
    await page.getByLabel(words.email).first().fill('anna@nordic.example');
    await page.getByRole('button', { name: words.submit }).click();
    const companyField = page.getByLabel(words.company);
    await expect.poll(() => companyField.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText(words.englishOnly).count()).toBe(2);
    expect(await companyField.inputValue()).toBe('上海示范进口有限公司');
    expect(journey.server.state.ticketing.invoices.every()).toHaveLength(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, `invoice-english-only-${language}`);

    await companyField.fill('Nordic Trade AB');
    await page.getByLabel(words.address).first().fill('Kungsgatan 1, Stockholm');
    await page.getByRole('button', { name: words.submit }).click();
    await waitForHashPath(page, '/invoice/history');
    expect(hashPathOf(page)).toBe('/invoice/history');
    expect(journey.server.state.ticketing.invoices.every()).toMatchObject([{ language: 'en', english: { companyName: 'Nordic Trade AB' } }]);
    await page.context().close();
  });
});
