// Ordering the company's services (issue 30, design exhibitor.md §5.1 journey 4): 陈展商 (13800000005)
// inside WeChat orders 12 shelves on the 9 m² booth — 10 free, 2 charged, the meter says so — and a power
// socket, taps "place the order" twice, sees the server's total in the WeChat Pay sheet (the JSAPI
// double), pays and lands on the paid state: one order made. A folding chair sold out meanwhile is
// refused with its name. An advert slot is booked with its artwork. An interpreter at 2 days' notice is
// refused with the day and its deadline, then booked at 3. The first paid order's invoice is listed as
// being issued; once the organiser issues it (the hook) its PDF is read in the page, in the app's viewer.
// A products-only login is told the module is not opened; on an exhibition whose exhibitor information
// is closed the three screens say "信息提交已关闭" in place with the ways on. Then the three screens and
// an invoice's PDF in English. 375 px, axe clean, screenshots in both languages.
import { weixinJsBridgeDouble } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';
import { apiAs, contractHook } from './journeys/contract-api.steps';
import { logInAsExhibitor } from './journeys/exhibitor-login.steps';

const journey = useAppJourney();
const ADMIN = '13800000005';

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);
/** The UI kit draws its own box over the native input: the choice is made by its label, as a finger does. */
const choose = (page: Page, role: 'radio' | 'checkbox', name: string | RegExp) => page.getByRole(role, { name }).check({ force: true });

/** Pays in the WeChat Pay sheet and waits for the paid state; answers the order paid. */
async function payInSheet(page: Page, total: string): Promise<string> {
  const sheet = page.getByRole('dialog', { name: '微信支付' });
  await sheet.getByText(total).waitFor();
  await sheet.getByRole('button', { name: '支付' }).click();
  await waitForHashPath(page, '/payTransition');
  await page.getByText('支付成功').waitFor();
  return new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '').get('orderId') ?? '';
}

/** Reads an issued invoice's PDF in the page: the viewer draws its first page. */
async function readInvoice(page: Page, button: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await page.locator('.fp-pdf__page--drawn').first().waitFor({ timeout: 20_000 });
}

async function companyOrders(): Promise<number> {
  const api = await apiAs(journey.server, ADMIN);
  const answer = await api.get('service/orders', { exhibitionId: 'demo' });
  return (answer.data as unknown as unknown[]).length;
}

describe('ordering booth services, an advert and interpreters', () => {
  it('orders shelves past the free allowance and power, pays the server total in WeChat once for a double tap', async () => {
    journey.server.reset();
    const { context, page } = await journey.phones.newPhone('wechat');
    await context.addInitScript({ content: weixinJsBridgeDouble(journey.server.url) });
    await logInAsExhibitor(page, journey.server, ADMIN);
    await page.getByRole('link', { name: '展位服务' }).click();
    await page.getByRole('heading', { name: '展位服务', level: 1 }).waitFor();
    await choose(page, 'radio', /A1-102/);
    await page.getByText('共 10 件：已用 0，本次 0，剩余 10').waitFor();
    await page.getByRole('textbox', { name: '层板数量' }).fill('12');
    await page.getByRole('textbox', { name: '电源插座（24 小时）数量' }).fill('1');
    await page.getByText('共 10 件：已用 0，本次 10，剩余 0').waitFor();
    await page.getByText('超出免费额度 2 件，按主办方价格收费。').waitFor();
    // The spotlights are sold out: shown so, nothing to type.
    expect(await page.getByRole('textbox', { name: '射灯数量' }).isDisabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-services-zh');

    await page.getByRole('button', { name: '提交订单并支付' }).dblclick();
    // 10 free shelves, 2 at 100.00, a socket at 380.00: the server's total in the sheet.
    const firstOrder = await payInSheet(page, '¥580.00');
    await page.getByText('层板（免费额度）', { exact: false }).first().waitFor();
    await page.getByText('主办方已收到您的订单').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-services-paid-zh');
    expect(await companyOrders()).toBe(3);

    // Back on the page: the order is paid, and the booth's allowance is used up.
    await page.getByRole('link', { name: '返回展商服务' }).click();
    await page.getByRole('heading', { name: '展位服务', level: 1 }).waitFor();
    await choose(page, 'radio', /A1-102/);
    await page.getByText('共 10 件：已用 10，本次 0，剩余 0').waitFor();
    const orders = page.getByRole('list', { name: '我的订单' });
    await orders.getByText('层板（免费额度） × 10、层板 × 2、电源插座（24 小时） × 1').waitFor();
    await orders.getByText('已支付').first().waitFor();
    await orders.getByText('可开发票').first().waitFor();

    // A folding chair sells out while the page is open: refused with its name, what was typed kept.
    await page.getByRole('textbox', { name: '折椅数量' }).fill('2');
    await contractHook(journey.server, '/__contract/service/sellOut', { itemId: 'svc-chair' });
    await page.getByRole('button', { name: '提交订单并支付' }).click();
    await page.getByRole('alert').getByText('「折椅」已售罄，请选择其他项目。').waitFor();
    expect(await page.getByRole('textbox', { name: '折椅数量' }).inputValue()).toBe('2');
    expect(await companyOrders()).toBe(3);

    // An advert: the taken slot cannot be chosen; an open one with its artwork is booked and paid.
    await openHash(page, '#/exhibitorSelfService/adsBooking');
    await page.getByRole('heading', { name: '广告预订', level: 1 }).waitFor();
    expect(await page.getByRole('radio', { name: '封二（已售）' }).isDisabled()).toBe(true);
    await page.getByRole('radio', { name: '封三' }).check();
    await page.getByLabel('广告稿件（PDF、AI、JPG、PNG，不超过 10 MB）').setInputFiles({ name: 'artwork.ai', mimeType: 'application/postscript', buffer: Buffer.from('%PDF-1.5\n% artwork\n') });
    await page.getByText('已上传：artwork.ai').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-ads-zh');
    await page.getByRole('button', { name: '提交订单并支付' }).click();
    await payInSheet(page, '¥8000.00');

    // An interpreter: the show's first day is 2 days away — refused with the day and its deadline; the next is booked.
    await openHash(page, '#/exhibitorSelfService/translateBooking');
    await page.getByRole('heading', { name: '翻译预订', level: 1 }).waitFor();
    await choose(page, 'radio', '中文 ↔ 英语');
    const days = page.getByRole('group', { name: '日期（展期内）' }).getByRole('checkbox');
    await days.nth(0).check({ force: true });
    await page.getByRole('textbox', { name: '翻译人数（1–5）' }).fill('2');
    await page.getByRole('button', { name: '提交订单并支付' }).click();
    await page.getByRole('alert').getByText(/须至少提前 3 天预订（截止时间 .+）/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-translation-zh');
    await days.nth(0).uncheck({ force: true });
    await days.nth(1).check({ force: true });
    await page.getByRole('button', { name: '提交订单并支付' }).click();
    await payInSheet(page, '¥2400.00');
    expect(await companyOrders()).toBe(5);

    // The first order's invoice: being issued, then issued by the organiser and read in the page.
    await openHash(page, '#/exhibitorSelfService/datadownload/invoice');
    const invoice = page.getByRole('article', { name: '展位服务', exact: true });
    await invoice.getByText('开具中', { exact: true }).waitFor();
    await invoice.getByText('¥580.00').waitFor();
    await contractHook(journey.server, '/__contract/exhibitor/invoice/issue', { orderId: firstOrder });
    await page.reload();
    await invoice.getByText('已开具').waitFor();
    await readInvoice(page, '在本页显示（EI-2026-0003）');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-invoice-pdf-zh');
    await context.close();
  });

  it('tells a products-only login that booth services are not opened for it', async () => {
    const { page } = await journey.phones.newPhone('plain');
    await logInAsExhibitor(page, journey.server, '13800000206', 'exhibitor_product');
    await openHash(page, '#/exhibitorSelfService/serviceOrder');
    await page.getByText('该展商尚未开通此权限').first().waitFor();
    await page.getByRole('link', { name: '个人中心' }).first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('says on an exhibition whose exhibitor information is closed that nothing can be booked, with the ways on', async () => {
    const { page } = await journey.phones.newPhone('plain');
    await logInAsExhibitor(page, journey.server, ADMIN, 'exhibitorDept', { exhibitionId: 'exh-closed-demo' });
    for (const [hash, heading] of [
      ['#/exhibitorSelfService/serviceOrder', '展位服务'],
      ['#/exhibitorSelfService/adsBooking', '广告预订'],
      ['#/exhibitorSelfService/translateBooking', '翻译预订'],
    ] as const) {
      await openHash(page, hash);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.getByRole('alert').filter({ hasText: '信息提交已关闭' }).waitFor();
      expect(await page.getByRole('button', { name: '提交订单并支付' }).count()).toBe(0);
    }
    await page.getByRole('navigation', { name: '接下来可以去' }).getByRole('link', { name: '个人中心' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-services-closed-zh');
  });

  it('reads the three screens in English', async () => {
    const { page } = await journey.phones.newPhone('plain');
    await logInAsExhibitor(page, journey.server, ADMIN);
    await switchLanguageToEnglish(page);
    await openHash(page, '#/exhibitorSelfService/serviceOrder');
    await page.getByRole('heading', { name: 'Booth services', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Quantity of Shelf' }).waitFor();
    await page.getByText('20 in all: 20 used, 0 in this order, 0 left').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-services-en');
    await openHash(page, '#/exhibitorSelfService/adsBooking');
    await page.getByRole('heading', { name: 'Advertising', level: 1 }).waitFor();
    await page.getByRole('radio', { name: 'Inside front cover (sold)' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-ads-en');
    await openHash(page, '#/exhibitorSelfService/translateBooking');
    await page.getByRole('heading', { name: 'Interpreters', level: 1 }).waitFor();
    await page.getByRole('radio', { name: 'Chinese ↔ German' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-translation-en');
    await openHash(page, '#/exhibitorSelfService/datadownload/invoice');
    await page.getByRole('heading', { name: 'Invoices', level: 1 }).waitFor();
    await readInvoice(page, 'Show it in this page (EI-2026-0001)');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-invoice-pdf-en');
  });
});
