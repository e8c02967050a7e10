import { createServer, type Server } from 'node:http';
import { statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPhoneBrowser, type PhoneBrowser } from './harness/browser';
import { saveScreenshot } from './harness/screenshots';

// Proves the harness itself: Debian Chromium starts here and in CI, at phone size, in both flavours.
describe('browser harness', () => {
  let server: Server;
  let url: string;
  let phones: PhoneBrowser;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end('<!doctype html><meta name="viewport" content="width=device-width"><h1>fairpass 展会通</h1>');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    phones = await launchPhoneBrowser();
  });

  afterAll(async () => {
    await phones?.close();
    await new Promise((done) => server?.close(done));
  });

  it('opens a page at a 375×812 phone viewport and saves a screenshot', async () => {
    const { context, page } = await phones.newPhone('plain');
    await page.goto(url);
    expect(await page.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([375, 812]);
    await expect(page.textContent('h1')).resolves.toBe('fairpass 展会通');
    const file = await saveScreenshot(page, 'harness-smoke');
    expect(statSync(file).size).toBeGreaterThan(1000);
    await context.close();
  });

  it('presents itself as the WeChat in-app browser when asked to', async () => {
    const { context, page } = await phones.newPhone('wechat');
    await page.goto(url);
    expect(await page.evaluate(() => navigator.userAgent)).toMatch(/MicroMessenger/);
    await context.close();
  });
});
