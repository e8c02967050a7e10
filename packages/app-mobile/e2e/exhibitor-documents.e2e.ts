// The company's invoices and contracts (issue 30, design exhibitor.md §5.1 journey 4, its documents part):
// 陈展商 (13800000005) reaches them from the company card's menu; the booth-fee invoice is issued with its
// PDF (opened from a freshly signed link, no token in it), the service invoice still being issued says
// so; the signed contract and the booth confirmation are kept inside WeChat in English the WeChat way
// (open in the browser, copy, mail), never a download; a products-only login reads that the exhibitor
// has not opened the permission. axe-checked and screenshotted in zh and en.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { logInAsExhibitor } from './journeys/exhibitor-login.steps';
import { tabAndPress } from './harness/keyboard';
import { saveScreenshot } from './harness/screenshots';

const journey = useAppJourney();
const P = { admin: '13800000005', productsOnly: '13800000206' };

const logIn = (page: Page, phone: string, registerType?: string) => logInAsExhibitor(page, journey.server, phone, registerType);

describe("the company's invoices and contracts", () => {
  it('lists the invoices from the company card, the issued one with a PDF that opens, the other still being issued', async () => {
    const { page } = await journey.phones.newPhone('plain');
    await logIn(page, P.admin);
    const menu = page.getByRole('navigation', { name: '展商服务' });
    expect(await tabAndPress(page, menu.getByRole('link', { name: '发票' }))).toBe(true);
    await waitForHashPath(page, '/exhibitorSelfService/datadownload/invoice');
    await page.getByRole('heading', { name: '发票下载', level: 1 }).waitFor();

    const issued = page.getByRole('article', { name: '展位费' });
    await issued.getByText('已开具').waitFor();
    await issued.getByText('编号：EI-2026-0001').waitFor();
    const issuing = page.getByRole('article', { name: '展位服务（加购层板）' });
    await issuing.getByText('开具中', { exact: true }).waitFor();
    await issuing.getByText('发票开具中，开具后可在此查看 PDF。').waitFor();
    expect(await issuing.getByRole('link').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-invoices-zh');

    const link = issued.getByRole('link', { name: '查看 PDF（EI-2026-0001）' });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toContain('/files/exhinvoice/exi-1001-1.pdf?expires=');
    expect(href).not.toMatch(/token|openid/i);
    const pdf = await fetch(href);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('keeps the signed contract inside WeChat the WeChat way, in English', async () => {
    const { page } = await journey.phones.newPhone('wechat');
    await logIn(page, P.admin);
    await switchLanguageToEnglish(page);
    await page.getByRole('navigation', { name: 'Exhibitor services' }).getByRole('link', { name: 'Contracts' }).click();
    await page.getByRole('heading', { name: 'Contracts', level: 1 }).waitFor();
    const contract = page.getByRole('article', { name: 'Participation contract' });
    await contract.getByText('Signed').waitFor();
    await page.getByRole('article', { name: 'Booth confirmation' }).getByText('To be signed').waitFor();
    await contract.getByRole('button', { name: 'Open in the browser' }).waitFor();
    await contract.getByRole('button', { name: 'Copy link' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-contracts-en');
  });

  it('tells a products-only login the exhibitor has not opened the permission', async () => {
    const { page } = await journey.phones.newPhone('plain');
    await logIn(page, P.productsOnly, 'exhibitor_product');
    await page.evaluate(() => (location.hash = '#/exhibitorSelfService/datadownload/contract'));
    await page.getByRole('heading', { name: '合同下载', level: 1 }).waitFor();
    await page.getByRole('alert').filter({ hasText: '该展商尚未开通此权限' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
