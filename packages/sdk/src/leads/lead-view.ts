// What the screens see of a lead on the phone: the lead, its sync state and refusal (from its writes in
// the outbox), the id the server knows it by, and the text it is searched in.
import { failureOf, leadSearchText, syncStateOf, type LeadSyncState, type LocalLead, type OutboxEntry, type SyncFailure } from '@fairpass/domain/leads';

export interface LeadView extends LocalLead {
  /** The id to show and to send: the server's once known, else the phone's (which the server will keep). */
  readonly leadId: string;
  readonly sync: LeadSyncState;
  /** Why the server refused it, while `failed`. */
  readonly failure?: SyncFailure;
  /** Writes still on the phone for this lead. */
  readonly pendingWrites: number;
}

export function viewOf(lead: LocalLead, entries: readonly OutboxEntry[], now: number): LeadView {
  const failure = failureOf(entries);
  return {
    ...lead,
    leadId: lead.serverId ?? lead.localId,
    sync: syncStateOf(entries, now),
    ...(failure === undefined ? {} : { failure }),
    pendingWrites: entries.length,
  };
}

/** Newest capture first, then the phone's id: a lead's place never changes once it is captured. */
const before = (a: LeadView, b: LeadView): boolean => a.capturedAtMs > b.capturedAtMs || (a.capturedAtMs === b.capturedAtMs && a.localId > b.localId);

/**
 * The views and search texts of one account's leads, kept in memory for the list and its search. The
 * list stays in order as leads come and change (a binary search and one splice, not a sort per change),
 * and the unsynced and failed counts are kept as they go, so thousands of leads cost little per capture.
 */
export class LeadIndex {
  private readonly views = new Map<string, LeadView>();
  private readonly texts = new Map<string, string>();
  private readonly ordered: LeadView[] = [];
  private counts = { unsynced: 0, failed: 0 };

  set(view: LeadView): void {
    const previous = this.views.get(view.localId);
    this.views.set(view.localId, view);
    if (previous === undefined || previous.fields !== view.fields) this.texts.set(view.localId, leadSearchText(view.fields));
    if (previous !== undefined) {
      this.count(previous, -1);
      this.ordered[this.position(previous)] = view;
    } else {
      this.ordered.splice(this.position(view), 0, view);
    }
    this.count(view, 1);
  }

  delete(localId: string): void {
    const previous = this.views.get(localId);
    if (previous === undefined) return;
    this.count(previous, -1);
    this.ordered.splice(this.position(previous), 1);
    this.views.delete(localId);
    this.texts.delete(localId);
  }

  clear(): void {
    this.views.clear();
    this.texts.clear();
    this.ordered.length = 0;
    this.counts = { unsynced: 0, failed: 0 };
  }

  get(localId: string): LeadView | undefined {
    return this.views.get(localId);
  }

  text(localId: string): string {
    return this.texts.get(localId) ?? '';
  }

  /** Newest capture first (then the phone's id, for a stable order); a copy. */
  list(): readonly LeadView[] {
    return [...this.ordered];
  }

  /** Leads with writes on the phone, and leads the server refused. */
  get unsynced(): number {
    return this.counts.unsynced;
  }

  get failed(): number {
    return this.counts.failed;
  }

  get size(): number {
    return this.views.size;
  }

  /** Where `view` is, or goes, in the list. */
  private position(view: LeadView): number {
    let low = 0;
    let high = this.ordered.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(this.ordered[middle] as LeadView, view)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private count(view: LeadView, sign: 1 | -1): void {
    if (view.pendingWrites > 0) this.counts.unsynced += sign;
    if (view.sync === 'failed') this.counts.failed += sign;
  }
}
