// The on-device lead store in memory: the twin of the IndexedDB one for Node scripts, tests and
// browsers without IndexedDB. Everything it keeps is lost with the process, so a page that uses it
// must stay open until its leads have synced. Each change runs to its end before the next begins
// (no await inside), which is what the port's one-transaction promise asks.
import type { LeadRecordChange, LeadStorePort, LocalLead, OutboxChange, OutboxEntry } from '@fairpass/domain/leads';

const keyOf = (owner: string, localId: string) => `${owner}\u0000${localId}`;

export class MemoryLeadStore implements LeadStorePort {
  private readonly leads = new Map<string, LocalLead>();
  private readonly entries = new Map<number, OutboxEntry>();
  private readonly leases = new Map<string, { holder: string; until: number }>();
  private readonly meta = new Map<string, unknown>();
  private seq = 0;

  async get(owner: string, localId: string): Promise<LocalLead | undefined> {
    return this.leads.get(keyOf(owner, localId));
  }

  async findByBadge(owner: string, badgeCode: string): Promise<LocalLead | undefined> {
    return this.find(owner, (lead) => lead.fields.badgeCode === badgeCode);
  }

  async findByMobile(owner: string, mobile: string): Promise<LocalLead | undefined> {
    return this.find(owner, (lead) => lead.fields.mobile === mobile);
  }

  async findByServerId(owner: string, serverId: string): Promise<LocalLead | undefined> {
    return this.find(owner, (lead) => lead.serverId === serverId);
  }

  async all(owner: string): Promise<readonly LocalLead[]> {
    return [...this.leads.values()].filter((lead) => lead.owner === owner);
  }

  async read(owner: string, localId: string): Promise<{ lead: LocalLead | undefined; entries: OutboxEntry[] }> {
    return { lead: this.leads.get(keyOf(owner, localId)), entries: this.leadEntries(owner, localId) };
  }

  async waitingWrites(ownerPrefix: string): Promise<readonly Pick<OutboxEntry, 'owner' | 'localId'>[]> {
    return [...this.entries.values()].filter((entry) => entry.owner.startsWith(ownerPrefix)).map(({ owner, localId }) => ({ owner, localId }));
  }

  async outbox(owner: string): Promise<readonly OutboxEntry[]> {
    return this.ownerEntries(owner);
  }

  async changeLead<T>(owner: string, localId: string, decide: (lead: LocalLead | undefined, entries: readonly OutboxEntry[]) => LeadRecordChange<T>): Promise<T> {
    const key = keyOf(owner, localId);
    const change = decide(this.leads.get(key), this.leadEntries(owner, localId));
    if (change.lead === null) this.leads.delete(key);
    else if (change.lead !== undefined) this.leads.set(keyOf(change.lead.owner, change.lead.localId), change.lead);
    this.applyEntries(change);
    for (const entry of change.add ?? []) {
      this.seq += 1;
      this.entries.set(this.seq, { ...entry, seq: this.seq } as OutboxEntry);
    }
    return change.result;
  }

  async changeOutbox<T>(owner: string, decide: (entries: readonly OutboxEntry[]) => OutboxChange<T>, limit?: number): Promise<T> {
    const entries = this.ownerEntries(owner);
    const change = decide(limit === undefined ? entries : entries.slice(0, limit));
    this.applyEntries(change);
    return change.result;
  }

  async acquireLease(name: string, holder: string, now: number, ttlMs: number): Promise<boolean> {
    const lease = this.leases.get(name);
    if (lease && lease.holder !== holder && lease.until > now) return false;
    this.leases.set(name, { holder, until: now + ttlMs });
    return true;
  }

  async releaseLease(name: string, holder: string): Promise<void> {
    if (this.leases.get(name)?.holder === holder) this.leases.delete(name);
  }

  async getMeta<T>(owner: string, key: string): Promise<T | undefined> {
    return this.meta.get(keyOf(owner, key)) as T | undefined;
  }

  async setMeta(owner: string, key: string, value: unknown): Promise<void> {
    this.meta.set(keyOf(owner, key), value);
  }

  private find(owner: string, matches: (lead: LocalLead) => boolean): LocalLead | undefined {
    for (const lead of this.leads.values()) if (lead.owner === owner && matches(lead)) return lead;
    return undefined;
  }

  private leadEntries(owner: string, localId: string): OutboxEntry[] {
    return this.ownerEntries(owner).filter((entry) => entry.localId === localId);
  }

  private ownerEntries(owner: string): OutboxEntry[] {
    return [...this.entries.values()].filter((entry) => entry.owner === owner).sort((a, b) => a.seq - b.seq);
  }

  private applyEntries(change: { readonly put?: readonly OutboxEntry[]; readonly remove?: readonly number[] }): void {
    for (const entry of change.put ?? []) this.entries.set(entry.seq, entry);
    for (const seq of change.remove ?? []) this.entries.delete(seq);
  }
}
