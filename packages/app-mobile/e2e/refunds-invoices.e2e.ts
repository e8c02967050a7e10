// Refunds and invoices (issue 14): a whole-order refund goes refunding → refunded on the server's clock,
// once for a double tap; the refused cases say why; an invoice header with a wrong taxpayer ID is refused
// with nothing lost, then saved; applying (twice tapped) makes one application, issued with its PDF; the
// English invoice; a free order's refusal.
import { SEED } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginBySms, switchLanguageToEnglish } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { auditScreensByHash } from './harness/screen-audit';
import { saveScreenshot } from './harness/screenshots';

const journey = useAppJourney();
const { aftersalesBuyer, aftersalesRefusals, giftGiver } = SEED.phones;
const seeds = SEED.aftersales;

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);

async function logIn(page: Page, phone: string): Promise<void> {
  await loginBySms(page, journey.server, phone);
  await page.getByRole('heading', { name: '个人中心' }).or(page.getByRole('heading', { name: /确认函/ })).first().waitFor();
}

const orderOf = (orderId: string) => journey.server.state.ticketing.orders.every().find((order) => order.orderId === orderId);

describe('refunding an order', () => {
  it('asks for a reason, refunds the amount the server names once for a double tap, shows refunding, then refunded', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, aftersalesBuyer);
    await openHash(page, `#/order/${seeds.refundOrderId}`);
    await page.getByRole('link', { name: '申请退款' }).click();
    await page.getByText('¥58.00').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'refund-form-zh');

    // No reason yet: the confirmation says so and the reason takes the focus.
    await page.getByRole('button', { name: '申请退款' }).click();
    const confirm = page.getByRole('group', { name: /整笔订单将退款 ¥58.00/ });
    await confirm.getByRole('button', { name: '申请退款' }).click();
    await confirm.getByText('请先选择退款原因').waitFor();
    await page.getByText('行程有变，无法参展').click();
    await confirm.getByRole('button', { name: '申请退款' }).dblclick();
    await page.getByText('退款申请已提交，款项将原路退回。').waitFor();
    expect(orderOf(seeds.refundOrderId)?.refundStatus).toBe('pending');
    await saveScreenshot(page, 'refund-requested-zh');

    journey.server.advanceClock(61);
    await page.reload();
    await page.getByText('已退款，款项已原路退回。').waitFor();
    expect(orderOf(seeds.refundOrderId)?.refundStatus).toBe('refunded');
    await context.close();
  });

  it('says why an entered, a gifted and a closed-window order cannot be refunded', async () => {
    const refusals = await journey.phones.newPhone('wechat');
    await logIn(refusals.page, aftersalesRefusals);
    await openHash(refusals.page, `#/refund/${seeds.enteredOrderId}`);
    await refusals.page.getByText('订单中的门票已入场使用，无法退款。').waitFor();
    await openHash(refusals.page, `#/refund/${seeds.windowClosedOrderId}`);
    await refusals.page.getByText(/退款时间已于 .+ 截止，无法退款。/).waitFor();
    await saveScreenshot(refusals.page, 'refund-window-closed-zh');
    await refusals.context.close();

    const giver = await journey.phones.newPhone('plain');
    await logIn(giver.page, giftGiver);
    await openHash(giver.page, `#/refund/${seeds.giftOrderId}`);
    await giver.page.getByText('订单中有门票已赠送或正在赠送中，无法退款。').waitFor();
    await giver.context.close();
  });
});

describe('invoices', () => {
  it('refuses a wrong taxpayer ID keeping what was typed, saves the header, applies once for a double tap and downloads the issued PDF', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, aftersalesBuyer);
    await openHash(page, '#/invoiceHeaderManage');
    await page.getByRole('heading', { name: '上海示范会展服务有限公司' }).waitFor();
    await page.getByRole('button', { name: '新增发票抬头' }).click();
    await page.getByLabel('单位名称').fill('杭州会展科技有限公司');
    await page.getByLabel('纳税人识别号').fill('91330100MA2H3X4Y5A');
    await page.getByLabel('接收邮箱').fill('tax@example.com');
    await page.getByRole('button', { name: '保存' }).click();
    const taxNumber = page.getByLabel('纳税人识别号');
    await expect.poll(() => taxNumber.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('taxNumber');
    expect(await page.getByLabel('单位名称').inputValue()).toBe('杭州会展科技有限公司');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'invoice-header-invalid-zh');
    await taxNumber.fill(seeds.creditCode);
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('已保存发票抬头“杭州会展科技有限公司”。').waitFor();
    await page.getByRole('heading', { name: '杭州会展科技有限公司' }).waitFor();

    await openHash(page, `#/invoice/apply/${seeds.invoiceOrderId}`);
    await page.getByRole('radio', { name: /上海示范会展服务有限公司/ }).waitFor();
    expect(await page.getByRole('radio', { name: /上海示范会展服务有限公司/ }).isChecked()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'invoice-apply-zh');
    await page.getByRole('button', { name: '提交开票申请' }).dblclick();
    await page.getByText('开票申请已提交，开具后可在此下载。').waitFor();
    expect(journey.server.state.ticketing.invoices.every().filter((app) => app.orderId === seeds.invoiceOrderId)).toHaveLength(1);

    journey.server.advanceClock(61);
    await page.reload();
    const download = page.getByRole('link', { name: '下载发票 PDF' });
    await download.waitFor();
    await saveScreenshot(page, 'invoice-history-zh');
    const pdf = await page.request.get((await download.getAttribute('href')) ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // Applied once: the order now says so instead of offering another application.
    await openHash(page, `#/invoice/apply/${seeds.invoiceOrderId}`);
    await page.getByText('该订单已申请过发票，请在开票记录中查看进度。').waitFor();
    expect(
      await auditScreensByHash(page, [
        ['#/invoice', '开具发票', 'invoice-orders-zh'],
        [`#/invoiceEn?orderId=${seeds.refundOrderId}`, '英文发票', 'invoice-english-zh'],
      ]),
    ).toEqual({});
    await context.close();
  });

  it('applies for the English invoice without a Chinese tax number and says a free order has nothing to invoice, in English', async () => {
    const { context, page } = await journey.phones.newPhone('wechat');
    await logIn(page, aftersalesBuyer);
    await switchLanguageToEnglish(page);
    await openHash(page, `#/invoiceEn?orderId=${seeds.refundOrderId}`);
    await page.getByRole('heading', { name: 'English invoice' }).waitFor();
    await page.getByLabel('Company name').fill('Harbour Trading GmbH');
    await page.getByLabel('Address').fill('Speicherstadt 1, 20457 Hamburg');
    await page.getByLabel('Country or region').fill('Germany');
    await page.getByLabel('Contact person').fill('Anna Weber');
    await page.getByLabel('E-mail').fill('anna.weber@example');
    await page.getByLabel('VAT or tax number (optional)').fill('DE 123456789');
    await page.getByRole('button', { name: 'Request the English invoice' }).click();
    await expect.poll(() => page.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Company name').inputValue()).toBe('Harbour Trading GmbH');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'invoice-english-en');
    await page.getByLabel('E-mail').fill('anna.weber@example.com');
    await page.getByRole('button', { name: 'Request the English invoice' }).click();
    await page.getByText('Your invoice request was sent; once issued you can download it here.').waitFor();
    await page.getByRole('heading', { name: 'Harbour Trading GmbH' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'invoice-history-en');

    expect(
      await auditScreensByHash(page, [
        ['#/invoiceHeaderManage', 'Invoice headers', 'invoice-headers-en'],
        ['#/invoice', 'Invoices', 'invoice-orders-en'],
        [`#/refund/${seeds.invoiceOrderId}`, 'Request a refund', 'refund-form-en'],
      ]),
    ).toEqual({});
    await context.close();

    const free = await journey.phones.newPhone('plain');
    await logIn(free.page, aftersalesRefusals);
    await switchLanguageToEnglish(free.page);
    await openHash(free.page, `#/invoice/apply/${seeds.freeOrderId}`);
    await free.page.getByText('A free order has nothing to invoice.').waitFor();
    await saveScreenshot(free.page, 'invoice-free-order-en');
    await free.context.close();
  });
});
