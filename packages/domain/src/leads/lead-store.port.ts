// The on-device lead store: leads and the outbox of their writes, per account (`owner`), surviving a
// reload, a logout and being logged out. Two adapters in the SDK: IndexedDB in browsers, memory for
// Node scripts and tests. Every change of a lead and its writes happens in one transaction, so a
// reload, a crash or a second tab never sees a lead without its write or a write merged twice.
import type { LocalLead, NewOutboxEntry, OutboxEntry } from '../leads/local-lead.types';

/** The browser database the IndexedDB store keeps the leads in (the app checks for it before loading the lead tool's code). */
export const LEAD_DB_NAME = 'fairpass-leads';

/** What one transaction over a lead does: the lead written (or deleted: null), its writes changed. */
export interface LeadRecordChange<T> {
  readonly lead?: LocalLead | null;
  readonly put?: readonly OutboxEntry[];
  readonly add?: readonly NewOutboxEntry[];
  readonly remove?: readonly number[];
  readonly result: T;
}

/** What one transaction over the owner's outbox does. */
export interface OutboxChange<T> {
  readonly put?: readonly OutboxEntry[];
  readonly remove?: readonly number[];
  readonly result: T;
}

export interface LeadStorePort {
  get(owner: string, localId: string): Promise<LocalLead | undefined>;
  findByBadge(owner: string, badgeCode: string): Promise<LocalLead | undefined>;
  findByMobile(owner: string, mobile: string): Promise<LocalLead | undefined>;
  findByServerId(owner: string, serverId: string): Promise<LocalLead | undefined>;
  all(owner: string): Promise<readonly LocalLead[]>;
  /** One lead and its writes still to send, read together. */
  read(owner: string, localId: string): Promise<{ readonly lead: LocalLead | undefined; readonly entries: readonly OutboxEntry[] }>;
  /** The owner's writes still to send, in the order they were made. */
  outbox(owner: string): Promise<readonly OutboxEntry[]>;
  /**
   * Which leads have writes still to send, of every owner whose name starts with `ownerPrefix` (an
   * exhibition's accounts: `leadOwnerPrefixOf`), one item per write. Read with no login (issue 29), so it
   * answers only owners and ids; a phone that never kept a lead answers none without creating a store.
   */
  waitingWrites(ownerPrefix: string): Promise<readonly Pick<OutboxEntry, 'owner' | 'localId'>[]>;
  /**
   * Reads the lead and its writes, lets `decide` (synchronous, no I/O) say what changes, and writes
   * that, all in one transaction. Resolves to `decide`'s result.
   */
  changeLead<T>(owner: string, localId: string, decide: (lead: LocalLead | undefined, entries: readonly OutboxEntry[]) => LeadRecordChange<T>): Promise<T>;
  /**
   * The same over the owner's outbox (claiming the next write, settling one): all of it, or its first
   * `limit` writes in order (the next write is nearly always near the head; a long outbox is not read
   * whole for each one).
   */
  changeOutbox<T>(owner: string, decide: (entries: readonly OutboxEntry[]) => OutboxChange<T>, limit?: number): Promise<T>;
  /** Takes or renews the named lease for `holder` until `now + ttlMs`; false while someone else holds it. */
  acquireLease(name: string, holder: string, now: number, ttlMs: number): Promise<boolean>;
  releaseLease(name: string, holder: string): Promise<void>;
  getMeta<T>(owner: string, key: string): Promise<T | undefined>;
  setMeta(owner: string, key: string, value: unknown): Promise<void>;
}
