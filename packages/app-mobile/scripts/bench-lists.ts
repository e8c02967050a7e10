// The long lists at a phone's size, in Debian's chromium against the contract server's seeds: the
// conference programme (200+ sessions) and the speakers (300). For each: the first render (from opening
// the screen to its first page of cards on screen), loading every page, and a smooth scroll from top to
// bottom (frames drawn, the longest frame, and the frames over 50 ms). Then group management (issue 16)
// as 13800000007 sees it: the 1,000 members' first page, ten pages loaded and scrolled, a search by
// name, and the printable entry codes of a team of 200. A benchmark, not a test: it prints figures and
// exits 0 unless the page itself fails.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { SEED, startContractServer } from '@fairpass/test-fixtures';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './debian-chromium';

// FAIRPASS_APP_DIST measures another build (`vite build --outDir …`), as the journeys allow.
const dist = process.env.FAIRPASS_APP_DIST ? resolve(process.env.FAIRPASS_APP_DIST) : resolve(import.meta.dirname, '../dist');
if (!existsSync(resolve(dist, 'index.html'))) {
  console.error('No build in packages/app-mobile/dist: run `pnpm --filter @fairpass/app-mobile build` first.');
  process.exit(1);
}

const server = await startContractServer({ port: 0, staticDir: dist });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
// The page's CSP forbids eval; the benchmark's waits are page source, so it is bypassed here only.
const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, bypassCSP: true });
const page = await context.newPage();

async function logIn(phone: string, on: Page = page): Promise<void> {
  await on.goto(`${server.url}/?exhibitionId=demo&registerType=visitor&tenantId=000000#/registration`);
  await on.getByLabel('手机号码').fill(phone);
  await on.getByLabel('验证码').fill(SEED.code);
  await on.getByText('我已阅读并同意《隐私协议》').click();
  await on.getByText('我已阅读并同意《倡议书》').click();
  await on.getByRole('button', { name: '登录 / 注册' }).click();
  await on.waitForFunction("!location.hash.startsWith('#/registration')", undefined, { timeout: 20_000 });
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

/** Milliseconds from `start` until `done` holds in the page. */
async function timed(on: Page, start: () => Promise<unknown>, done: string): Promise<number> {
  const started = Date.now();
  await start();
  await on.waitForFunction(done, undefined, { timeout: 60_000 });
  return Date.now() - started;
}

/** The 1,000 members of 13800000007's group, and the print of a team of 200, in a context of their own. */
async function measureGroups(): Promise<void> {
  const leader = await context.browser()!.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, bypassCSP: true });
  const on = await leader.newPage();
  await logIn(SEED.phones.groupLeaderForming, on);
  await on.waitForFunction("location.hash.startsWith('#/groupManagement')");
  const rows = 'main li[data-member]';
  const firstPage = await timed(on, () => on.evaluate("location.hash = '#/groupManagement/operateList'"), `document.querySelectorAll(${JSON.stringify(rows)}).length >= 20`);
  const loadStarted = Date.now();
  for (let pages = 1; pages < 10; pages += 1) {
    const before = await on.locator(rows).count();
    await on.getByRole('button', { name: /加载更多/ }).click();
    await on.waitForFunction(`document.querySelectorAll(${JSON.stringify(rows)}).length > ${before}`);
  }
  const tenPages = Date.now() - loadStarted;
  const scroll = await scrollFrames(on);
  await on.evaluate('scrollTo(0, 0)');
  const search = await timed(
    on,
    async () => {
      await on.getByLabel('按姓名或手机号码搜索').fill('孙团员');
      await on.getByRole('button', { name: '搜索' }).click();
    },
    `document.querySelectorAll(${JSON.stringify(rows)}).length === 1`,
  );
  console.log(
    `${'#/groupManagement/operateList'.padEnd(22)} first 20 of 1000 ${String(firstPage).padStart(5)} ms   200 loaded ${String(tenPages).padStart(6)} ms   scroll: ${scroll.frames} frames, longest ${scroll.longestMs} ms, ${scroll.over50} over 50 ms   search ${search} ms`,
  );
  await on.evaluate("location.hash = '#/groupManagement'");
  await on.waitForFunction("location.hash === '#/groupManagement'");
  const cards = '.fp-gp-card';
  const print = await timed(on, () => on.evaluate(`location.hash = '#/groupManagement/printCode?teamId=${SEED.groups.forming.allApprovedTeamId}'`), `document.querySelectorAll(${JSON.stringify(cards)}).length === 200`);
  const printScroll = await scrollFrames(on);
  console.log(
    `${'#/groupManagement/printCode'.padEnd(22)} 200 cards (34 sheets) ${String(print).padStart(5)} ms   scroll: ${printScroll.frames} frames, longest ${printScroll.longestMs} ms, ${printScroll.over50} over 50 ms`,
  );
  await leader.close();
}

try {
  await logIn(SEED.phones.conferenceAttendee);
  await measure('#/meetingSchedule', '#/meetingSchedule', /加载更多/, 'main article');
  await measure('#/guest', '#/guest', /加载更多/, 'main li.fp-item');
  await measureGroups();
} finally {
  await browser.close();
  await server.close();
}
