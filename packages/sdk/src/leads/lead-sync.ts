// Carries the outbox to the server, one write at a time in the phone's order (outbox-rules.ts), in the
// tab that holds the account's sending lease (a lease in the store, renewed while it sends, so a tab
// that dies lets go within LEASE_MS; a second tab waits). A write is claimed (and frozen) before it is
// sent, so a reload or another tab never sends it with other contents; its Idempotency-Key makes a
// repeat after a dropped reply get the first answer, and the lead's client id keeps the server from
// ever holding it twice.
import { type DomainError, type Result, STORAGE_AREA_OF, STORAGE_KEYS, type StoragePort } from '@fairpass/domain';
import { mergeIntoExisting, mergePatches, newUpdate, nextToSend, retryDelayMs, syncFailureAction, type LeadsGateway, type LeadSaveReply, type LeadUpdateReply, type LeadFields, type LocalLead, type NextWrite, type OutboxEntry } from '@fairpass/domain/leads';
import { newIdempotencyKey } from '../http/idempotency-key';
import type { SessionStore } from '../session/session.store';
import { fieldsOfServerLead, type LeadBook, type SyncStop } from './lead-book';

/** How long a tab holds the sending lease and a claim without renewing it. */
export const LEASE_MS = 15_000;
export const CLAIM_MS = 60_000;
/** How many writes at the head of the outbox are read to find the next one. */
const HEAD_WINDOW = 32;

/** How a pass ended. */
export type SyncPassResult =
  | { readonly outcome: 'done'; readonly sent: number }
  | { readonly outcome: 'wait'; readonly sent: number; readonly waitMs: number }
  | { readonly outcome: 'stopped'; readonly sent: number; readonly code: SyncStop }
  | { readonly outcome: 'busy'; readonly sent: 0 }
  /** Nobody logged in, or the account logged out (or another logged in) during the pass. */
  | { readonly outcome: 'logged_out'; readonly sent: number };

/**
 * This tab's name as a sender, kept in its session storage: a page reloaded in the middle of a send finds
 * its own lease and claim again instead of waiting them out (up to a minute after the network is back).
 */
export function syncTabOf(storage: StoragePort): string {
  const kept = storage.get<string>(STORAGE_AREA_OF[STORAGE_KEYS.leadSyncTab], STORAGE_KEYS.leadSyncTab);
  if (typeof kept === 'string' && kept !== '') return kept;
  const tab = newIdempotencyKey();
  storage.set(STORAGE_AREA_OF[STORAGE_KEYS.leadSyncTab], STORAGE_KEYS.leadSyncTab, tab);
  return tab;
}

export class LeadSync {
  private running: Promise<SyncPassResult> | undefined;
  /** How many times the network came back: a write that failed for the network while it did goes again at once. */
  private resumes = 0;
  /** The login (its token) whose first pass in this tab lifted the backoffs waiting from before it. */
  private wokenFor: string | undefined;

  constructor(
    /** This tab, as a lease and claim holder (kept across a reload: see `syncTabOf`). */
    readonly holder: string,
    private readonly book: LeadBook,
    private readonly gateway: LeadsGateway,
    private readonly session: SessionStore,
    private readonly random: () => number = Math.random,
  ) {}

  /**
   * The network is back (the browser's `online` event): writes waiting out a backoff may go at once,
   * in their order. Refusals stay parked.
   */
  async resume(): Promise<void> {
    this.resumes += 1;
    const owner = await this.book.ready();
    if (owner !== undefined) await this.wake(owner);
  }

  /** One pass over the outbox (a pass already running in this tab is joined, not doubled). */
  pass(): Promise<SyncPassResult> {
    this.running ??= this.run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async run(): Promise<SyncPassResult> {
    const owner = await this.book.ready();
    const token = this.session.getSnapshot().token;
    if (owner === undefined || token === null) return { outcome: 'logged_out', sent: 0 };
    const lease = `sync:${owner}`;
    const clock = this.book.clock;
    if (!(await this.book.store.acquireLease(lease, this.holder, clock.now(), LEASE_MS))) return { outcome: 'busy', sent: 0 };
    this.book.setSyncing({ syncing: true, clearStop: true });
    let sent = 0;
    let resumesSeen = this.resumes;
    // The pass belongs to the account it started for: a logout or another login ends it, and cancels the
    // write in flight — its retries would otherwise go out with the old token once the network is back
    // (a lead sent for an account that logged out on this phone).
    const account = new AbortController();
    const endedFor = () => this.book.currentOwner() !== owner || this.session.getSnapshot().token === null;
    const watch = this.session.subscribe(() => {
      if (endedFor()) account.abort();
    });
    try {
      // A login went through, so the network works: the writes waiting out a backoff from before it go
      // now, as after the `online` event. Such a backoff can outlive the session it was counted in — a
      // try that failed for the network while another request's 401 ended the session, or a browser
      // that never says `online` — and after a long time offline it is up to a minute and a half.
      if (token !== this.wokenFor) {
        this.wokenFor = token;
        await this.wake(owner);
      }
      for (;;) {
        if (account.signal.aborted) return { outcome: 'logged_out', sent };
        if (!(await this.book.store.acquireLease(lease, this.holder, clock.now(), LEASE_MS))) return { outcome: 'busy', sent: 0 };
        const next = await this.claimNext(owner);
        if (next === undefined) {
          this.book.setSyncing({ lastSyncedAt: clock.now() });
          return { outcome: 'done', sent };
        }
        if (!('entry' in next)) {
          // The network came back during this pass, after a try had failed for it: the backoff that try
          // counted may have been written after the `online` event's wake, so this pass wakes the writes
          // itself and goes on, instead of leaving them for the backoff (up to a minute and a half).
          if (this.resumes !== resumesSeen) {
            resumesSeen = this.resumes;
            await this.wake(owner);
            continue;
          }
          return { outcome: 'wait', sent, waitMs: next.waitMs };
        }
        await this.book.refreshLeads(owner, [next.entry.localId]);
        const stop = await this.send(owner, next.entry, account.signal);
        sent += 1;
        if (stop !== undefined) {
          this.book.setSyncing({ stoppedBy: stop });
          return { outcome: 'stopped', sent, code: stop };
        }
      }
    } finally {
      watch();
      this.book.setSyncing({ syncing: false });
      await this.book.store.releaseLease(lease, this.holder);
    }
  }

  /** Lifts the backoff of the owner's writes waiting for it (refusals stay parked). */
  private async wake(owner: string): Promise<void> {
    const now = this.book.clock.now();
    const woken = await this.book.store.changeOutbox(owner, (entries) => {
      const put = entries.filter((e) => e.failure === undefined && e.notBefore > now).map((e) => ({ ...e, notBefore: 0 }));
      return { put, result: put.map((e) => e.localId) };
    });
    if (woken.length > 0) await this.book.refreshLeads(owner, [...new Set(woken)]);
  }

  /**
   * Claims the next write in one transaction: looked for among the first writes of the outbox, and in
   * the whole of it only when those are all held back (parked refusals and what waits behind them).
   */
  private async claimNext(owner: string): Promise<NextWrite> {
    const now = this.book.clock.now();
    let partial = false;
    const claim = (limit?: number) =>
      this.book.store.changeOutbox<NextWrite>(
        owner,
        (entries) => {
          const found = nextToSend(entries, now, this.holder);
          partial = found === undefined && limit !== undefined && entries.length === limit;
          if (found === undefined || !('entry' in found)) return { result: found };
          const claimed = { ...found.entry, sent: true, attempts: found.entry.attempts + 1, claim: { holder: this.holder, until: now + CLAIM_MS } } as OutboxEntry;
          return { put: [claimed], result: { entry: claimed } };
        },
        limit,
      );
    const near = await claim(HEAD_WINDOW);
    return partial ? claim() : near;
  }

  /** Sends one claimed write and settles it; the code that stops sending, if the server said so. */
  private async send(owner: string, entry: OutboxEntry, signal: AbortSignal): Promise<SyncStop | undefined> {
    const lead = await this.book.store.get(owner, entry.localId);
    if (!lead) {
      // A write of a lead no longer on the phone has nothing to carry.
      await this.book.store.changeOutbox(owner, () => ({ remove: [entry.seq], result: undefined }));
      return undefined;
    }
    const exhibitionId = owner.slice(0, owner.indexOf('/'));
    const options = { idempotencyKey: entry.idempotencyKey, signal };
    const resumesBefore = this.resumes;
    const reply: Result<LeadSaveReply | LeadUpdateReply, DomainError> =
      entry.kind === 'create'
        ? await this.gateway.save({ exhibitionId, leadId: entry.localId, ...entry.draft }, options)
        : await this.gateway.update({ leadId: lead.serverId ?? lead.localId, baseVersion: lead.version, patch: entry.patch }, options);
    if (reply.ok) {
      await this.settled(owner, entry, reply.value);
      return undefined;
    }
    // Cancelled by a logout: the write waits, unclaimed and with no backoff, for the account's next login
    // (its key answers with the first outcome if the server had it already).
    if (signal.aborted) return this.failed(owner, entry, reply.error, true);
    // A try that failed while the network came back (in flight during the `online` event) is not
    // held back by a backoff: the pass that waited for it goes on and sends it again.
    return this.failed(owner, entry, reply.error, this.resumes !== resumesBefore);
  }

  private async settled(owner: string, entry: OutboxEntry, reply: LeadSaveReply | LeadUpdateReply): Promise<void> {
    const server = reply.lead;
    const now = this.book.clock.now();
    // A lead the server already had about the same visitor (another phone's): this one becomes it.
    const adopted = entry.kind === 'create' && server.leadId !== entry.localId;
    const duplicate = adopted ? await this.book.store.findByServerId(owner, server.leadId) : undefined;
    await this.book.store.changeLead(owner, entry.localId, (lead, entries) => {
      const rest = entries.filter((e) => e.seq !== entry.seq);
      if (!lead) return { remove: [entry.seq], result: undefined };
      const fields = { ...fieldsOfServerLead(server), ...definedOf(lead.fields), ...contactFrom(server, lead) };
      const next: LocalLead = { ...lead, serverId: server.leadId, version: server.version, fields: adopted ? { ...fieldsOfServerLead(server), ...mergedQualification(server, lead) } : fields, updatedAtMs: now };
      if (!adopted) return { lead: next, remove: [entry.seq], result: undefined };
      // What this phone noted goes to the server's lead as an update, before the edits made after it.
      const patch = mergeIntoExisting(server, lead.fields);
      const following = rest[0];
      if (following?.kind === 'update' && !following.sent) return { lead: next, remove: [entry.seq], put: [{ ...following, patch: mergePatches(patch, following.patch) }], result: undefined };
      return { lead: next, remove: [entry.seq], add: [newUpdate(owner, entry.localId, patch, newIdempotencyKey())], result: undefined };
    });
    if (duplicate && duplicate.localId !== entry.localId) {
      await this.book.store.changeLead(owner, duplicate.localId, (_lead, entries) => (entries.length === 0 ? { lead: null, result: undefined } : { result: undefined }));
      await this.book.refreshLeads(owner, [duplicate.localId]);
    }
    await this.book.refreshLeads(owner, [entry.localId]);
  }

  private async failed(owner: string, entry: OutboxEntry, error: DomainError, networkBack = false): Promise<SyncStop | undefined> {
    const action = syncFailureAction(error.code, error.status, error.backendCode);
    const now = this.book.clock.now();
    const { claim: _claim, ...unclaimed } = entry;
    const settledEntry: OutboxEntry =
      action === 'fail'
        ? ({ ...unclaimed, failure: { code: error.code, ...(error.detail === undefined ? {} : { detail: error.detail }), at: now } } as OutboxEntry)
        : action === 'retry'
          ? ({ ...unclaimed, notBefore: networkBack ? 0 : now + retryDelayMs(entry.attempts, this.random()) } as OutboxEntry)
          : (unclaimed as OutboxEntry);
    await this.book.store.changeOutbox(owner, (entries) => (entries.some((e) => e.seq === entry.seq) ? { put: [settledEntry], result: undefined } : { result: undefined }));
    await this.book.refreshLeads(owner, [entry.localId]);
    return action === 'stop' ? (error.code as SyncStop) : undefined;
  }
}

const definedOf = <T extends object>(record: T): Partial<T> => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Partial<T>;

/** The visitor's details from the server where the phone had none (a badge scanned with no network). */
const contactFrom = (server: LeadSaveReply['lead'], lead: LocalLead) => ({
  name: lead.fields.name ?? server.name,
  mobile: lead.fields.mobile ?? server.mobile,
  ...(server.visitorId === undefined ? {} : { visitorId: server.visitorId }),
  capturedBy: server.capturedBy,
});

/** An adopted lead shows the merge that is on its way: the phone's rating, both notes and tags. */
const mergedQualification = (server: LeadSaveReply['lead'], lead: LocalLead): Partial<LeadFields> => {
  const { followUp, ...patch } = mergeIntoExisting(server, lead.fields);
  return { ...definedOf(patch), ...(followUp ? { followUp } : {}) };
};
