// The on-device lead store in IndexedDB, through `idb` (Jake Archibald's promise wrapper: 1.2 kB,
// maintained with the spec, typed schemas) rather than the raw request/event API. It lives in this
// area's chunk only: nothing else of the SDK imports it. Leads are keyed by [owner, localId], so
// another account's leads on the same phone stay apart, and nothing is deleted at logout; the outbox is
// keyed by an increasing number, which is its order. Every change of a lead and its writes is one
// readwrite transaction over both stores: IndexedDB runs those one after another even across tabs, so
// an edit in one tab and the sending in another never interleave. `decide` runs between the reads and
// the writes without any await, as IndexedDB requires to keep a transaction open.
import { LEAD_DB_NAME, type LeadRecordChange, type LeadStorePort, type LocalLead, type NewOutboxEntry, type OutboxChange, type OutboxEntry } from '@fairpass/domain/leads';
import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction } from 'idb';

interface LeadDb extends DBSchema {
  leads: { key: [string, string]; value: LocalLead; indexes: { owner: string; badge: [string, string]; mobile: [string, string]; server: [string, string] } };
  outbox: { key: number; value: OutboxEntry; indexes: { owner: string; lead: [string, string] } };
  leases: { key: string; value: { name: string; holder: string; until: number } };
  meta: { key: [string, string]; value: { owner: string; key: string; value: unknown } };
}

const VERSION = 1;

type WriteTx = IDBPTransaction<LeadDb, ('leads' | 'outbox')[], 'readwrite'>;

export class IndexedDbLeadStore implements LeadStorePort {
  private db: Promise<IDBPDatabase<LeadDb>> | undefined;

  /** `factory`: the IndexedDB to use (a test's fake-indexeddb); the browser's by default. */
  constructor(
    private readonly name = LEAD_DB_NAME,
    private readonly factory?: IDBFactory,
  ) {}

  private open(): Promise<IDBPDatabase<LeadDb>> {
    const factory = this.factory;
    const restore = factory ? swapIndexedDb(factory) : undefined;
    try {
      this.db ??= openDB<LeadDb>(this.name, VERSION, {
        upgrade(db) {
          const leads = db.createObjectStore('leads', { keyPath: ['owner', 'localId'] });
          leads.createIndex('owner', 'owner');
          leads.createIndex('badge', ['owner', 'fields.badgeCode']);
          leads.createIndex('mobile', ['owner', 'fields.mobile']);
          leads.createIndex('server', ['owner', 'serverId']);
          const outbox = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
          outbox.createIndex('owner', 'owner');
          outbox.createIndex('lead', ['owner', 'localId']);
          db.createObjectStore('leases', { keyPath: 'name' });
          db.createObjectStore('meta', { keyPath: ['owner', 'key'] });
        },
      });
      return this.db;
    } finally {
      restore?.();
    }
  }

  async get(owner: string, localId: string): Promise<LocalLead | undefined> {
    return (await this.open()).get('leads', [owner, localId]);
  }

  async findByBadge(owner: string, badgeCode: string): Promise<LocalLead | undefined> {
    return (await this.open()).getFromIndex('leads', 'badge', [owner, badgeCode]);
  }

  async findByMobile(owner: string, mobile: string): Promise<LocalLead | undefined> {
    return (await this.open()).getFromIndex('leads', 'mobile', [owner, mobile]);
  }

  async findByServerId(owner: string, serverId: string): Promise<LocalLead | undefined> {
    return (await this.open()).getFromIndex('leads', 'server', [owner, serverId]);
  }

  async all(owner: string): Promise<readonly LocalLead[]> {
    return (await this.open()).getAllFromIndex('leads', 'owner', owner);
  }

  async read(owner: string, localId: string): Promise<{ lead: LocalLead | undefined; entries: OutboxEntry[] }> {
    const tx = (await this.open()).transaction(['leads', 'outbox'], 'readonly');
    const [lead, entries] = await Promise.all([tx.objectStore('leads').get([owner, localId]), tx.objectStore('outbox').index('lead').getAll([owner, localId]), tx.done]);
    return { lead, entries };
  }

  async outbox(owner: string): Promise<readonly OutboxEntry[]> {
    // An index lists equal keys by their primary key: the outbox's order.
    return (await this.open()).getAllFromIndex('outbox', 'owner', owner);
  }

  async waitingWrites(ownerPrefix: string): Promise<readonly Pick<OutboxEntry, 'owner' | 'localId'>[]> {
    // A phone that never kept a lead has no database: none is made just to say so (where the browser can tell).
    if (this.db === undefined && !(await this.exists())) return [];
    // The owners of the prefix sort together: from the prefix to the prefix followed by the highest character.
    // Only the index's keys are read ([owner, localId]), never a write's payload.
    const range = IDBKeyRange.bound([ownerPrefix, ''], [`${ownerPrefix}\uffff`, '\uffff']);
    const waiting: Pick<OutboxEntry, 'owner' | 'localId'>[] = [];
    let cursor = await (await this.open()).transaction('outbox').store.index('lead').openKeyCursor(range);
    while (cursor) {
      const [owner, localId] = cursor.key;
      waiting.push({ owner, localId });
      cursor = await cursor.continue();
    }
    return waiting;
  }

  /** Whether the database is on this phone (true when the browser cannot say). */
  private async exists(): Promise<boolean> {
    const factory = this.factory ?? (typeof indexedDB === 'object' ? indexedDB : undefined);
    if (factory === undefined || typeof factory.databases !== 'function') return true;
    return (await factory.databases()).some((db) => db.name === this.name);
  }

  async changeLead<T>(owner: string, localId: string, decide: (lead: LocalLead | undefined, entries: readonly OutboxEntry[]) => LeadRecordChange<T>): Promise<T> {
    const tx = (await this.open()).transaction(['leads', 'outbox'], 'readwrite');
    const [lead, entries] = await Promise.all([tx.objectStore('leads').get([owner, localId]), tx.objectStore('outbox').index('lead').getAll([owner, localId])]);
    const change = decided(tx, () => decide(lead, entries));
    const writes: Promise<unknown>[] = [];
    if (change.lead === null) writes.push(tx.objectStore('leads').delete([owner, localId]));
    else if (change.lead !== undefined) writes.push(tx.objectStore('leads').put(change.lead));
    writes.push(...entryWrites(tx, change));
    for (const entry of change.add ?? []) writes.push(tx.objectStore('outbox').add(entry as NewOutboxEntry as OutboxEntry));
    await Promise.all([...writes, tx.done]);
    return change.result;
  }

  async changeOutbox<T>(owner: string, decide: (entries: readonly OutboxEntry[]) => OutboxChange<T>, limit?: number): Promise<T> {
    const tx = (await this.open()).transaction(['leads', 'outbox'], 'readwrite');
    const entries = await tx.objectStore('outbox').index('owner').getAll(owner, limit);
    const change = decided(tx, () => decide(entries));
    await Promise.all([...entryWrites(tx, change), tx.done]);
    return change.result;
  }

  async acquireLease(name: string, holder: string, now: number, ttlMs: number): Promise<boolean> {
    const tx = (await this.open()).transaction('leases', 'readwrite');
    const lease = await tx.store.get(name);
    const free = !lease || lease.holder === holder || lease.until <= now;
    if (free) void tx.store.put({ name, holder, until: now + ttlMs });
    await tx.done;
    return free;
  }

  async releaseLease(name: string, holder: string): Promise<void> {
    const tx = (await this.open()).transaction('leases', 'readwrite');
    if ((await tx.store.get(name))?.holder === holder) void tx.store.delete(name);
    await tx.done;
  }

  async getMeta<T>(owner: string, key: string): Promise<T | undefined> {
    return (await (await this.open()).get('meta', [owner, key]))?.value as T | undefined;
  }

  async setMeta(owner: string, key: string, value: unknown): Promise<void> {
    await (await this.open()).put('meta', { owner, key, value });
  }

  /** Closes the database (a test, or a page going away). */
  async close(): Promise<void> {
    (await this.db)?.close();
    this.db = undefined;
  }
}

/** `decide`'s change, or the transaction aborted (nothing written) when it throws. */
function decided<C>(tx: WriteTx, decide: () => C): C {
  try {
    return decide();
  } catch (error) {
    // The transaction's own promise rejects with the abort: expected here, the decision's error is the news.
    tx.done.catch(() => undefined);
    tx.abort();
    throw error;
  }
}

function entryWrites(tx: WriteTx, change: { readonly put?: readonly OutboxEntry[]; readonly remove?: readonly number[] }): Promise<unknown>[] {
  const store = tx.objectStore('outbox');
  return [...(change.put ?? []).map((entry) => store.put(entry)), ...(change.remove ?? []).map((seq) => store.delete(seq))];
}

/** `idb`'s openDB uses the global indexedDB: a factory passed in takes its place while it opens. */
function swapIndexedDb(factory: IDBFactory): () => void {
  const holder = globalThis as { indexedDB?: IDBFactory };
  const before = holder.indexedDB;
  holder.indexedDB = factory;
  return () => {
    holder.indexedDB = before;
  };
}
