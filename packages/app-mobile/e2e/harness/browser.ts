// Launches Debian's Chromium (never a downloaded browser) with the flags this closed network needs,
// and opens phone-sized pages: plain mobile browser or the WeChat in-app browser.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_PATH, JOURNEY_CHROMIUM_FLAGS } from '../../scripts/debian-chromium';
import { describePage, watchPage, type PageWatch } from './page-watch';

export const PHONE_VIEWPORT = { width: 375, height: 812 } as const;

export const USER_AGENTS = {
  plain:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  wechat:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.188 Mobile Safari/537.36 XWEB/1260117 MMWEBSDK/20240501 MMWEBID/1234 MicroMessenger/8.0.50.2701(0x28003237) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
} as const;

export type Flavour = keyof typeof USER_AGENTS;

const LAUNCH_ARGS = ['--headless', ...JOURNEY_CHROMIUM_FLAGS];

export interface PhoneBrowser {
  browser: Browser;
  /**
   * A fresh phone-sized context (own storage) for one journey. Service workers are blocked unless a
   * journey asks for them (`serviceWorkers: 'allow'`, the offline shell's journeys): each context would
   * otherwise precache the whole app in the background, which made every journey a third slower. A
   * context is never persistent, so a worker a test installs dies with it; blocked is also a browser
   * without service workers (as some in-app browsers are).
   */
  newPhone(flavour: Flavour, options?: { locale?: string; serviceWorkers?: 'allow' | 'block' }): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
  /**
   * Starts a test's phones (`true`) or ends them (`false`): the contexts a test opens between the two are
   * closed when the next test starts (`closeLastTestsPhones`), and the ones opened outside a test (a file's
   * shared phone, opened in beforeAll) are left alone.
   */
  recordTestPhones(recording: boolean): void;
  /**
   * Closes what the last test opened and left open: a page left running keeps its timers, its polling and
   * its worker on the two cores for the rest of the file. Kept until the next test starts, so a failed
   * test's pages are still there to be described.
   */
  closeLastTestsPhones(): Promise<void>;
  /** The pages still open (a failed test leaves its own): what each shows and what went wrong in it. */
  describeOpenPages(): Promise<string>;
}

export async function launchPhoneBrowser(): Promise<PhoneBrowser> {
  // Playwright gives every launch a fresh, empty temporary user-data-dir and removes it on close.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
  const watched = new Map<Page, PageWatch>();
  let recording = false;
  const testContexts = new Set<BrowserContext>();
  return {
    browser,
    async newPhone(flavour, options = {}) {
      const context = await browser.newContext({
        viewport: PHONE_VIEWPORT,
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: USER_AGENTS[flavour],
        locale: options.locale ?? 'zh-CN',
        serviceWorkers: options.serviceWorkers ?? 'block',
      });
      if (recording) testContexts.add(context);
      const page = await context.newPage();
      watched.set(page, watchPage(page));
      page.once('close', () => watched.delete(page));
      return { context, page };
    },
    async close() {
      await browser.close();
    },
    recordTestPhones(on) {
      recording = on;
    },
    async closeLastTestsPhones() {
      const left = [...testContexts];
      testContexts.clear();
      await Promise.all(left.map((context) => context.close().catch(() => undefined)));
    },
    async describeOpenPages() {
      const pages = [...watched].filter(([page]) => !page.isClosed());
      return (await Promise.all(pages.map(([page, watch]) => describePage(page, watch)))).join('\n');
    },
  };
}
