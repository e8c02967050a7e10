// The offline shell (issue 17): after a first visit the service worker keeps the app, so a reload with no
// network (context.setOffline) opens the login page and the lead tool, and the language switches with no
// network too; where service workers are blocked the lead list says to keep the page open; a new build
// waits behind a polite "Reload" bar and never reloads by itself; the single-employee login message
// (4901) offers a way back to the lead tool. zh and en, plain and WeChat, axe clean, keyboard.
// Not covered: a WeChat visitor NOT logged in on an exhibition with WeChat auto login, whose offline reload
// still stops at the openid login (it needs the network).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEED, startContractServer } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { APP_DIST, entryLink } from './harness/app-server';
import { useAppJourney } from './harness/journey';
import { focusIsVisible, tabAndPress } from './harness/keyboard';
import { auditScreensByHash } from './harness/screen-audit';
import { saveScreenshot } from './harness/screenshots';
import { workerControls } from './harness/service-worker';
import { logInToLeads, openHash } from './journeys/leads.steps';

const journey = useAppJourney();
const exhibitor = SEED.phones.tradeFairExhibitor;
const KEEP_OPEN_ZH = '线索已保存在本机，但请保持此页面打开：在此浏览器中，没有网络时无法重新打开本页面。';
const KEEP_OPEN_EN = 'Leads are kept on this phone, but keep this page open: in this browser it cannot reopen without a network connection.';

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1, exact: true });

describe('with a service worker', () => {
  it('reopens the lead tool with no network after the first visit and moves between its screens (zh, WeChat)', async () => {
    const { context, page } = await journey.phones.newPhone('wechat', { serviceWorkers: 'allow' });
    await logInToLeads(page, journey.server, exhibitor);
    await heading(page, '我的线索').waitFor();
    await workerControls(page);
    await context.setOffline(true);

    await page.reload();
    await heading(page, '我的线索').waitFor();
    await page.getByTestId('lead-count').filter({ hasText: '共 5 条线索' }).waitFor();
    // The worker keeps this page, so there is nothing to warn about.
    expect(await page.getByText(KEEP_OPEN_ZH).count()).toBe(0);
    await saveScreenshot(page, 'offline-shell-leads-offline-zh');
    // Screens not opened before this visit come from the worker's copy too.
    for (const [hash, name] of [['#/scanCodePage', '扫码采集'], ['#/minePage', '我的'], ['#/customerPage', '我的线索']] as const) {
      await openHash(page, hash);
      await heading(page, name).waitFor();
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it('reopens the login page with no network and switches it to English with no network (plain)', async () => {
    const { context, page } = await journey.phones.newPhone('plain', { serviceWorkers: 'allow' });
    await page.goto(entryLink(journey.server, {}, '/registration'));
    await heading(page, '登录 / 注册').waitFor();
    await workerControls(page);
    await context.setOffline(true);

    await page.reload();
    await heading(page, '登录 / 注册').waitFor();
    // English was not loaded on this visit: its texts come from the worker, and no key shows meanwhile.
    await page.getByRole('button', { name: 'English' }).click();
    await heading(page, 'Log in / Register').waitFor();
    expect(await page.getByText(/^(offline|errors|common)\./).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await saveScreenshot(page, 'offline-shell-login-offline-en');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('without a service worker (blocked, as in some in-app browsers)', () => {
  it('the lead list says the leads are kept but the page must stay open, in Chinese and in English', async () => {
    const zh = await journey.phones.newPhone('plain', { serviceWorkers: 'block' });
    await logInToLeads(zh.page, journey.server, exhibitor);
    await heading(zh.page, '我的线索').waitFor();
    await zh.page.getByText(KEEP_OPEN_ZH).waitFor();
    // The list read from the phone, so the screen has settled before axe looks at it.
    await zh.page.getByTestId('lead-count').filter({ hasText: '共 5 条线索' }).waitFor();
    expect(await seriousA11yViolations(zh.page)).toEqual([]);
    await saveScreenshot(zh.page, 'offline-shell-keep-open-zh');
    await zh.context.close();

    const en = await journey.phones.newPhone('wechat', { serviceWorkers: 'block' });
    await logInToLeads(en.page, journey.server, exhibitor);
    await openHash(en.page, '#/user-center');
    await en.page.getByRole('button', { name: 'English' }).click();
    await openHash(en.page, '#/customerPage');
    await heading(en.page, 'My leads').waitFor();
    await en.page.getByText(KEEP_OPEN_EN).waitFor();
    await en.page.getByTestId('lead-count').filter({ hasText: 'Leads: 5' }).waitFor();
    expect(await seriousA11yViolations(en.page)).toEqual([]);
    await saveScreenshot(en.page, 'offline-shell-keep-open-en');
    await en.context.close();
  });
});

describe('the single-employee login message (4901)', () => {
  it('explains it in both languages and, by keyboard, leads to the login page and back to the lead tool', async () => {
    const { context, page } = await journey.phones.newPhone('plain', { serviceWorkers: 'allow' });
    await page.goto(entryLink(journey.server, {}, '/registration'));
    await heading(page, '登录 / 注册').waitFor();
    const found = await auditScreensByHash(page, [['#/jump?code=AUTH.SINGLE_EMPLOYEE_LOGIN', '登录已失效', 'offline-shell-single-login-zh']]);
    await page.getByText('登录已失效：同一时间只能有一名员工登录').waitFor();
    const english = await journey.phones.newPhone('wechat', { serviceWorkers: 'allow' });
    await english.page.goto(entryLink(journey.server, { languageType: 'en' }, '/registration'));
    await heading(english.page, 'Log in / Register').waitFor();
    Object.assign(
      found,
      await auditScreensByHash(english.page, [['#/jump?code=AUTH.SINGLE_EMPLOYEE_LOGIN', 'Your session has ended', 'offline-shell-single-login-en']]),
    );
    await english.page.getByText('Login is invalid because only one employee may log in at a time').waitFor();
    await english.page.getByRole('button', { name: 'Log in again' }).waitFor();
    await english.context.close();
    expect(found).toEqual({});

    // Keyboard only: "Log in again" opens the link's login page; the login's next step is the lead tool.
    expect(await tabAndPress(page, page.getByRole('button', { name: '重新登录' }))).toBe(true);
    await heading(page, '登录 / 注册').waitFor();
    await page.getByLabel('手机号码').fill(exhibitor);
    await page.getByLabel('验证码').fill(SEED.code);
    await page.getByText('我已阅读并同意《隐私协议》').click();
    await page.getByText('我已阅读并同意《倡议书》').click();
    await page.getByRole('button', { name: '登录 / 注册' }).click();
    await waitForHashPath(page, '/customerPage');
    await heading(page, '我的线索').waitFor();
    await context.close();
  });
});

describe('a new version', () => {
  it('waits behind a polite Reload bar, keeps what was typed, and takes over only when Reload is pressed', async () => {
    // A copy of the build on its own server, so "deploying" a new one touches no other journey.
    const dir = mkdtempSync(join(tmpdir(), 'fairpass-offline-shell-'));
    cpSync(APP_DIST, dir, { recursive: true });
    const server = await startContractServer({ port: 0, staticDir: dir });
    try {
      const { context, page } = await journey.phones.newPhone('plain', { serviceWorkers: 'allow' });
      await page.goto(entryLink(server, {}, '/registration'));
      await heading(page, '登录 / 注册').waitFor();
      await workerControls(page);
      await page.getByLabel('手机号码').fill('13800000006');
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

      // The next build: index.html changed, so the worker's precache list (and sw.js) changes.
      writeFileSync(join(dir, 'index.html'), `${readFileSync(join(dir, 'index.html'), 'utf8')}<!-- next build -->\n`);
      const worker = readFileSync(join(dir, 'sw.js'), 'utf8');
      writeFileSync(join(dir, 'sw.js'), worker.replace(/(url:"index\.html",revision:")[0-9a-f]+/, '$1next-build'));
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));

      const bar = page.getByRole('complementary', { name: '有新版本可用。' });
      await bar.waitFor({ timeout: 30_000 });
      await saveScreenshot(page, 'offline-shell-update-bar-zh');
      expect(await seriousA11yViolations(page)).toEqual([]);
      // Nothing moved under the visitor's feet.
      expect(await page.getByLabel('手机号码').inputValue()).toBe('13800000006');
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

      await page.getByRole('button', { name: '重新加载' }).focus();
      expect(await focusIsVisible(page)).toBe(true);
      await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
      await heading(page, '登录 / 注册').waitFor();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
      await workerControls(page);
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting ?? null))).toBeNull();
      expect(await bar.count()).toBe(0);
      await context.close();
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
