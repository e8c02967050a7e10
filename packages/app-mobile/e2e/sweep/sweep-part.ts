// The sweep: every route of the catalogue, as a seeded user who may open it, in Chinese and English, in a
// plain mobile browser and in WeChat, at 375 px. Each journey file sweep-<n>.e2e.ts runs one part
// (sweep-plan.ts splits the routes by user), so the parts run side by side on the two cores.
//
// For each route:
// - the arrival: a fresh tab opens the route's link logged out; a route behind the login asks for it, the
//   visitor logs in on the real login page and must land on the route (#27 part A; a fixture may document
//   another landing), a route open without a login shows at once. A route behind the login arrives once: half
//   of them in Chinese by the mobile form, the other half in English by the English login's offer of the
//   mobile;
// - the screen, in zh and en, plain and WeChat: the route's link opened in a logged-in tab of its user (or a
//   logged-out tab for a route people open without a login), then every check of sweep-rules.ts, axe, the
//   page's uncaught errors and the address;
// - the error state, where the route has one (an id nobody has): the same checks, and a way on (#27 part B).
//
// Time (the whole sweep ≤ 6 minutes of the suite): logging in and axe are the slow parts, so
// - the Chinese arrival runs in the plain browser on even catalogue positions and in WeChat on odd ones, the
//   English one instead (routes behind the login only, on every other pair of catalogue positions: a route
//   open without one shows as its English visit does, and both logins hand the target over the same way)
//   in the other browser: each language's login is walked in each browser on a quarter of the routes. An
//   arrival's tab, logged in and on the route, is that browser's screen visit in its language, then the
//   other language's;
// - the other screen visits (a route a user opens without a login) use one logged-in tab per user and
//   browser, kept for that user's routes of the part (a user's routes are in one part), and every tab of a
//   browser shares its context's HTTP cache, so a visit is the app's reload, not a cold start;
// - axe runs in two of the four visits, zh in the arrival's browser and en in the other: each route is
//   checked in both languages and both browsers (what axe finds differs by layout and by text, rarely by
//   both at once), and each of the four combinations on half the routes;
// - the error state is opened twice, zh in one browser and en in the other, axe on the zh one.
// All of it walks about 125 routes in some 5 minutes of CPU (user + system, browsers included; README).
import { loginScreenOf } from '@fairpass/domain';
import { SEED, type ContractServer } from '@fairpass/test-fixtures';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from '../harness/a11y';
import { entryLink, startAppServer } from '../harness/app-server';
import { launchPhoneBrowser, USER_AGENTS, type Flavour, type PhoneBrowser } from '../harness/browser';
import { SCREENSHOT_DIR, saveScreenshot } from '../harness/screenshots';
import { EN, loginBySms, tick } from '../journeys/login-page.steps';
import { auditPage } from './page-audit';
import { pathOf, type SweepAddress, type SweepFixture } from './sweep-fixture';
import { FIXTURE_MISTAKES, routesOfPart, type PlannedRoute } from './sweep-plan';
import { addressFailures, failure, languageFailures, overflowFailures, rawValueFailures, ServerData, wayOnFailures, type Language } from './sweep-rules';
import { printSweepTable, type SweepRow } from './sweep-table';

type Sweepable = Extract<PlannedRoute, { kind: 'sweep' }>;

/** An arrival's tab, what went wrong on the way, and whether the tab now shows the route as its fixture's user. */
interface Arrival {
  readonly tab: Tab;
  readonly failures: string[];
  readonly showsTheUsersScreen: boolean;
}

const LANGUAGE_TYPE: Record<Language, string> = { zh: 'cn', en: 'en' };
/** The English login's offer of the mobile, and its field (the login's texts, features/registration). */
const EN_MOBILE = { way: 'Log in with a mobile number (SMS code)', phone: 'Mobile number' } as const;
/** A row's screen is saved (test-results/screens/sweep-*.png) when it fails, or always with SWEEP_SCREENSHOTS=1. */
const EVERY_SCREENSHOT = process.env.SWEEP_SCREENSHOTS === '1';
const other = (flavour: Flavour): Flavour => (flavour === 'plain' ? 'wechat' : 'plain');

/** One browser tab the sweep drives, with what it saw. */
interface Tab {
  readonly page: Page;
  readonly flavour: Flavour;
  readonly errors: string[];
  /** The requests under way, by address (what a screen that never showed still waits for). */
  readonly pending: Set<Request>;
  /** Documents this tab has loaded. */
  documents: number;
  lastActivity: number;
}

/** Documents the sweep's tabs have loaded (a visit by a link that differs only in its hash loads none). */
let documentsLoaded = 0;

function track(page: Page, flavour: Flavour): Tab {
  const tab: Tab = { page, flavour, errors: [], pending: new Set(), documents: 0, lastActivity: Date.now() };
  page.on('domcontentloaded', () => {
    documentsLoaded += 1;
    tab.documents += 1;
  });
  page.on('pageerror', (error) => tab.errors.push(error.message.split('\n')[0] ?? ''));
  page.on('request', (request) => {
    tab.pending.add(request);
    tab.lastActivity = Date.now();
  });
  const done = (request: Request) => {
    tab.pending.delete(request);
    tab.lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return tab;
}

const languageOf = async (tab: Tab): Promise<Language> =>
  (await tab.page.evaluate(() => document.documentElement.lang)).startsWith('en') ? 'en' : 'zh';

const hashPathOf = (page: Page): Promise<string> => page.evaluate(() => location.hash.replace(/^#/, '').split('?')[0] ?? '');

/** Waits for the screen: the expected path, a visible h1 and no loading line, the network quiet, the images in. */
async function settle(tab: Tab, expectedPath: string): Promise<void> {
  const { page } = tab;
  await page.waitForFunction((path) => location.hash.replace(/^#/, '').split('?')[0] === path, expectedPath, { timeout: 10_000 }).catch(() => undefined);
  await page
    .waitForFunction(
      () => {
        const heading = document.querySelector('h1');
        return !!heading && heading.checkVisibility() && !document.querySelector('.fp-loading');
      },
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  const until = Date.now() + 4_000;
  while (Date.now() < until && (tab.pending.size > 0 || Date.now() - tab.lastActivity < 120)) await page.waitForTimeout(50);
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: 3_000 }).catch(() => undefined);
}

/** What a tab shows when its screen never did, for the failure's line (all a CI log keeps of it). */
async function describeStuck(tab: Tab): Promise<string> {
  const seen = await tab.page
    .evaluate(() => ({
      loading: document.querySelector('.fp-loading, .fp-boot') !== null,
      text: (document.body.innerText || '').replace(/\s+/g, ' ').trim().slice(0, 100),
    }))
    .catch((error: Error) => ({ loading: false, text: `(unreadable: ${error.message.split('\n')[0] ?? ''})` }));
  const waiting = [...tab.pending].slice(0, 4).map((request) => new URL(request.url()).pathname);
  return [
    seen.loading ? 'a loading line on show' : 'no loading line',
    `${tab.documents} document(s) loaded in the tab`,
    waiting.length > 0 ? `${tab.pending.size} request(s) under way (${waiting.join(', ')})` : 'no request under way',
    `it reads "${seen.text}"`,
  ].join('; ');
}

const slug = (text: string): string => text.replace(/^\//, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/-+$/, '') || 'landing';

export function sweepPart(part: number, parts: number): void {
  const planned = routesOfPart(part, parts);
  const rows: SweepRow[] = [];
  /** Where the part's time goes, printed with its table (the sweep's budget is 6 minutes). */
  const timings = { arrival: 0, tabs: 0, goto: 0, settle: 0, audit: 0, axe: 0 };
  const data = new ServerData();
  // The diagnostics pages show the browser's user agent: the browser's data, not interface text.
  data.addJson(Object.values(USER_AGENTS));
  const parsing = new Set<Promise<void>>();
  let server: ContractServer | undefined;
  let phones: PhoneBrowser | undefined;
  /**
   * One browser context per browser for the arrivals and one for the users' logged-in tabs: tabs of a
   * context share its HTTP cache (a visit is the app's reload, not a cold start) and its local storage,
   * where a logged-in tab keeps what a phone keeps (the wallet for the gate). Arrivals are new visitors, so
   * no logged-in tab may write into theirs.
   */
  const contexts = new Map<string, Promise<BrowserContext>>();
  /** Logged-in tabs by `${flavour} ${user}` ('none': never logged in). */
  const tabs = new Map<string, Promise<Tab>>();

  const started = () => {
    if (!server || !phones) throw new Error('the sweep has not started');
    return { server, phones };
  };

  function contextOf(flavour: Flavour, purpose: 'arrivals' | 'tabs'): Promise<BrowserContext> {
    const key = `${flavour} ${purpose}`;
    let context = contexts.get(key);
    if (!context) {
      context = (async () => {
        const phone = await started().phones.newPhone(flavour);
        await phone.page.close();
        phone.context.on('response', (response) => {
          if (!response.url().includes('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
          const parsed = response
            .json()
            .then((body: unknown) => data.addJson(body))
            .catch(() => undefined);
          parsing.add(parsed);
          void parsed.finally(() => parsing.delete(parsed));
        });
        return phone.context;
      })();
      contexts.set(key, context);
    }
    return context;
  }

  /** A new tab: an arrival's starts as a visitor who never came here, nothing kept from the arrivals before. */
  async function newTab(flavour: Flavour, purpose: 'arrivals' | 'tabs'): Promise<Tab> {
    const page = await (await contextOf(flavour, purpose)).newPage();
    if (purpose === 'arrivals') {
      await page.addInitScript(() => {
        if (sessionStorage.getItem('sweep:fresh') === null) {
          sessionStorage.setItem('sweep:fresh', '1');
          localStorage.clear();
        }
      });
    }
    return track(page, flavour);
  }

  let visitors = 0;
  /**
   * Opens a link in the tab. Inside WeChat every opening may bring WeChat's openid back, and the login
   * that follows binds an openid nobody had to the account (so that person's next chat link logs in by
   * itself): the contract server hands every browser the same openid unless told otherwise, so each
   * opening gets one nobody ever had — every arrival is a new WeChat user, and no tab is logged in as the
   * account another tab bound.
   */
  async function open(tab: Tab, href: string): Promise<void> {
    if (tab.flavour === 'wechat') {
      visitors += 1;
      const reply = await fetch(`${started().server.url}/__contract/wechat-openid`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ openid: `oSweepVisitor${process.pid}n${visitors}` }),
      });
      if (!reply.ok) throw new Error(`the contract server refused a WeChat openid: ${reply.status}`);
    }
    await tab.page.goto(href);
  }

  const linkTo = (address: SweepAddress, language: Language): string => {
    const href = entryLink(started().server, { ...address.link, languageType: LANGUAGE_TYPE[language] }, address.open);
    data.addLink(href);
    return href;
  };

  /** Logs in by mobile and SMS code on the login page: on the English page through its offer of the mobile. */
  async function logIn(tab: Tab, user: string, language: Language = 'zh', loginPath: string = '/registration'): Promise<void> {
    const { page } = tab;
    if (language === 'zh') {
      await page.getByLabel('手机号码').waitFor({ timeout: 15_000 });
      await loginBySms(page, user);
    } else {
      await page.getByRole('button', { name: EN_MOBILE.way }).click({ timeout: 15_000 });
      await page.getByLabel(EN_MOBILE.phone).fill(user);
      await page.getByLabel(EN.code, { exact: true }).fill(SEED.code);
      await tick(page, EN);
      await page.getByRole('button', { name: EN.submit }).click();
    }
    await page.waitForFunction((login) => location.hash.replace(/^#/, '').split('?')[0] !== login, loginPath, { timeout: 20_000 });
  }

  /**
   * The logged-in tab of a fixture's user in a browser (or a logged-out one for a fixture without a user),
   * made on first use, logged in through the fixture's link's register type (an exhibitor's link says
   * exhibitorDept; a user's fixtures share it).
   */
  function tabOf(flavour: Flavour, fixture: SweepFixture): Promise<Tab> {
    const { user } = fixture;
    const key = `${flavour} ${user ?? 'none'}`;
    let tab = tabs.get(key);
    if (!tab) {
      tab = (async () => {
        // A visitor without a login is a new visitor, like an arrival.
        const made = await newTab(flavour, user === null ? 'arrivals' : 'tabs');
        if (user !== null) {
          const registerType = fixture.link?.registerType;
          await open(made, linkTo({ open: '/registration', link: registerType ? { registerType } : undefined }, 'zh'));
          await logIn(made, user);
        }
        return made;
      })();
      tabs.set(key, tab);
    }
    return tab;
  }

  async function closeTabsOf(user: string | null): Promise<void> {
    for (const flavour of ['plain', 'wechat'] as const) {
      const key = `${flavour} ${user ?? 'none'}`;
      const tab = tabs.get(key);
      tabs.delete(key);
      if (tab) await (await tab).page.close();
    }
  }

  /** The arrival: opened logged out in a fresh tab, logged in when the route asks; answers the tab and its failures. */
  async function arrive(item: Sweepable, flavour: Flavour, language: Language): Promise<Arrival> {
    const { fixture } = item;
    const tab = await newTab(flavour, 'arrivals');
    const expected = fixture.landsOn?.path ?? pathOf(fixture.open);
    const failures: string[] = [];
    await open(tab, linkTo(fixture, language));
    if (item.access === 'login') {
      // The login page of the route: the exhibitor's own for a company's screens (domain routes/login-screen.ts).
      const loginPath = loginScreenOf(item.route);
      await tab.page.waitForFunction((login) => location.hash.replace(/^#/, '').split('?')[0] === login, loginPath, { timeout: 10_000 }).catch(() => undefined);
      const asked = await hashPathOf(tab.page);
      if (asked !== loginPath) {
        failures.push(failure('shown', `opened logged out, it shows ${asked} instead of asking for a login`));
        return { tab, failures, showsTheUsersScreen: false };
      }
      try {
        await logIn(tab, fixture.user ?? '', language, loginPath);
      } catch (error) {
        failures.push(failure('landing', `the ${language === 'zh' ? 'Chinese' : 'English'} login by mobile failed: ${(error as Error).message.split('\n')[0] ?? ''}`));
        return { tab, failures, showsTheUsersScreen: false };
      }
      await settle(tab, expected);
      const landed = await hashPathOf(tab.page);
      if (landed !== expected) failures.push(failure('landing', `after the ${language === 'zh' ? 'Chinese' : 'English'} login it lands on ${landed}, not ${expected}`));
      return { tab, failures, showsTheUsersScreen: true };
    }
    await settle(tab, expected);
    const landed = await hashPathOf(tab.page);
    if (landed !== expected) failures.push(failure('landing', `opened logged out, it shows ${landed}, not ${expected}`));
    // Logged out, the tab shows the screen as its fixture's visitor sees it only when that visitor has no login.
    return { tab, failures, showsTheUsersScreen: fixture.user === null };
  }

  /** One screen visit: opens the address in the tab and runs every check; answers the failures. */
  async function visit(
    tab: Tab,
    address: SweepAddress,
    language: Language,
    options: { readonly expectedPath: string | null; readonly errorState: boolean; readonly axe: boolean },
  ): Promise<string[]> {
    const { page } = tab;
    const errorsBefore = tab.errors.length;
    let at = Date.now();
    // The arrival's tab may show the very address already (the login landed on it, or it opens without
    // one): that screen, as the visitor reached it, is the visit.
    const shown = await page.evaluate(() => ({ hash: location.hash, lang: document.documentElement.lang }));
    const there = shown.hash === `#${address.open}` && shown.lang.startsWith(language === 'zh' ? 'zh' : 'en');
    if (!there) await open(tab, linkTo(address, language));
    timings.goto += Date.now() - at;
    at = Date.now();
    await settle(tab, options.expectedPath ?? pathOf(address.open));
    timings.settle += Date.now() - at;
    at = Date.now();
    await Promise.all([...parsing]);
    const audit = await auditPage(page);
    const failures: string[] = [];
    if (options.expectedPath !== null && audit.path !== options.expectedPath) failures.push(failure('shown', `it shows ${audit.path}, not ${options.expectedPath}`));
    if (!(await page.locator('h1').first().isVisible())) failures.push(failure('shown', `no heading: the screen never showed (${await describeStuck(tab)})`));
    failures.push(
      ...overflowFailures(audit),
      ...rawValueFailures(audit, data),
      ...languageFailures(audit, language, data),
      ...wayOnFailures(audit, options.errorState ? 'error-way-on' : 'way-on'),
      ...addressFailures(audit),
    );
    timings.audit += Date.now() - at;
    at = Date.now();
    if (options.axe) {
      for (const violation of await seriousA11yViolations(page)) failures.push(failure('axe', `${violation.id} (${violation.impact}): ${violation.targets.slice(0, 3).join(', ')}`));
    }
    timings.axe += Date.now() - at;
    for (const error of tab.errors.slice(errorsBefore)) failures.push(failure('page-error', error));
    return failures;
  }

  async function sweepRoute(item: Sweepable): Promise<SweepRow[]> {
    const { fixture } = item;
    const found: SweepRow[] = [];
    const user = fixture.user ?? '—';
    const screen = fixture.shows?.path ?? pathOf(fixture.open);
    const unknown: SweepAddress | undefined = typeof fixture.unknown === 'string' ? { open: fixture.unknown, link: fixture.link } : fixture.unknown;
    // The arrival's browser: plain on even catalogue positions, WeChat on odd ones (see the head of the file).
    const arrivalFlavour: Flavour = item.index % 2 === 0 ? 'plain' : 'wechat';
    const record = async (tab: Tab, flavour: Flavour, language: Language, check: 'screen' | 'unknown id', failures: string[]) => {
      if (failures.length > 0 || EVERY_SCREENSHOT) {
        await saveScreenshot(tab.page, `sweep-${slug(check === 'screen' ? fixture.open : (unknown?.open ?? ''))}${check === 'screen' ? '' : '-unknown'}-${language}-${flavour}`).catch(() => undefined);
      }
      found.push({ route: check === 'screen' ? fixture.open : `${unknown?.open ?? ''} (unknown id)`, user, language, flavour, failures });
    };

    // The arrival, one per route: in Chinese in the arrival's browser, or for a route behind the login on
    // every other pair of catalogue positions in English in the other browser (so each browser walks each
    // language's login on a quarter of the routes).
    const arrivals = new Map<Flavour, Arrival & { readonly language: Language }>();
    const arrivesInEnglish = item.access === 'login' && Math.floor(item.index / 2) % 2 === 0;
    try {
      for (const [flavour, language] of [[arrivalFlavour, 'zh'], [other(arrivalFlavour), 'en']] as const) {
        if ((language === 'en') !== arrivesInEnglish) continue;
        const at = Date.now();
        arrivals.set(flavour, { ...(await arrive(item, flavour, language)), language });
        timings.arrival += Date.now() - at;
      }
      for (const flavour of [arrivalFlavour, other(arrivalFlavour)]) {
        const at = Date.now();
        const arrival = arrivals.get(flavour);
        const tab = arrival?.showsTheUsersScreen ? arrival.tab : await tabOf(flavour, fixture);
        timings.tabs += Date.now() - at;
        // The language the tab shows first: the arrival's tab shows the route in it already, and a user's tab
        // still in the last route's language opens this one by its hash alone, without loading the app again.
        const shownLanguage = arrival?.showsTheUsersScreen ? arrival.language : await languageOf(tab);
        const languages: readonly Language[] = shownLanguage === 'en' ? ['en', 'zh'] : ['zh', 'en'];
        for (const language of languages) {
          const failures = [
            ...(arrival?.language === language ? arrival.failures : []),
            ...(await visit(tab, fixture, language, { expectedPath: screen, errorState: false, axe: (flavour === arrivalFlavour) === (language === 'zh') })),
          ];
          await record(tab, flavour, language, 'screen', failures);
          // The error state in zh in the arrival's browser and in en in the other.
          if (unknown && (flavour === arrivalFlavour) === (language === 'zh')) {
            await record(tab, flavour, language, 'unknown id', await visit(tab, unknown, language, { expectedPath: null, errorState: true, axe: language === 'zh' }));
          }
        }
      }
    } finally {
      for (const arrival of arrivals.values()) await arrival.tab.page.close();
    }
    return found;
  }

  describe(`the route sweep, part ${part} of ${parts}`, () => {
    let documentsBefore = 0;
    beforeAll(async () => {
      documentsBefore = documentsLoaded;
      server = await startAppServer();
      phones = await launchPhoneBrowser();
    });
    afterAll(async () => {
      const table = printSweepTable(rows, `part ${part} of ${parts}`);
      console.log(table);
      console.log(`part ${part}'s time (s): ${Object.entries(timings).map(([step, ms]) => `${step} ${Math.round(ms / 1000)}`).join(', ')}; documents loaded: ${documentsLoaded - documentsBefore}`);
      const dir = join(SCREENSHOT_DIR, '..', 'sweep');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `sweep-${part}.md`), table);
      writeFileSync(join(dir, `sweep-${part}.json`), JSON.stringify(rows, null, 2));
      await phones?.close();
      await server?.close();
    });

    if (part === 1) {
      it('has one fixture per route, each for a route of the catalogue, with a user where the route needs a login', () => {
        expect(FIXTURE_MISTAKES).toEqual([]);
      });
    }

    for (const [position, item] of planned.entries()) {
      if (item.kind === 'pending') {
        it.skip(`${item.route} has no screen yet (not built: swept once it has one)`, () => undefined);
        continue;
      }
      if (item.kind === 'no-fixture') {
        it(`${item.route} has a sweep fixture`, () => {
          rows.push({ route: item.route, user: '—', language: '—', flavour: '—', failures: [failure('fixture', 'no sweep fixture: add one to e2e/sweep/fixtures/<area>.ts')] });
          expect.fail(`${item.route} has a screen and no sweep fixture (e2e/sweep/fixtures/<area>.ts)`);
        });
        continue;
      }
      const user = item.fixture.user;
      const lastOfUser = !planned.slice(position + 1).some((next) => next.kind === 'sweep' && next.fixture.user === user);
      it(`${item.fixture.open} as ${user ?? 'a visitor without a login'}: arrives, and shows in zh and en, plain and WeChat, within 375 px, translated, accessible, with a way on`, async () => {
        try {
          const found = await sweepRoute(item);
          rows.push(...found);
          expect(found.filter((row) => row.failures.length > 0).map((row) => `${row.route} ${row.language} ${row.flavour}: ${row.failures.join('; ')}`)).toEqual([]);
        } finally {
          if (lastOfUser) await closeTabsOf(user);
        }
      }, 180_000);
    }
  });
}

