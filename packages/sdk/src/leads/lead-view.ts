// What the screens see of a lead on the phone: the lead, its sync state and refusal (from its writes in
// the outbox), the id the server knows it by, and the text it is searched in.
import { failureOf, leadSearchText, syncStateOf, type LeadSyncState, type LocalLead, type OutboxEntry, type SyncFailure } from '@fairpass/domain';

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

/** The views and search texts of one account's leads, kept in memory for the list and its search. */
export class LeadIndex {
  private readonly views = new Map<string, LeadView>();
  private readonly texts = new Map<string, string>();
  private ordered: LeadView[] | undefined;

  set(view: LeadView): void {
    const before = this.views.get(view.localId);
    this.views.set(view.localId, view);
    if (before === undefined || before.fields !== view.fields) this.texts.set(view.localId, leadSearchText(view.fields));
    this.ordered = undefined;
  }

  delete(localId: string): void {
    this.views.delete(localId);
    this.texts.delete(localId);
    this.ordered = undefined;
  }

  clear(): void {
    this.views.clear();
    this.texts.clear();
    this.ordered = undefined;
  }

  get(localId: string): LeadView | undefined {
    return this.views.get(localId);
  }

  text(localId: string): string {
    return this.texts.get(localId) ?? '';
  }

  /** Newest capture first (then the phone's id, for a stable order). */
  list(): readonly LeadView[] {
    this.ordered ??= [...this.views.values()].sort((a, b) => b.capturedAtMs - a.capturedAtMs || b.localId.localeCompare(a.localId));
    return this.ordered;
  }

  get size(): number {
    return this.views.size;
  }
}
