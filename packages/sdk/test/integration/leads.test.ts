// The lead tool over real HTTP against the contract server (Jackson nulls on), offline-first: leads
// captured with the network cut are kept on the phone (IndexedDB through fake-indexeddb, or memory),
// synced in order once it is back, never twice — a dropped reply, a 500, a retry, a reload and a second
// tab included, and a reload answered 409 while the server still runs the first send; edits merged into the waiting write; a badge the server cannot find parked with its
// reason and fixed by hand; a login ended by another employee (4901) stops the sending and keeps the
// leads for the next login; and the HTTP operations (lookup, survey, export, packages, staff).
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { SEED, type ContractServer } from '@fairpass/test-fixtures';
import { firstValueFrom, filter } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MemoryStorageAdapter } from '../../src';
import { getLeadBook, getLeads, IndexedDbLeadStore, MemoryLeadStore, useLeadStore, type LeadView } from '../../src/leads';
import { CLAIM_MS, LEASE_MS } from '../../src/leads/lead-sync';
import { getInvoicing } from '../../src/invoicing';
import { getTicketing } from '../../src/ticketing';
import { newCreate, type LeadStorePort } from '@fairpass/domain/leads';
import { CuttableTransport } from '../support/cuttable-transport';
import { loggedIn, testClient, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const L = SEED.leads;
const single = SEED.phones.tradeFairExhibitor;

interface Phone {
  readonly leads: ReturnType<typeof getLeads>;
  readonly handle: ReturnType<typeof getLeadBook>;
  readonly net: CuttableTransport;
  readonly test: Awaited<ReturnType<typeof loggedIn>>;
}

async function phone(number: string, store: LeadStorePort = new MemoryLeadStore(), storage?: MemoryStorageAdapter): Promise<Phone> {
  const net = new CuttableTransport(ctx.server.url);
  const test = await loggedIn(ctx.server, ctx.link(), number, { transport: net, retry: { retries: 0 }, ...(storage ? { storage } : {}) });
  useLeadStore(test.client, store);
  // The user record names the account the leads are kept under (the app's next step reads it too).
  await test.client.fetchUser.execute();
  return { leads: getLeads(test.client), handle: getLeadBook(test.client), net, test };
}

const serverLeads = (server: ContractServer, accountId: string) => server.state.leads.leads.filter((l) => l.accountId === accountId);

async function capture(p: Phone, input: Parameters<Phone['leads']['captureLead']['execute']>[0]): Promise<LeadView> {
  const result = await p.leads.captureLead.execute(input);
  if (!result.ok) throw new Error(`capture failed: ${result.error.code}`);
  return result.value.lead;
}

async function syncedPass(p: Phone) {
  const result = await p.leads.syncLeads.execute();
  if (!result.ok) throw new Error('sync cannot fail');
  return result.value;
}

describe('capturing with the network cut', () => {
  it('keeps every lead on the phone, marked unsynced, and syncs each once, in order, when the network returns', async () => {
    const p = await phone(single);
    p.net.online = false;
    const badges = ['FPB-2026-0021', 'FPB-2026-0022', 'FPB-2026-0023'];
    const captured: LeadView[] = [];
    for (const badgeCode of badges) captured.push(await capture(p, { source: 'qr', badgeCode, rating: 'hot' }));
    expect(captured.map((lead) => lead.sync)).toEqual(['local', 'local', 'local']);
    expect(await syncedPass(p)).toMatchObject({ outcome: 'wait' });
    expect((await p.leads.findLeads.execute({ sync: 'local' })).ok && (await p.leads.findLeads.execute({ sync: 'local' }))).toMatchObject({ value: expect.arrayContaining([]) });
    expect(p.handle.book.getStatus()).toMatchObject({ unsynced: 3, failed: 0 });

    p.net.online = true;
    p.test.clock.advance(60_000);
    expect(await syncedPass(p)).toEqual({ outcome: 'done', sent: 3 });
    const saves = p.net.sent.filter((s) => s.endsWith('lead/save'));
    expect(saves).toHaveLength(3);
    const onServer = serverLeads(ctx.server, L.accounts.single).filter((l) => badges.includes(l.badgeCode ?? ''));
    expect(onServer.map((l) => l.badgeCode)).toEqual(badges);
    expect(onServer.map((l) => l.leadId)).toEqual(captured.map((lead) => lead.localId));
    // The server filled in the visitors a scan with no network could not know.
    const view = p.handle.book.get(captured[0]!.localId);
    expect(view).toMatchObject({ sync: 'synced', version: 1, fields: { name: expect.any(String), mobile: '13900170021', capturedBy: { name: '褚贸易' } } });
    expect(p.handle.book.getStatus()).toMatchObject({ unsynced: 0, lastSyncedAt: expect.any(Number) });
  });

  it('gives the lead already on the phone when the same badge is scanned twice', async () => {
    const p = await phone(single);
    p.net.online = false;
    const first = await capture(p, { source: 'qr', badgeCode: 'fpb-2026-0031' });
    const again = await p.leads.captureLead.execute({ source: 'qr', badgeCode: 'FPB-2026-0031' });
    expect(again.ok && again.value).toMatchObject({ existing: true, lead: { localId: first.localId } });
    const invalid = await p.leads.captureLead.execute({ source: 'manual', name: '王', mobile: '1' });
    expect(!invalid.ok && invalid.error).toMatchObject({ code: 'VALIDATION.NAME_INVALID', field: 'name' });
  });
});

describe('edits', () => {
  it('join the create while it waits (one write), and go as an update once it was sent', async () => {
    const p = await phone(single);
    p.net.online = false;
    const lead = await capture(p, { source: 'qr', badgeCode: 'FPB-2026-0032', rating: 'cold' });
    const edited = await p.leads.editLead.execute({ localId: lead.localId, patch: { rating: 'hot', tags: ['VIP', 'vip', 'agent'], notes: 'wants a quote' } });
    expect(edited.ok && edited.value).toMatchObject({ pendingWrites: 1, fields: { rating: 'hot', tags: ['VIP', 'agent'] } });
    p.net.online = true;
    await syncedPass(p);
    expect(serverLeads(ctx.server, L.accounts.single).find((l) => l.leadId === lead.localId)).toMatchObject({ rating: 'hot', notes: 'wants a quote', version: 1 });
    await p.leads.editLead.execute({ localId: lead.localId, patch: { followUp: { date: '2026-05-20', note: 'call back', done: false } } });
    expect(p.handle.book.get(lead.localId)?.sync).toBe('local');
    await syncedPass(p);
    expect(p.net.sent.filter((s) => s.endsWith('lead/update'))).toHaveLength(1);
    expect(p.handle.book.get(lead.localId)).toMatchObject({ sync: 'synced', version: 2 });
    expect(serverLeads(ctx.server, L.accounts.single).find((l) => l.leadId === lead.localId)?.followUp).toEqual({ date: '2026-05-20', note: 'call back', done: false });
  });
});

describe('faults', () => {
  it('a save whose reply was dropped after it committed is retried with its key: one lead on the server', async () => {
    const p = await phone(single);
    const lead = await capture(p, { source: 'qr', badgeCode: 'FPB-2026-0033' });
    ctx.server.faults.set('POST /api/ef-registration-client/lead/save', { dropAfterCommit: true, times: 1 });
    expect(await syncedPass(p)).toMatchObject({ outcome: 'wait' });
    expect(p.handle.book.get(lead.localId)?.sync).toBe('local');
    p.test.clock.advance(5_000);
    expect(await syncedPass(p)).toEqual({ outcome: 'done', sent: 1 });
    expect(serverLeads(ctx.server, L.accounts.single).filter((l) => l.badgeCode === 'FPB-2026-0033')).toHaveLength(1);
    expect(p.handle.book.get(lead.localId)?.sync).toBe('synced');
  });

  it('a 500 and a 401 in the gateway’s shape are waited out and refreshed; latency only slows it', async () => {
    const p = await phone(single);
    await capture(p, { source: 'qr', badgeCode: 'FPB-2026-0034' });
    ctx.server.faults.set('POST /api/ef-registration-client/lead/save', { status500: true, times: 1 });
    expect(await syncedPass(p)).toMatchObject({ outcome: 'wait' });
    p.test.clock.advance(5_000);
    ctx.server.faults.set('POST /api/ef-registration-client/lead/save', { unauthorized: 'gateway', times: 1, latencyMs: 50 });
    expect(await syncedPass(p)).toEqual({ outcome: 'done', sent: 1 });
    expect(serverLeads(ctx.server, L.accounts.single).filter((l) => l.badgeCode === 'FPB-2026-0034')).toHaveLength(1);
  });

  it('parks a badge the server cannot find with its reason; typed in by hand, it goes again under a fresh key', async () => {
    const p = await phone(single);
    const lead = await capture(p, { source: 'qr', badgeCode: L.notFoundBadge });
    const other = await capture(p, { source: 'qr', badgeCode: 'FPB-2026-0035' });
    expect(await syncedPass(p)).toEqual({ outcome: 'done', sent: 2 });
    expect(p.handle.book.get(lead.localId)).toMatchObject({ sync: 'failed', failure: { code: 'CUSTOMER.NOT_FOUND' } });
    expect(p.handle.book.get(other.localId)?.sync).toBe('synced');
    const fixed = await p.leads.editLead.execute({ localId: lead.localId, patch: { source: 'manual', name: '手写客户', mobile: '13711112222' } });
    expect(fixed.ok && fixed.value.sync).toBe('local');
    await syncedPass(p);
    expect(p.handle.book.get(lead.localId)).toMatchObject({ sync: 'synced', fields: { source: 'manual', name: '手写客户' } });
    expect(serverLeads(ctx.server, L.accounts.single).find((l) => l.leadId === lead.localId)).toMatchObject({ source: 'manual', badgeCode: L.notFoundBadge });
  });

  it('an account without a package: refused with the reason, retried after buying one', async () => {
    const p = await phone(L.noPackage);
    const lead = await capture(p, { source: 'qr', badgeCode: 'FPB-2026-0036' });
    await syncedPass(p);
    expect(p.handle.book.get(lead.localId)).toMatchObject({ sync: 'failed', failure: { code: 'LEADS.NO_PACKAGE' } });
    const order = await p.leads.orderPackage.execute({ packageType: 'multi' });
    if (!order.ok) throw new Error(order.error.code);
    const pay = await getTicketing(p.test.client).payOrder.execute({ orderId: order.value.orderId, channel: 'jsapi', returnUrl: `${ctx.server.url}/#/payTransition` });
    if (!pay.ok || pay.value.channel !== 'jsapi') throw new Error('no jsapi');
    ctx.server.settleJsapi(pay.value.jsapi.package.replace('prepay_id=', ''), 'ok');
    expect(await p.leads.retryLeads.execute()).toEqual({ ok: true, value: 1 });
    const bought = await p.leads.fetchLeadAccount.execute();
    expect(bought.ok && bought.value.package).toMatchObject({ paidBy: 'wechat', orderId: order.value.orderId });
    await syncedPass(p);
    expect(p.handle.book.get(lead.localId)?.sync).toBe('synced');
  });
});

describe('the logged-out screen (issue 29)', () => {
  it('counts the leads waiting on the phone with no login: each lead once, synced ones not, another exhibition\'s not', async () => {
    const p = await phone(single);
    // The phone's store, which the next visit on this phone reads.
    const store = p.handle.book.store;
    await capture(p, { source: 'qr', badgeCode: 'FPB-2026-0041' });
    expect(await syncedPass(p)).toEqual({ outcome: 'done', sent: 1 });
    p.net.online = false;
    const waiting = await capture(p, { source: 'qr', badgeCode: 'FPB-2026-0042' });
    await capture(p, { source: 'qr', badgeCode: 'FPB-2026-0043' });
    await p.leads.editLead.execute({ localId: waiting.localId, patch: { notes: 'edited while waiting' } });
    const elsewhere = { source: 'qr', badgeCode: 'FPB-2026-0044', rating: 'unrated', tags: [], notes: '', capturedAt: '2026-05-12 10:00:00' } as const;
    await store.changeLead('other-show/u-1', 'x', () => ({ add: [newCreate('other-show/u-1', 'x', elsewhere, 'k-x')], result: undefined }));
    await p.test.client.logout.execute();

    // A fresh visit on the same phone, entered by the link and not logged in.
    const visit = testClient(ctx.server);
    expect((await visit.client.startFromLink.execute({ url: ctx.link() })).ok).toBe(true);
    useLeadStore(visit.client, store);
    expect(visit.client.session.getSnapshot().token).toBeNull();
    expect(await getLeads(visit.client).countWaitingLeads.execute()).toEqual({ ok: true, value: 2 });

    // Before the visit knows its exhibition, nothing is counted.
    expect(await getLeads(testClient(ctx.server).client).countWaitingLeads.execute()).toEqual({ ok: true, value: 0 });

    // The phones of this file share one store: the waiting leads leave it, so later tests start clean.
    for (const { owner, localId } of await store.waitingWrites('')) await store.changeLead(owner, localId, (_lead, entries) => ({ lead: null, remove: entries.map((e) => e.seq), result: undefined }));
    expect(await store.waitingWrites('')).toEqual([]);
  });
});

describe('the single login (spec §8)', () => {
  it('a second employee’s login stops the first phone’s sending and keeps its leads until it logs in again', async () => {
    const first = await phone(single);
    first.net.online = false;
    const lead = await capture(first, { source: 'qr', badgeCode: 'FPB-2026-0037' });
    await loggedIn(ctx.server, ctx.link(), single);
    first.net.online = true;
    const before = first.net.sent.length;
    expect(await syncedPass(first)).toEqual({ outcome: 'stopped', sent: 1, code: 'AUTH.SINGLE_EMPLOYEE_LOGIN' });
    // No token refresh was tried: the server ended this login, its refresh token with it.
    expect(first.net.sent.slice(before)).toEqual(['POST /api/ef-registration-client/lead/save']);
    expect([first.test.navigator.currentPath(), first.test.navigator.currentQuery()]).toEqual(['/jump', { code: 'AUTH.SINGLE_EMPLOYEE_LOGIN' }]);
    expect(first.handle.book.getStatus()).toMatchObject({ stoppedBy: 'AUTH.SINGLE_EMPLOYEE_LOGIN' });
    expect(await syncedPass(first)).toEqual({ outcome: 'logged_out', sent: 0 });
    // The lead waits on the phone, under the account; the next login of the same account sends it.
    const login = await first.test.client.loginBySms.execute({ phone: single, code: SEED.code });
    expect(login.ok).toBe(true);
    await first.test.client.fetchUser.execute();
    await first.handle.book.ready();
    expect(first.handle.book.get(lead.localId)?.sync).toBe('local');
    expect(await syncedPass(first)).toEqual({ outcome: 'done', sent: 1 });
    expect(serverLeads(ctx.server, L.accounts.single).filter((l) => l.leadId === lead.localId)).toHaveLength(1);
  });
});

describe('IndexedDB: a reload and two tabs', () => {
  it('keeps the leads and their writes across a reload, and two tabs send each write once', async () => {
    const factory = new IDBFactory();
    const name = 'leads-two-tabs';
    // A multi-person account: two tabs of one admin are two sessions, which a single-person package would not allow.
    const tabA = await phone(L.multiAdmin, new IndexedDbLeadStore(name, factory));
    tabA.net.online = false;
    const captured: LeadView[] = [];
    for (let n = 40; n < 45; n += 1) captured.push(await capture(tabA, { source: 'qr', badgeCode: `FPB-2026-00${n}` }));
    await tabA.leads.editLead.execute({ localId: captured[0]!.localId, patch: { notes: 'edited offline' } });

    // A reload: a new client over the same database sees every lead, still waiting.
    const tabB = await phone(L.multiAdmin, new IndexedDbLeadStore(name, factory));
    await tabB.handle.book.ready();
    expect(tabB.handle.book.find({ sync: 'local' }).map((l) => l.localId).sort()).toEqual(captured.map((l) => l.localId).sort());
    // Both online, both sync at once: the lease lets one send.
    tabA.net.online = true;
    const [a, b] = await Promise.all([syncedPass(tabA), syncedPass(tabB)]);
    expect([a.outcome, b.outcome].sort()).toEqual(['busy', 'done']);
    expect(a.sent + b.sent).toBe(5);
    const onServer = serverLeads(ctx.server, L.accounts.multi).filter((l) => captured.some((c) => c.localId === l.leadId));
    expect(onServer).toHaveLength(5);
    expect(onServer.find((l) => l.leadId === captured[0]!.localId)?.notes).toBe('edited offline');
    const sender = a.outcome === 'done' ? tabA : tabB;
    const other = sender === tabA ? tabB : tabA;
    // The other tab hears of it over the BroadcastChannel and shows them synced.
    await firstValueFrom(other.handle.leads$.pipe(filter((views) => views.filter((v) => v.sync === 'synced').length >= 5)));
  });
});

describe('a reload in the middle of a send', () => {
  it('finds its own claim and lease again instead of waiting them out, and sends each write once', async () => {
    const factory = new IDBFactory();
    const name = 'leads-reload-mid-send';
    // The tab's session storage outlives the reload; its IndexedDB too.
    const tabStorage = new MemoryStorageAdapter();
    const before = await phone(L.multiStaff, new IndexedDbLeadStore(name, factory), tabStorage);
    before.net.online = false;
    const captured = [await capture(before, { source: 'qr', badgeCode: 'FPB-2026-0046' }), await capture(before, { source: 'qr', badgeCode: 'FPB-2026-0047' })];
    // The page goes while the first write is in flight: its claim (a minute) and the lease stay behind.
    const owner = (await before.handle.book.ready())!;
    const store = before.handle.book.store;
    const holder = before.handle.sync.holder;
    const now = Date.now();
    await store.changeOutbox(owner, (entries) => ({ put: [{ ...entries[0]!, sent: true, attempts: 1, claim: { holder, until: now + CLAIM_MS } }], result: undefined }));
    await store.acquireLease(`sync:${owner}`, holder, now, LEASE_MS);

    const after = await phone(L.multiStaff, new IndexedDbLeadStore(name, factory), tabStorage);
    expect(after.handle.sync.holder).toBe(holder);
    expect(await syncedPass(after)).toMatchObject({ outcome: 'done', sent: 2 });
    const onServer = serverLeads(ctx.server, L.accounts.multi).filter((l) => captured.some((c) => c.localId === l.leadId));
    expect(onServer).toHaveLength(2);
  });
});

/** A page that is gone: its requests still reach the server, but no answer comes back to it. */
class VanishingTransport extends CuttableTransport {
  gone = false;
  /** The exchanges of the page that is gone, settled when the server has answered them. */
  readonly unanswered: Promise<unknown>[] = [];
  override send(request: Parameters<CuttableTransport['send']>[0]): ReturnType<CuttableTransport['send']> {
    if (!this.gone) return super.send(request);
    this.unanswered.push(super.send(request));
    return new Promise(() => undefined);
  }
}

describe('a reload while the server still runs the first send', () => {
  it("reads the server's 409 for the key as still in flight: retried later with the same key and synced, never shown as refused", async () => {
    const factory = new IDBFactory();
    const name = 'leads-reload-409';
    const tabStorage = new MemoryStorageAdapter();
    const store = new IndexedDbLeadStore(name, factory);
    const net = new VanishingTransport(ctx.server.url);
    const test = await loggedIn(ctx.server, ctx.link(), L.multiStaff, { transport: net, retry: { retries: 0 }, storage: tabStorage });
    useLeadStore(test.client, store);
    await test.client.fetchUser.execute();
    const before: Phone = { leads: getLeads(test.client), handle: getLeadBook(test.client), net, test };
    net.online = false;
    const lead = await capture(before, { source: 'qr', badgeCode: 'FPB-2026-0048', rating: 'hot' });

    // The reloaded page (a new client over the same database and tab), opened ahead so that its pass
    // follows the first send at once: logging in takes longer than the server's delay under load.
    const after = await phone(L.multiStaff, new IndexedDbLeadStore(name, factory), tabStorage);

    // The server takes its time with the save; the page sends it and is reloaded before the answer.
    const SAVE = 'POST /api/ef-registration-client/lead/save';
    ctx.server.faults.set(SAVE, { latencyMs: 3_000, times: 1 });
    net.online = true;
    net.gone = true;
    void before.leads.syncLeads.execute();
    // The server holds the send under its key: it has taken the latency fault, which comes after the
    // idempotency hook marked the key in flight (fixed sleeps here lost the race under load).
    await expect.poll(() => ctx.server.faults.list()[SAVE], { timeout: 15_000 }).toBeUndefined();

    expect(await syncedPass(after)).toMatchObject({ outcome: 'wait' });
    const waiting = after.handle.book.get(lead.localId);
    expect(waiting?.sync).not.toBe('failed');
    expect(after.handle.book.getStatus()).toMatchObject({ failed: 0, unsynced: 1 });

    // Once the first send is done (the server has answered it), the same key is answered with its outcome.
    await Promise.all(net.unanswered);
    after.test.clock.advance(60_000);
    expect(await syncedPass(after)).toEqual({ outcome: 'done', sent: 1 });
    expect(after.handle.book.get(lead.localId)?.sync).toBe('synced');
    expect(serverLeads(ctx.server, L.accounts.multi).filter((l) => l.badgeCode === 'FPB-2026-0048')).toHaveLength(1);
  });
});

describe('another phone already had the visitor', () => {
  it('becomes the server’s lead: the phone’s notes and tags merged into it, no second lead', async () => {
    const staff = await phone(L.multiStaff);
    staff.net.online = false;
    const lead = await capture(staff, { source: 'qr', badgeCode: 'FPB-2026-0006', rating: 'hot', tags: ['agent'], notes: 'met again on day 2' });
    staff.net.online = true;
    await syncedPass(staff);
    expect(staff.handle.book.get(lead.localId)).toMatchObject({ serverId: 'seed-lead-0006', sync: 'synced' });
    const server = serverLeads(ctx.server, L.accounts.multi).filter((l) => l.visitorId === 'lv-0006');
    expect(server).toHaveLength(1);
    expect(server[0]).toMatchObject({ rating: 'hot', tags: ['VIP', 'agent'], notes: '对整机感兴趣 Interested in machines\nmet again on day 2', version: 2 });
  });
});

describe('the HTTP operations', () => {
  it('look a visitor up (keeping the account’s lead on the phone) or say "Customer information not found"', async () => {
    const p = await phone(single);
    const found = await p.leads.lookupVisitor.execute({ code: L.firstBadge });
    expect(found.ok && found.value).toMatchObject({ visitor: { badgeCode: L.firstBadge }, lead: { leadId: 'seed-lead-0001', sync: 'synced' } });
    const again = await p.leads.captureLead.execute({ source: 'qr', badgeCode: L.firstBadge });
    expect(again.ok && again.value.existing).toBe(true);
    const missing = await p.leads.lookupVisitor.execute({ mobile: L.notFoundMobile });
    expect(!missing.ok && missing.error.code).toBe('CUSTOMER.NOT_FOUND');
  });

  it('pull the server’s leads, count them, export them and read the survey (kept for offline)', async () => {
    const admin = await phone(L.multiAdmin);
    expect(await admin.leads.pullLeads.execute({ scope: 'all' })).toEqual({ ok: true, value: 7 });
    expect((await admin.leads.findLeads.execute({ keyword: 'vip' })).ok).toBe(true);
    expect(admin.handle.book.find({ rating: 'hot' })).toHaveLength(3);
    expect(await admin.leads.countLeads.execute({ scope: 'all' })).toEqual({ ok: true, value: { total: 7, hot: 3, warm: 2, cold: 2, unrated: 0 } });
    const exported = await admin.leads.exportLeads.execute({ scope: 'all' });
    expect(exported.ok && exported.value).toMatchObject({ format: 'xlsx', count: 7 });
    const survey = await admin.leads.fetchSurvey.execute();
    expect(survey.ok && survey.value.questions).toHaveLength(3);
    admin.net.online = false;
    const offline = await admin.leads.fetchSurvey.execute();
    expect(offline.ok && offline.value.surveyId).toBe(survey.ok && survey.value.surveyId);
  });

  it('buy a package by bank transfer and manage staff', async () => {
    const p = await phone(L.noPackage);
    const bank = await p.leads.fetchBankInfo.execute();
    expect(bank.ok && bank.value.offers.map((o) => o.price)).toEqual(['1000.00', '3000.00']);
    const tooBig = await p.leads.uploadReceipt.execute({ file: Object.assign(new Blob(['x']), { name: 'r.exe' }) as unknown as File });
    expect(!tooBig.ok && tooBig.error.code).toBe('VALIDATION.FILE_TYPE');
    const receipt = await p.leads.uploadReceipt.execute({ file: new File([Buffer.from('%PDF-1.4\n')], 'receipt.pdf', { type: 'application/pdf' }) });
    if (!receipt.ok) throw new Error(receipt.error.code);
    const transfer = await p.leads.submitTransfer.execute({ packageType: 'multi', receiptFileId: receipt.value.fileId });
    expect(transfer.ok && transfer.value.state).toBe('in_review');
    const again = await p.leads.orderPackage.execute({ packageType: 'single' });
    expect(!again.ok && again.error.code).toBe('LEADS.TRANSFER_PENDING');
    await fetch(`${ctx.server.url}/__contract/leads/transfer/review`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ transferId: transfer.ok && transfer.value.transferId, outcome: 'approved' }) });
    const account = await p.leads.fetchLeadAccount.execute();
    expect(account.ok && account.value).toMatchObject({ role: 'admin', package: { packageType: 'multi', paidBy: 'transfer', orderId: expect.any(String) } });
    // The package's fapiao goes through the invoicing area like any paid order's (issue 29).
    const eligibility = await getInvoicing(p.test.client).fetchEligibility.execute({ orderId: (account.ok && account.value.package?.orderId) || '' });
    expect(eligibility).toMatchObject({ ok: true, value: { total: '3000.00', invoiceable: true } });
    const added = await p.leads.addStaff.execute({ name: '新同事', phone: '13755556666' });
    expect(added.ok && added.value).toMatchObject({ role: 'staff' });
    const staff = await p.leads.listStaff.execute();
    expect(staff.ok && staff.value).toHaveLength(2);
    expect(await p.leads.removeStaff.execute({ userId: added.ok ? added.value.userId : '' })).toEqual({ ok: true, value: true });
    const single2 = await phone(single);
    const refused = await single2.leads.addStaff.execute({ name: '不能加', phone: '13755557777' });
    expect(!refused.ok && refused.error.code).toBe('LEADS.STAFF_NOT_ALLOWED');
  });
});
