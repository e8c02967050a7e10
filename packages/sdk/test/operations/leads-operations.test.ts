// The lead tool's operations without a server: bad input refused before anything is sent, and the
// outbox's harder paths over a scripted backend — an edit made while the lead's create is in flight
// (a new update, sent after it), and a create answered with another phone's lead about the same visitor
// (the phone takes that lead, and what it noted goes as one update merged before the later edit).
import type { UserInfo } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { createFairpassClient } from '../../src/client';
import type { HttpRequest, HttpTransport, TransportOutcome } from '../../src/http/http-transport';
import { getLeadBook, getLeads, MemoryLeadStore, useLeadStore } from '../../src/leads';
import { sessionStoreOf } from '../../src/testing';
import { APP, loose, stubbedClient } from '../support/stubbed-client';

const user = loose<UserInfo>({ userId: 'u-demo-1', account: '13800000150', userExhibitionVO: { registerType: 'commerceExhibition' } });

function loggedInStub(reply: Parameters<typeof stubbedClient>[0] = {}) {
  const stub = stubbedClient(reply);
  sessionStoreOf(stub.client).setToken('t0ken');
  sessionStoreOf(stub.client).setUser(user);
  useLeadStore(stub.client, new MemoryLeadStore());
  return { ...stub, leads: getLeads(stub.client) };
}

describe('bad input is refused before sending', () => {
  it('names the field', async () => {
    const { leads, sent } = loggedInStub();
    const noBadge = await leads.captureLead.execute({ source: 'qr', badgeCode: ' ' });
    expect(!noBadge.ok && [noBadge.error.code, noBadge.error.field]).toEqual(['VALIDATION.REQUIRED', 'badgeCode']);
    const lookup = await leads.lookupVisitor.execute({ mobile: '' });
    expect(!lookup.ok && [lookup.error.code, lookup.error.field]).toEqual(['VALIDATION.REQUIRED', 'mobile']);
    const order = await leads.orderPackage.execute(loose({ packageType: 'team' }));
    expect(!order.ok && order.error.code).toBe('VALIDATION.OUT_OF_RANGE');
    const transfer = await leads.submitTransfer.execute(loose({ packageType: 'single' }));
    expect(!transfer.ok && [transfer.error.code, transfer.error.field]).toEqual(['VALIDATION.REQUIRED', 'receiptFileId']);
    const staff = await leads.addStaff.execute({ name: '新同事', phone: '123' });
    expect(!staff.ok && staff.error.code).toBe('VALIDATION.PHONE_INVALID');
    const receipt = await leads.uploadReceipt.execute(loose({ file: { name: 'receipt.exe', type: '', size: 10 } }));
    expect(!receipt.ok && receipt.error.code).toBe('VALIDATION.FILE_TYPE');
    const edit = await leads.editLead.execute({ localId: 'nope', patch: { notes: 'x' } });
    expect(!edit.ok && edit.error.field).toBe('localId');
    expect(sent).toEqual([]);
  });

  it('captures nothing without a login (the account the lead belongs to is unknown)', async () => {
    const { client } = stubbedClient();
    useLeadStore(client, new MemoryLeadStore());
    const result = await getLeads(client).captureLead.execute({ source: 'qr', badgeCode: 'FPB-2026-0001' });
    expect(!result.ok && result.error.code).toBe('AUTH.UNAUTHORIZED');
  });
});

/** A backend whose replies the test writes, one request at a time; a reply can wait until the test lets it go. */
class ScriptedBackend implements HttpTransport {
  readonly requests: HttpRequest[] = [];
  private readonly queue: ((request: HttpRequest) => Promise<unknown>)[] = [];

  answer(data: (request: HttpRequest) => unknown, gate?: Promise<void>): void {
    this.queue.push(async (request) => {
      await gate;
      return data(request);
    });
  }

  /** The next request finds no network once `gate` settles (the connection drops mid-flight). */
  cut(gate?: Promise<void>): void {
    this.queue.push(async () => {
      await gate;
      return NO_NETWORK;
    });
  }

  /** The next request finds no network, and `then` runs as its failure is answered. */
  queueFailure(then: () => void): void {
    this.queue.push(async () => {
      then();
      return NO_NETWORK;
    });
  }

  async send(request: HttpRequest): Promise<TransportOutcome> {
    this.requests.push(request);
    const next = this.queue.shift();
    const data = next ? await next(request) : null;
    if (data === NO_NETWORK) return { ok: false, failure: { kind: 'network', message: 'offline' } };
    return { ok: true, response: { status: 200, body: { code: 200, success: true, data, msg: '操作成功' } } };
  }
}

const NO_NETWORK = Symbol('no network');

const gated = () => {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release };
};

function scriptedClient(backend: ScriptedBackend) {
  const client = createFairpassClient({ baseURL: APP, clientId: 'saber', clientSecret: 'saber_secret', storage: 'memory', navigator: 'memory', wechat: 'noop', transport: backend, retry: { retries: 0 }, environment: { userAgent: 'node', landingUrl: `${APP}/` } });
  sessionStoreOf(client).setEntry({ exhibitionId: 'demo', registerType: 'commerceExhibition', tenantId: '000000' });
  sessionStoreOf(client).setToken('t0ken');
  sessionStoreOf(client).setUser(user);
  useLeadStore(client, new MemoryLeadStore());
  return { client, leads: getLeads(client), handle: getLeadBook(client) };
}

const serverLead = (leadId: string, version: number, extra: Record<string, unknown> = {}) => ({
  leadId,
  exhibitionId: 'demo',
  source: 'qr',
  badgeCode: 'FPB-2026-0006',
  visitorId: 'lv-0006',
  name: '王子涵',
  mobile: '13900170006',
  rating: 'cold',
  tags: ['VIP'],
  notes: 'met on day 1',
  capturedBy: { userId: 'u-demo-2', name: '柏员工' },
  capturedAt: '2026-05-12 09:00:00',
  updateTime: '2026-05-12 09:00:00',
  version,
  ...extra,
});

describe('the outbox over a scripted backend', () => {
  it('takes the lead another phone made about the visitor, merging what it noted before the edit made in flight', async () => {
    const backend = new ScriptedBackend();
    const client = createFairpassClient({ baseURL: APP, clientId: 'saber', clientSecret: 'saber_secret', storage: 'memory', navigator: 'memory', wechat: 'noop', transport: backend, environment: { userAgent: 'node', landingUrl: `${APP}/` } });
    sessionStoreOf(client).setEntry({ exhibitionId: 'demo', registerType: 'commerceExhibition', tenantId: '000000' });
    sessionStoreOf(client).setToken('t0ken');
    sessionStoreOf(client).setUser(user);
    useLeadStore(client, new MemoryLeadStore());
    const leads = getLeads(client);
    const { book } = getLeadBook(client);

    const captured = await leads.captureLead.execute({ source: 'qr', badgeCode: 'FPB-2026-0006', rating: 'hot', tags: ['agent'], notes: 'wants a quote' });
    if (!captured.ok) throw new Error(captured.error.code);
    const localId = captured.value.lead.localId;

    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    backend.answer(() => ({ lead: serverLead('seed-lead-0006', 1), created: false }), gate);
    backend.answer((request) => ({ lead: serverLead('seed-lead-0006', 2, { ...(request.body as { patch: object }).patch }), merged: false }));
    const pass = leads.syncLeads.execute();
    // The create is out (waited for, not a fixed 20 ms: under load the pass took longer to get there).
    await expect.poll(() => backend.requests.length, { timeout: 15_000 }).toBe(1);
    expect(book.get(localId)?.sync).toBe('syncing');
    // An edit while the create is in flight: its payload is frozen, so the edit waits as an update.
    await leads.editLead.execute({ localId, patch: { rating: 'warm' } });
    expect(book.get(localId)?.pendingWrites).toBe(2);
    release();
    expect(await pass).toEqual({ ok: true, value: { outcome: 'done', sent: 2 } });

    const [save, update] = backend.requests;
    expect(save?.path).toMatch(/lead\/save$/);
    expect(save?.headers['Idempotency-Key']).toBeDefined();
    expect(update?.body).toEqual({
      leadId: 'seed-lead-0006',
      baseVersion: 1,
      // What the phone noted, merged into the other phone's lead, then the later edit on top.
      patch: { rating: 'warm', tags: ['VIP', 'agent'], notes: 'met on day 1\nwants a quote' },
    });
    expect(book.get(localId)).toMatchObject({ serverId: 'seed-lead-0006', version: 2, sync: 'synced', leadId: 'seed-lead-0006' });
  });
});

describe('the network coming back while a try is in flight', () => {
  it('sends the write again in the same pass instead of waiting out a backoff', async () => {
    const backend = new ScriptedBackend();
    const { leads, handle } = scriptedClient(backend);
    const captured = await leads.captureLead.execute({ source: 'qr', badgeCode: 'FPB-2026-0031' });
    if (!captured.ok) throw new Error(captured.error.code);

    const { gate, release } = gated();
    backend.cut(gate);
    backend.answer((request) => ({ lead: serverLead((request.body as { leadId: string }).leadId, 1, { badgeCode: 'FPB-2026-0031' }), created: true }));
    const pass = leads.syncLeads.execute();
    // The first try is out (waited for: after a fixed 20 ms under load, the `online` below sometimes
    // came before the try, which then rightly backed off).
    await expect.poll(() => backend.requests.length, { timeout: 15_000 }).toBe(1);
    // The browser says `online` while the first try is still out; that try then fails for the network.
    await handle.sync.resume();
    release();

    expect(await pass).toEqual({ ok: true, value: { outcome: 'done', sent: 2 } });
    expect(backend.requests.map((request) => request.headers['Idempotency-Key'])).toEqual([backend.requests[0]?.headers['Idempotency-Key'], backend.requests[0]?.headers['Idempotency-Key']]);
    expect(handle.book.get(captured.value.lead.localId)?.sync).toBe('synced');
  });

  it('sends the write again in the same pass when the network comes back just after the try failed', async () => {
    const backend = new ScriptedBackend();
    const { leads, handle } = scriptedClient(backend);
    const captured = await leads.captureLead.execute({ source: 'qr', badgeCode: 'FPB-2026-0033' });
    if (!captured.ok) throw new Error(captured.error.code);
    // The browser says `online` after the try failed for the network and before its backoff is written:
    // the `online` wake finds nothing to lift, and the backoff lands after it.
    const store = handle.book.store;
    const change = store.changeOutbox.bind(store);
    let onlineBeforeNextWrite = false;
    store.changeOutbox = (async (owner, decide, limit) => {
      if (onlineBeforeNextWrite) {
        onlineBeforeNextWrite = false;
        await handle.sync.resume();
      }
      return change(owner, decide, limit);
    }) as typeof store.changeOutbox;

    backend.queueFailure(() => (onlineBeforeNextWrite = true));
    backend.answer((request) => ({ lead: serverLead((request.body as { leadId: string }).leadId, 1, { badgeCode: 'FPB-2026-0033' }), created: true }));

    expect(await leads.syncLeads.execute()).toEqual({ ok: true, value: { outcome: 'done', sent: 2 } });
    expect(handle.book.get(captured.value.lead.localId)?.sync).toBe('synced');
  });

  it('cancels the try in flight when the account logs out, so it never goes out with the old token, and keeps the write for the next login', async () => {
    const backend = new ScriptedBackend();
    const { client, leads, handle } = scriptedClient(backend);
    const captured = await leads.captureLead.execute({ source: 'qr', badgeCode: 'FPB-2026-0034' });
    if (!captured.ok) throw new Error(captured.error.code);
    const { gate, release } = gated();
    backend.cut(gate);
    backend.answer((request) => ({ lead: serverLead((request.body as { leadId: string }).leadId, 1, { badgeCode: 'FPB-2026-0034' }), created: true }));
    const pass = leads.syncLeads.execute();
    await expect.poll(() => backend.requests.length, { timeout: 15_000 }).toBe(1);

    // Logged out while the try is out; then the network comes back.
    sessionStoreOf(client).clearAuth();
    await handle.sync.resume();
    release();

    expect(await pass).toEqual({ ok: true, value: { outcome: 'logged_out', sent: 1 } });
    expect(backend.requests).toHaveLength(1);
    const [waiting] = await handle.book.store.outbox('demo/u-demo-1');
    expect(waiting).toMatchObject({ localId: captured.value.lead.localId, notBefore: 0 });
    expect(waiting?.claim).toBeUndefined();
  });

  it('still backs off a try that failed with no return of the network', async () => {
    const backend = new ScriptedBackend();
    const { leads } = scriptedClient(backend);
    await leads.captureLead.execute({ source: 'qr', badgeCode: 'FPB-2026-0032' });
    backend.cut();
    const result = await leads.syncLeads.execute();
    expect(result.ok && result.value).toMatchObject({ outcome: 'wait', sent: 1 });
    expect(backend.requests).toHaveLength(1);
  });
});
