// The on-device lead store's promises, held by both adapters: IndexedDB (through fake-indexeddb, the
// same code a browser runs) and memory. One transaction per lead and its writes, the outbox's order,
// owners kept apart, the sending lease, and a change that throws writing nothing.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { newCreate, newUpdate, type LeadFields, type LeadStorePort, type LocalLead } from '@fairpass/domain/leads';
import { describe, expect, it } from 'vitest';
import { IndexedDbLeadStore } from './indexeddb-lead-store';
import { MemoryLeadStore } from './memory-lead-store';

const fields = (badgeCode: string, mobile?: string): LeadFields => ({ source: 'qr', badgeCode, ...(mobile ? { mobile } : {}), rating: 'warm', tags: [], notes: '', capturedAt: '2026-05-12 10:00:00' });
const lead = (owner: string, localId: string, badgeCode: string, mobile?: string): LocalLead => ({ owner, localId, version: 0, fields: fields(badgeCode, mobile), capturedAtMs: 1, updatedAtMs: 1 });

let databases = 0;
const adapters: [string, () => LeadStorePort][] = [
  ['memory', () => new MemoryLeadStore()],
  ['IndexedDB', () => new IndexedDbLeadStore(`contract-${(databases += 1)}`, new IDBFactory())],
];

describe.each(adapters)('the %s lead store', (_name, make) => {
  const capture = (store: LeadStorePort, owner: string, localId: string, badge: string, mobile?: string) =>
    store.changeLead(owner, localId, (current) => (current ? { result: false } : { lead: lead(owner, localId, badge, mobile), add: [newCreate(owner, localId, fields(badge), `key-${localId}`)], result: true }));

  it('writes a lead and its create together, numbering the writes in order', async () => {
    const store = make();
    expect(await capture(store, 'demo/u1', 'a', 'B-1', '13900170001')).toBe(true);
    expect(await capture(store, 'demo/u1', 'b', 'B-2')).toBe(true);
    expect(await capture(store, 'demo/u1', 'a', 'B-1')).toBe(false);
    await store.changeLead('demo/u1', 'a', () => ({ add: [newUpdate('demo/u1', 'a', { notes: 'x' }, 'key-a2')], result: undefined }));
    const outbox = await store.outbox('demo/u1');
    expect(outbox.map((e) => [e.localId, e.kind])).toEqual([
      ['a', 'create'],
      ['b', 'create'],
      ['a', 'update'],
    ]);
    expect(outbox.map((e) => e.seq)).toEqual([...outbox.map((e) => e.seq)].sort((x, y) => x - y));
    const read = await store.read('demo/u1', 'a');
    expect(read.lead?.fields.badgeCode).toBe('B-1');
    expect(read.entries.map((e) => e.kind)).toEqual(['create', 'update']);
    expect((await store.changeOutbox('demo/u1', (entries) => ({ result: entries.map((e) => e.localId) }), 2))).toEqual(['a', 'b']);
  });

  it('finds by badge, mobile and server id, and keeps owners apart', async () => {
    const store = make();
    await capture(store, 'demo/u1', 'a', 'B-1', '13900170001');
    await capture(store, 'demo/u2', 'z', 'B-1');
    await store.changeLead('demo/u1', 'a', (current) => ({ lead: { ...(current as LocalLead), serverId: 'srv-1', version: 1 }, result: undefined }));
    expect((await store.findByBadge('demo/u1', 'B-1'))?.localId).toBe('a');
    expect((await store.findByBadge('demo/u2', 'B-1'))?.localId).toBe('z');
    expect((await store.findByMobile('demo/u1', '13900170001'))?.localId).toBe('a');
    expect(await store.findByMobile('demo/u2', '13900170001')).toBeUndefined();
    expect((await store.findByServerId('demo/u1', 'srv-1'))?.localId).toBe('a');
    expect((await store.all('demo/u2')).map((l) => l.localId)).toEqual(['z']);
    expect(await store.outbox('demo/u2')).toHaveLength(1);
  });

  it('tells which leads have writes left for every owner of a prefix, without their details (issue 29)', async () => {
    const store = make();
    expect(await store.waitingWrites('demo/')).toEqual([]);
    await capture(store, 'demo/u1', 'a', 'B-1');
    await store.changeLead('demo/u1', 'a', () => ({ add: [newUpdate('demo/u1', 'a', { notes: 'x' }, 'key-a2')], result: undefined }));
    await capture(store, 'demo/u2', 'z', 'B-2');
    await capture(store, 'demo-2/u1', 'q', 'B-3');
    const waiting = await store.waitingWrites('demo/');
    expect([...waiting].map((w) => `${w.owner}:${w.localId}`).sort()).toEqual(['demo/u1:a', 'demo/u1:a', 'demo/u2:z']);
    expect(waiting.every((w) => Object.keys(w).sort().join() === 'localId,owner')).toBe(true);
  });

  it('settles writes: puts and removes by number, deletes a lead', async () => {
    const store = make();
    await capture(store, 'demo/u1', 'a', 'B-1');
    const [entry] = await store.outbox('demo/u1');
    await store.changeOutbox('demo/u1', () => ({ put: [{ ...entry!, sent: true, attempts: 1 }], result: undefined }));
    expect((await store.outbox('demo/u1'))[0]).toMatchObject({ sent: true, attempts: 1 });
    await store.changeLead('demo/u1', 'a', () => ({ lead: null, remove: [entry!.seq], result: undefined }));
    expect(await store.get('demo/u1', 'a')).toBeUndefined();
    expect(await store.outbox('demo/u1')).toEqual([]);
  });

  it('writes nothing when the decision throws', async () => {
    const store = make();
    await expect(
      store.changeLead('demo/u1', 'a', () => {
        throw new Error('a bug in a rule');
      }),
    ).rejects.toThrow('a bug in a rule');
    expect(await store.get('demo/u1', 'a')).toBeUndefined();
    expect(await store.outbox('demo/u1')).toEqual([]);
  });

  it('lends the sending lease to one holder until it runs out or is given back', async () => {
    const store = make();
    expect(await store.acquireLease('sync:demo/u1', 'tab-1', 1_000, 15_000)).toBe(true);
    expect(await store.acquireLease('sync:demo/u1', 'tab-2', 2_000, 15_000)).toBe(false);
    expect(await store.acquireLease('sync:demo/u1', 'tab-1', 3_000, 15_000)).toBe(true);
    expect(await store.acquireLease('sync:demo/u1', 'tab-2', 18_000, 15_000)).toBe(true);
    await store.releaseLease('sync:demo/u1', 'tab-1');
    expect(await store.acquireLease('sync:demo/u1', 'tab-1', 19_000, 15_000)).toBe(false);
    await store.releaseLease('sync:demo/u1', 'tab-2');
    expect(await store.acquireLease('sync:demo/u1', 'tab-1', 19_000, 15_000)).toBe(true);
  });

  it('keeps small values per owner', async () => {
    const store = make();
    await store.setMeta('demo/u1', 'survey', { surveyId: 's' });
    expect(await store.getMeta('demo/u1', 'survey')).toEqual({ surveyId: 's' });
    expect(await store.getMeta('demo/u2', 'survey')).toBeUndefined();
  });
});

describe('the IndexedDB lead store', () => {
  it('answers no waiting leads on a phone that never kept one, without making a database', async () => {
    const factory = new IDBFactory();
    expect(await new IndexedDbLeadStore('never-used', factory).waitingWrites('demo/')).toEqual([]);
    expect((await factory.databases()).map((db) => db.name)).not.toContain('never-used');
  });

  it('keeps everything across a reload (a new store over the same database)', async () => {
    const factory = new IDBFactory();
    const first = new IndexedDbLeadStore('reload', factory);
    await first.changeLead('demo/u1', 'a', () => ({ lead: lead('demo/u1', 'a', 'B-1'), add: [newCreate('demo/u1', 'a', fields('B-1'), 'k')], result: undefined }));
    await first.close();
    const second = new IndexedDbLeadStore('reload', factory);
    expect((await second.all('demo/u1')).map((l) => l.localId)).toEqual(['a']);
    expect((await second.outbox('demo/u1')).map((e) => e.idempotencyKey)).toEqual(['k']);
  });
});
