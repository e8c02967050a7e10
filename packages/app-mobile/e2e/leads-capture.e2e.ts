// The lead tool's capture side (issue 17): a trade-fair exhibitor lands on the leads list (the tool's
// home redirects there), types a badge, rates, tags and notes the lead, answers the survey (a required
// question refused first, nothing lost), and the server has the lead once with all of it; the same badge
// again opens that lead; a badge and a mobile nobody has are typed in by hand ("Customer information not
// found"); inside WeChat the badge comes from wx.scanQRCode (a double); elsewhere from the camera
// (Chromium's fake capture of the badge's QR code); zh and en, axe clean, one keyboard-only pass.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEED } from '@fairpass/test-fixtures';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, JOURNEY_CHROMIUM_FLAGS } from '../scripts/debian-chromium';
import { switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { PHONE_VIEWPORT, USER_AGENTS } from './harness/browser';
import { useAppJourney } from './harness/journey';
import { focusIsVisible, tabAndPress, tabAndType } from './harness/keyboard';
import { auditScreensByHash } from './harness/screen-audit';
import { saveScreenshot } from './harness/screenshots';
import { captureTyped, logInToLeads, openHash, qrClip, serverLeads } from './journeys/leads.steps';

const journey = useAppJourney();
const L = SEED.leads;
const exhibitor = SEED.phones.tradeFairExhibitor;
const single = L.accounts.single;

const badge = (n: number) => `${L.badgePrefix}${String(n).padStart(4, '0')}`;
const withBadge = (code: string) => serverLeads(journey.server, single).filter((lead) => lead.badgeCode === code);

describe('capturing a lead', () => {
  it('scans, qualifies, answers the survey and saves online: the server has it once; the same badge again opens it', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logInToLeads(page, journey.server, exhibitor);
    await page.getByRole('heading', { name: '我的线索', level: 1 }).waitFor();
    await page.getByTestId('lead-count').filter({ hasText: '共 5 条线索' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'leads-list-zh');

    await page.getByRole('link', { name: '扫码采集线索' }).click();
    await page.getByRole('heading', { name: '扫码采集', level: 1 }).waitFor();
    await page.getByRole('button', { name: '采集线索' }).click();
    await page.getByText('此项为必填项').waitFor();
    await captureTyped(page, badge(13));
    // Looked up online: the visitor's name is the lead's heading.
    const visitor = journey.server.state.leads.visitors.find((v) => v.badgeCode === badge(13));
    await page.getByRole('heading', { name: visitor?.name, level: 1 }).waitFor();
    await page.getByText('热', { exact: true }).click();
    await page.getByRole('textbox', { name: '标签' }).fill('VIP，机床');
    await page.getByRole('textbox', { name: '备注' }).fill('<b>想要样品</b>');
    // A follow-up without its date is refused: the message under the date, focus there, nothing lost.
    await page.getByRole('textbox', { name: '跟进内容' }).fill('寄样品');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.locator('[data-field="followUpDate"]').getByText('此项为必填项').waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.id)).toBe('fp-ld-fu-date');
    expect(await page.getByRole('textbox', { name: '备注' }).inputValue()).toBe('<b>想要样品</b>');
    await page.getByRole('textbox', { name: '跟进日期' }).fill('2026-12-01');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('已保存在本机，联网后会自动同步。').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'leads-detail-zh');

    await page.getByRole('link', { name: '填写问卷' }).click();
    await page.getByRole('heading', { name: '客户资质调查', level: 1 }).waitFor();
    await page.getByText('整机').click();
    await page.getByRole('textbox', { name: /预计采购时间/ }).fill('下个季度');
    await page.getByRole('button', { name: '保存问卷' }).click();
    // The required budget is refused; what was answered stays; focus goes to the question.
    await page.getByRole('alert').filter({ hasText: '此项为必填项' }).first().waitFor();
    expect(await page.getByRole('textbox', { name: /预计采购时间/ }).inputValue()).toBe('下个季度');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-field]')?.getAttribute('data-field'))).toBe('q-budget');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'leads-survey-errors-zh');
    await page.getByText('10–100 万元').click();
    await page.getByRole('button', { name: '保存问卷' }).click();
    await page.getByText('问卷已保存在本机，联网后会自动同步。').waitFor();

    // Synced: once, with the rating, tags, notes (as text), follow-up and survey.
    await expect.poll(() => withBadge(badge(13)).map((lead) => lead.survey?.answers.length)).toEqual([3]);
    const [saved] = withBadge(badge(13));
    expect(saved).toMatchObject({ rating: 'hot', tags: ['VIP', '机床'], notes: '<b>想要样品</b>', followUp: { date: '2026-12-01', note: '寄样品', done: false } });
    await page.getByRole('link', { name: '返回线索详情' }).click();
    await page.getByTestId('lead-sync').getByText('已同步').waitFor();
    expect(await page.locator('main b').count()).toBe(0);

    // The same badge again: the lead already there opens, no second one.
    const firstUrl = page.url();
    await openHash(page, '#/scanCodePage');
    await captureTyped(page, badge(13).toLowerCase());
    await page.getByText('此访客已采集过，已为您打开原来的线索。').waitFor();
    expect(new URL(page.url()).hash.split('&')[0]).toBe(new URL(firstUrl).hash.split('&')[0]);
    expect(withBadge(badge(13))).toHaveLength(1);

    // The list finds it by tag and by rating, and says its state.
    await openHash(page, '#/customerPage');
    await page.getByRole('searchbox', { name: '搜索姓名、公司、手机号或标签' }).fill('机床');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page.getByTestId('lead-count').filter({ hasText: '找到 1 条（共 6 条）' }).waitFor();
    await page.getByRole('link', { name: '热', exact: true }).click();
    await page.getByTestId('lead-row').getByText('已同步').waitFor();
    await saveScreenshot(page, 'leads-list-search-zh');
    await context.close();
  });

  it('"Customer information not found": a badge and a mobile nobody has are typed in by hand and synced', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logInToLeads(page, journey.server, exhibitor);
    await openHash(page, '#/scanCodePage');
    // This browser has no camera to give: the page says so, and typing stays the way.
    await page.getByRole('button', { name: '打开摄像头扫码' }).click();
    await page.getByRole('alert').filter({ hasText: '请在下方输入胸卡编号或手机号' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('fp-ld-code');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'leads-scan-no-camera-zh');
    await captureTyped(page, L.notFoundBadge);
    await page.getByRole('heading', { name: '手动填写客户资料' }).waitFor();
    await page.getByRole('alert').filter({ hasText: '未找到客户信息' }).first().waitFor();
    await page.getByRole('textbox', { name: '姓名' }).fill('韩1');
    await page.getByRole('textbox', { name: '手机号码' }).fill('13912345678');
    await page.getByRole('button', { name: '保存客户资料' }).click();
    await page.getByText('姓名至少2个字符，且不能包含数字或特殊字符').waitFor();
    expect(await page.getByRole('textbox', { name: '手机号码' }).inputValue()).toBe('13912345678');
    await page.getByRole('textbox', { name: '姓名' }).fill('韩手填');
    await page.getByRole('button', { name: '保存客户资料' }).click();
    await page.getByRole('heading', { name: '韩手填', level: 1 }).waitFor();
    await expect.poll(() => serverLeads(journey.server, single).filter((lead) => lead.mobile === '13912345678').length).toBe(1);

    await openHash(page, '#/scanCodePage');
    await page.getByRole('textbox', { name: '胸卡编号或手机号' }).fill(L.notFoundMobile);
    await page.getByRole('button', { name: '采集线索' }).click();
    await page.getByRole('heading', { name: '手动添加线索', level: 1 }).waitFor();
    await page.getByRole('alert').filter({ hasText: '未找到客户信息' }).waitFor();
    expect(await page.getByRole('textbox', { name: '手机号码' }).inputValue()).toBe(L.notFoundMobile);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'leads-new-not-found-zh');
    await page.getByRole('textbox', { name: '姓名' }).fill('蔡手填');
    await page.getByRole('textbox', { name: '公司' }).fill('无名公司');
    await page.getByRole('button', { name: '保存线索' }).click();
    await page.getByRole('heading', { name: '蔡手填', level: 1 }).waitFor();
    await expect.poll(() => serverLeads(journey.server, single).filter((lead) => lead.mobile === L.notFoundMobile).map((lead) => lead.source)).toEqual(['manual']);
    await context.close();
  });
});

describe('inside WeChat', () => {
  it('scans with wx.scanQRCode (a double) and works in English; every screen audited in both languages', async () => {
    const { context, page } = await journey.phones.newPhone('wechat');
    // WeChat's JS-SDK as a double: config succeeds, the scanner reads a seeded badge.
    await context.addInitScript((code: string) => {
      let ready: (() => void) | undefined;
      Object.assign(window, {
        wx: {
          config: () => ready?.(),
          ready: (callback: () => void) => (ready = callback),
          error: () => undefined,
          updateAppMessageShareData: (data: { success?: () => void }) => data.success?.(),
          updateTimelineShareData: (data: { success?: () => void }) => data.success?.(),
          scanQRCode: (options: { success?: (res: { resultStr: string }) => void }) => options.success?.({ resultStr: code }),
        },
      });
    }, badge(14));
    await logInToLeads(page, journey.server, exhibitor);
    expect(
      await auditScreensByHash(page, [
        ['#/customerPage', '我的线索', 'leads-list-wechat-zh'],
        ['#/scanCodePage', '扫码采集', 'leads-scan-wechat-zh'],
        ['#/custDetailInfoPage', '手动添加线索', 'leads-new-zh'],
      ]),
    ).toEqual({});
    await switchLanguageToEnglish(page);
    await openHash(page, '#/scanCodePage');
    await page.getByRole('heading', { name: 'Scan a badge', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Scan with WeChat' }).click();
    await waitForHashPath(page, '/custDetailInfoPage');
    await page.getByRole('heading', { name: 'Rating and follow-up' }).waitFor();
    await page.getByText('Cold', { exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved on this phone; it syncs when there is a network.').waitFor();
    await page.getByTestId('lead-sync').getByText('Synced').waitFor({ timeout: 15_000 });
    const localId = new URL(page.url()).hash.match(/id=([^&]+)/)?.[1] ?? '';
    expect(
      await auditScreensByHash(page, [
        ['#/customerPage', 'My leads', 'leads-list-en'],
        ['#/scanCodePage', 'Scan a badge', 'leads-scan-wechat-en'],
        [`#/custDetailInfoPage?id=${localId}`, 'Rating and follow-up', 'leads-detail-en'],
        [`#/surveyPage?id=${localId}`, 'Customer qualification', 'leads-survey-en'],
        ['#/custDetailInfoPage', 'Add a lead by hand', 'leads-new-en'],
      ]),
    ).toEqual({});
    await expect.poll(() => withBadge(badge(14)).map((lead) => lead.rating)).toEqual(['cold']);
    await context.close();
  });
});

describe('the camera', () => {
  it('reads the badge QR from the browser camera (Chromium fake capture) and captures the lead', async () => {
    const { context: scratch, page: painter } = await journey.phones.newPhone('plain');
    const clip = join(mkdtempSync(join(tmpdir(), 'fairpass-qr-')), 'badge.y4m');
    writeFileSync(clip, await qrClip(painter, badge(15)));
    await scratch.close();
    // Its own browser: the fake camera is a launch flag.
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--headless', ...JOURNEY_CHROMIUM_FLAGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${clip}`],
    });
    try {
      const context = await browser.newContext({ viewport: PHONE_VIEWPORT, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: USER_AGENTS.plain, locale: 'zh-CN' });
      const page = await context.newPage();
      await logInToLeads(page, journey.server, exhibitor);
      await openHash(page, '#/scanCodePage');
      await page.getByRole('button', { name: '打开摄像头扫码' }).click();
      await waitForHashPath(page, '/custDetailInfoPage');
      await page.getByRole('heading', { name: '客户评级与跟进' }).waitFor();
      await expect.poll(() => withBadge(badge(15)).length, { timeout: 15_000 }).toBe(1);
    } finally {
      await browser.close();
    }
  });
});

describe('keyboard only', () => {
  it('captures a typed badge and saves its rating with the keyboard, the focus always drawn', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logInToLeads(page, journey.server, exhibitor);
    await page.getByTestId('lead-count').filter({ hasText: '共 5 条线索' }).waitFor();
    expect(await tabAndPress(page, page.getByRole('link', { name: '扫码采集线索' }))).toBe(true);
    await page.getByRole('heading', { name: '扫码采集', level: 1 }).waitFor();
    await tabAndType(page, page.getByRole('textbox', { name: '胸卡编号或手机号' }), badge(16));
    await page.keyboard.press('Enter');
    await waitForHashPath(page, '/custDetailInfoPage');
    await tabAndType(page, page.getByRole('textbox', { name: '备注' }), '键盘');
    expect(await focusIsVisible(page)).toBe(true);
    expect(await tabAndPress(page, page.getByRole('button', { name: '保存', exact: true }))).toBe(true);
    await page.getByText('已保存在本机，联网后会自动同步。').waitFor();
    await expect.poll(() => withBadge(badge(16)).map((lead) => lead.notes)).toEqual(['键盘']);
    await context.close();
  });
});
