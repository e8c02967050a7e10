// The long lists at a phone's size, in Debian's chromium against the contract server's seeds: the
// conference programme (200+ sessions) and the speakers (300). For each: the first render (from opening
// the screen to its first page of cards on screen), loading every page, and a smooth scroll from top to
// bottom (frames drawn, the longest frame, and the frames over 50 ms). A benchmark, not a test: it prints
// figures and exits 0 unless the page itself fails.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { SEED, startContractServer } from '@fairpass/test-fixtures';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './debian-chromium';

const dist = resolve(import.meta.dirname, '../dist');
if (!existsSync(resolve(dist, 'index.html'))) {
  console.error('No build in packages/app-mobile/dist: run `pnpm --filter @fairpass/app-mobile build` first.');
  process.exit(1);
}

const server = await startContractServer({ port: 0, staticDir: dist });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
// The page's CSP forbids eval; the benchmark's waits are page source, so it is bypassed here only.
const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, bypassCSP: true });
const page = await context.newPage();

async function logIn(phone: string): Promise<void> {
  await page.goto(`${server.url}/?exhibitionId=demo&registerType=visitor&tenantId=000000#/registration`);
  await page.getByLabel('手机号码').fill(phone);
  await page.getByLabel('验证码').fill(SEED.code);
  await page.getByText('我已阅读并同意《隐私协议》').click();
  await page.getByText('我已阅读并同意《倡议书》').click();
  await page.getByRole('button', { name: '登录 / 注册' }).click();
  await page.waitForFunction("!location.hash.startsWith('#/registration')", undefined, { timeout: 20_000 });
}

/**
 * Scrolls the page to its end smoothly and reports the frames drawn meanwhile. Written as page source:
 * tsx names functions with a helper the page does not have.
 */
const SCROLL_FRAMES = `new Promise((done) => {
  const gaps = [];
  let last = performance.now();
  let running = true;
  const tick = (now) => { gaps.push(now - last); last = now; if (running) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  const end = document.documentElement.scrollHeight - innerHeight;
  const step = () => {
    scrollBy(0, 60);
    if (scrollY < end - 1) setTimeout(step, 16);
    else { running = false; done({ frames: gaps.length, longestMs: Math.round(Math.max(...gaps)), over50: gaps.filter((gap) => gap > 50).length }); }
  };
  step();
})`;

const scrollFrames = (target: Page) => target.evaluate<{ frames: number; longestMs: number; over50: number }>(SCROLL_FRAMES);

async function measure(name: string, hash: string, more: RegExp, item: string): Promise<void> {
  await page.evaluate("location.hash = '#/user-center'");
  await page.waitForFunction("location.hash.startsWith('#/user-center')");
  const started = Date.now();
  await page.evaluate(`location.hash = ${JSON.stringify(hash)}`);
  await page.locator(item).nth(19).waitFor();
  const firstRender = Date.now() - started;
  const loadStarted = Date.now();
  while ((await page.getByRole('button', { name: more }).count()) > 0) {
    const before = await page.locator(item).count();
    await page.getByRole('button', { name: more }).click();
    await page.waitForFunction(`document.querySelectorAll(${JSON.stringify(item)}).length > ${before}`);
  }
  const loadAll = Date.now() - loadStarted;
  const items = await page.locator(item).count();
  const scroll = await scrollFrames(page);
  console.log(
    `${name.padEnd(22)} first page ${String(firstRender).padStart(5)} ms   all ${String(items).padStart(3)} loaded ${String(loadAll).padStart(6)} ms   scroll: ${scroll.frames} frames, longest ${scroll.longestMs} ms, ${scroll.over50} over 50 ms`,
  );
}

try {
  await logIn(SEED.phones.conferenceAttendee);
  await measure('#/meetingSchedule', '#/meetingSchedule', /加载更多/, 'main article');
  await measure('#/guest', '#/guest', /加载更多/, 'main li.fp-item');
} finally {
  await browser.close();
  await server.close();
}
