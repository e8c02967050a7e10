// A shared phone (issue 25 §3): an exhibitor's staff member captures a lead with no network and logs out
// of the lead tool with it unsynced; then a visitor opens their paid ticket in the wallet (kept on the
// phone for the hall: the wallet kept for the gate, issue 28 §3), half-types an invoice header and logs out. Afterwards nothing of the visitor is
// left anywhere the page can keep data — local and session storage, every IndexedDB database, every
// cache of the service worker: no ticket, no code, no rotation secret, no name, mobile or e-mail, no
// draft — while the staff member's unsynced lead and its outbox wait in IndexedDB for their next login.
import { SEED } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginBySms, waitForHashPath } from './after-login/visitor-login';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';
import { workerControls } from './harness/service-worker';
import { captureTyped, logInToLeads, openHash } from './journeys/leads.steps';

const journey = useAppJourney();
const visitor = SEED.phones.paidTicket;
const { paidTicketId } = SEED.ticketing;
const LEAD_BADGE = `${SEED.leads.badgePrefix}0044`;
const HALF_TYPED = '严升级半个发票抬头';

interface DeviceData {
  /** The needles found in anything the page keeps. */
  readonly found: readonly string[];
  readonly localKeys: readonly string[];
  readonly sessionKeys: readonly string[];
  /** Every IndexedDB database: its stores and their records. */
  readonly databases: Readonly<Record<string, Readonly<Record<string, readonly unknown[]>>>>;
  /** Every cache of the page's origin: `<cache> <url>` of each entry. */
  readonly cacheEntries: readonly string[];
}

/** Reads everything the page keeps (Web Storage, all IndexedDB databases, all caches with their bodies) and looks for the needles in it. */
function deviceData(page: Page, needles: readonly string[]): Promise<DeviceData> {
  return page.evaluate(async (lookFor) => {
    const texts: string[] = [];
    const keysOf = (storage: Storage) => Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
    for (const storage of [localStorage, sessionStorage]) for (const key of keysOf(storage)) texts.push(key, storage.getItem(key) ?? '');
    const asPromise = <T,>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const databases: Record<string, Record<string, unknown[]>> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await asPromise(indexedDB.open(name));
      const stores: Record<string, unknown[]> = {};
      for (const store of Array.from(db.objectStoreNames)) {
        stores[store] = await asPromise(db.transaction(store).objectStore(store).getAll());
        texts.push(JSON.stringify(stores[store]));
      }
      databases[name] = stores;
      db.close();
    }
    const cacheEntries: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        cacheEntries.push(`${name} ${request.url}`);
        texts.push(request.url, (await (await cache.match(request))?.text()) ?? '');
      }
    }
    const all = texts.join('\n');
    return {
      found: lookFor.filter((needle) => all.includes(needle)),
      localKeys: keysOf(localStorage),
      sessionKeys: keysOf(sessionStorage),
      databases,
      cacheEntries,
    };
  }, needles);
}

describe('a shared phone', () => {
  it('keeps nothing of a visitor who logged out, while another account’s unsynced lead waits for its next login', async () => {
    const { context, page } = await journey.phones.newPhone('plain', { serviceWorkers: 'allow' });

    // The lead tool: one lead captured with no network, then logged out "anyway" (kept on the phone).
    await logInToLeads(page, journey.server, SEED.phones.tradeFairExhibitor);
    await page.getByTestId('lead-count').filter({ hasText: '共 5 条线索' }).waitFor();
    await workerControls(page);
    await context.setOffline(true);
    await openHash(page, '#/scanCodePage');
    await captureTyped(page, LEAD_BADGE);
    // A reload with no network (the worker's shell) ends the send still retrying in the background, which
    // would otherwise go out with the staff member's token the moment the network is back.
    await page.reload();
    await openHash(page, '#/minePage');
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '直接退出（线索保留在本机）' }).click();
    await waitForHashPath(page, '/registration');
    await context.setOffline(false);

    // The visitor: the ticket opened in the wallet (so kept for the hall), an invoice header half typed.
    await loginBySms(page, journey.server, visitor);
    await page.getByRole('heading', { name: '个人中心' }).waitFor();
    await openHash(page, `#/wallet/${paidTicketId}`);
    await page.locator('[data-code^="FP2."]').waitFor();
    // The wallet kept for the gate (issue 28 §3): its holder record and its tickets, under the account.
    const kept = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('fairpass.account.'))
        .map((key): [string, string] => [key, localStorage.getItem(key) ?? '']),
    );
    expect(kept.map(([key]) => key.slice(key.indexOf('/') + 1)).sort()).toEqual(['wallet', 'wallet.tickets']);
    const { tickets } = JSON.parse(kept.find(([key]) => key.endsWith('/wallet.tickets'))?.[1] ?? '{}') as { tickets?: { ticketId: string; rotation?: { secret: string }; holderName?: string }[] };
    const { rotation, holderName } = tickets?.find((ticket) => ticket.ticketId === paidTicketId) ?? {};
    expect(holderName).toBe('严升级');
    const userId = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('userInfo') ?? '{}') as { userId?: string }).userId ?? '');
    await openHash(page, '#/invoiceHeaderManage');
    await page.getByRole('button', { name: '新增发票抬头' }).click();
    await page.getByLabel('单位名称').fill(HALF_TYPED);
    await expect.poll(() => page.evaluate((text) => Object.keys(sessionStorage).some((key) => key.startsWith('fairpass.draft.') && (sessionStorage.getItem(key) ?? '').includes(text)), HALF_TYPED)).toBe(true);

    const needles = [paidTicketId, `FP1.${paidTicketId}`, rotation?.secret ?? 'no rotation secret was kept', '严升级', visitor, '138****0112', 'buyer112@example.com', HALF_TYPED, userId];
    expect((await deviceData(page, needles)).found).toEqual(expect.arrayContaining([paidTicketId, rotation?.secret, '严升级', HALF_TYPED]));

    await openHash(page, '#/user-center');
    await page.getByRole('button', { name: '退出登录' }).click();
    await waitForHashPath(page, '/registration');
    await saveScreenshot(page, 'shared-phone-after-logout-zh');

    const after = await deviceData(page, needles);
    expect(after.found).toEqual([]);
    expect(after.localKeys.filter((key) => key.startsWith('fairpass.'))).toEqual([]);
    // What is left in the tab's storage is the link's and the login page's own (the next person's form).
    expect(after.sessionKeys.filter((key) => (key.startsWith('fairpass.') && !key.startsWith('fairpass.draft.login.')) || key === 'accessToken' || key === 'userInfo')).toEqual([]);
    // The worker's caches were read too: the app's files and the last config.json, nothing of the visitor.
    expect(after.cacheEntries.length).toBeGreaterThan(0);

    // The staff member's lead: only the unsynced one is left on the phone, with its outbox, under their account.
    const leadDb = after.databases['fairpass-leads'] ?? {};
    const leads = (leadDb.leads ?? []) as { owner: string; localId: string; fields: { badgeCode?: string } }[];
    expect(leads.map((lead) => [lead.owner.endsWith('/u-demo-13800000006'), lead.fields.badgeCode])).toEqual([[true, LEAD_BADGE]]);
    expect(((leadDb.outbox ?? []) as { localId: string }[]).map((entry) => entry.localId)).toEqual([leads[0]?.localId]);
    expect(journey.server.state.leads.leads.filter((lead) => lead.badgeCode === LEAD_BADGE)).toEqual([]);
    await context.close();
  });
});
