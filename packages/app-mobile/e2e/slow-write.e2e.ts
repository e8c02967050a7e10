// A write that stalls (issue 25): after a few seconds the form says the connection is slow and offers
// "继续等待" or "重试"; trying again cancels the request and sends the same car pass with the same
// Idempotency-Key (asked again while the server answers 409, the first send still running there), and
// the pass is issued once.
// The page's clock is the test's: it moves on past the notice's delay (8 s) instead of waiting it out, and
// the server holds the write a few seconds of real time, longer than the test takes to answer the notice.
import { SLOW_WRITE_NOTICE_MS } from '@fairpass/domain';
import { SEED } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginBySms, switchLanguageToEnglish } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';

const journey = useAppJourney();
const P = SEED.phones;

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);

describe('a stalled write', () => {
  it('says the connection is slow, and "重试" sends the same car pass again with the same key: issued once', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await page.clock.install();
    await loginBySms(page, journey.server, P.roomsAndParking);
    await page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
    await openHash(page, '#/parking');
    await page.getByRole('heading', { name: '停车证', level: 1 }).waitFor();
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/parking/apply')) keys.push(request.headers()['idempotency-key'] ?? '');
    });

    journey.server.faults.set('POST /api/ef-registration-client/parking/apply', { latencyMs: 6_000, times: 1 });
    await page.getByLabel('车牌号').fill('粤B66778');
    await page.getByRole('button', { name: '提交申请' }).click();
    expect(await page.getByText('网络较慢，仍在提交…').count()).toBe(0);
    await page.clock.fastForward(SLOW_WRITE_NOTICE_MS);
    await page.getByText('网络较慢，仍在提交…').waitFor();
    expect(await page.getByRole('button', { name: /提交申请|正在提交/ }).isDisabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'slow-write-notice-zh');

    await page.getByRole('button', { name: '重试' }).click();
    await page.getByText(/^已为 粤B66778 办理停车证/).waitFor();
    // The cancelled send, then the same key until the server gives its outcome (409 while it still runs).
    expect(keys.length).toBeGreaterThan(1);
    expect(new Set(keys).size).toBe(1);
    expect(await page.getByText('网络较慢，仍在提交…').count()).toBe(0);
    await expect.poll(() => journey.server.state.logistics.passes.filter((pass) => pass.plateNumber === '粤B66778' && pass.state === 'valid').length).toBe(1);
    await context.close();
  });

  it('in English, "Keep waiting" hides the notice and the same request goes on to issue the pass once', async () => {
    const { context, page } = await journey.phones.newPhone('plain', { locale: 'en-US' });
    await page.clock.install();
    await loginBySms(page, journey.server, P.roomsAndParking);
    await page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
    await switchLanguageToEnglish(page);
    await openHash(page, '#/parking');
    await page.getByRole('heading', { name: 'Car passes', level: 1 }).waitFor();
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/parking/apply')) sent += 1;
    });

    // The write is held in the browser until the visitor has chosen to keep waiting, however long the
    // accessibility check takes on a loaded machine; then it goes on to the server as it was.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/ef-registration-client/parking/apply', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByLabel('Plate number').fill('粤B66779');
    await page.getByRole('button', { name: 'Apply' }).click();
    expect(await page.getByText('The connection is slow — still sending…').count()).toBe(0);
    await page.clock.fastForward(SLOW_WRITE_NOTICE_MS);
    await page.getByText('The connection is slow — still sending…').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'slow-write-notice-en');

    await page.getByRole('button', { name: 'Keep waiting' }).click();
    expect(await page.getByText('The connection is slow — still sending…').count()).toBe(0);
    release();
    await page.getByText(/^Car pass issued for 粤B66779/).waitFor({ timeout: 15_000 });
    expect(sent).toBe(1);
    await expect.poll(() => journey.server.state.logistics.passes.filter((pass) => pass.plateNumber === '粤B66779' && pass.state === 'valid').length).toBe(1);
    await context.close();
  });
});
