// The lead book: every lead of the logged-in account saved on the phone first, shown from memory, and
// carried to the server by the outbox (lead-sync.ts). Its account (`owner`) is the visit's exhibition
// and the logged-in user; its unsynced leads stay in the store when the user logs out or is logged out,
// and are sent after the next login of the same account (the synced ones go: forget-synced-leads.ts).
// Another tab's changes arrive over a BroadcastChannel.
import { DomainError, err, ok, type ClockPort, type Result, type ValidationErrorCode } from '@fairpass/domain';
import { applyPatch, DEFAULT_RATING, leadErrors, leadQualificationErrors, newCreate, normaliseTags, planEdit, reopened, type FollowUp, type Lead, type LeadFields, type LeadPatch, type LeadRating, type LeadSource, type LeadStorePort, type LeadSurveyAnswers, type LocalLead, type LocalLeadFilter, type OutboxEntry, type SyncFailure, keywordMatcher } from '@fairpass/domain/leads';
import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import { newIdempotencyKey } from '../http/idempotency-key';
import type { SessionStore } from '../session/session.store';
import { leadOwnerOf } from './forget-synced-leads';
import { LeadIndex, viewOf, type LeadView } from './lead-view';
import { wireTimeOf } from './wire-clock';

/** A lead as captured at the booth: the visitor (a badge code is enough) and what the staff noted. */
export interface CaptureInput {
  readonly source: LeadSource;
  readonly badgeCode?: string;
  readonly visitorId?: string;
  readonly name?: string;
  readonly mobile?: string;
  readonly company?: string;
  readonly jobTitle?: string;
  readonly email?: string;
  readonly rating?: LeadRating;
  readonly tags?: readonly string[];
  readonly notes?: string;
  readonly followUp?: FollowUp;
  readonly survey?: LeadSurveyAnswers;
}

/** A capture's answer: the lead, and whether it was already on the phone (the same badge or mobile). */
export interface Captured {
  readonly lead: LeadView;
  readonly existing: boolean;
}

/** An edit: what changed; `source: 'manual'` turns a scan the server could not find into one typed by hand. */
export type LeadEdit = LeadPatch & { readonly source?: 'manual' };

/** Why sending stopped until the next login. */
export type SyncStop = 'AUTH.UNAUTHORIZED' | 'AUTH.SINGLE_EMPLOYEE_LOGIN';

/** Where the book stands, for a status line and the logout warning. */
export interface LeadBookStatus {
  readonly owner?: string;
  /**
   * The current account's leads were read from the phone's store: until then (no account yet, another
   * account's leads, the store still being read) counts say nothing and a screen shows "reading".
   */
  readonly loaded: boolean;
  /** Leads with writes still on the phone. */
  readonly unsynced: number;
  readonly failed: number;
  /** A sync pass is running in this tab. */
  readonly syncing: boolean;
  readonly stoppedBy?: SyncStop;
  /** Epoch ms of the last pass that emptied the outbox. */
  readonly lastSyncedAt?: number;
}

const CHANNEL = 'fairpass-leads';
type ChannelMessage = { readonly owner: string; readonly localIds: readonly string[] };

const trimmed = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value.trim());

const firstError = (errors: Partial<Record<string, ValidationErrorCode[]>>): Result<never, DomainError> | undefined => {
  const [field, codes] = Object.entries(errors)[0] ?? [];
  return field === undefined ? undefined : err(new DomainError(codes?.[0] ?? 'VALIDATION.REQUIRED', undefined, errors, { field }));
};

export class LeadBook {
  private owner: string | undefined;
  private loaded: Promise<void> = Promise.resolve();
  private readonly index = new LeadIndex();
  private entries = new Map<string, OutboxEntry[]>();
  private readonly leads$ = new BehaviorSubject<readonly LeadView[]>([]);
  private readonly status = new BehaviorSubject<LeadBookStatus>({ loaded: false, unsynced: 0, failed: 0, syncing: false });
  /** The account whose leads the index holds, once they were read from the store. */
  private readFor: string | undefined;
  private readonly channel: BroadcastChannel | undefined;
  /** Told after each local change (the sync runner starts a pass). */
  onLocalChange: () => void = () => undefined;

  constructor(
    readonly store: LeadStorePort,
    private readonly session: SessionStore,
    readonly clock: ClockPort,
    /** Fetches the user record into the session (a login keeps only the token): the book's account needs its id. */
    private readonly fetchUser?: () => Promise<unknown>,
  ) {
    this.channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : undefined;
    this.channel?.addEventListener('message', (event: MessageEvent<ChannelMessage>) => void this.reloadFromOtherTab(event.data));
    // Node keeps a process alive while a channel is open; a tab's channel closes with the tab.
    (this.channel as { unref?: () => void } | undefined)?.unref?.();
    // A login or logout changes whose leads the book shows: the views follow without waiting for a call.
    this.session.user$.subscribe(() => void this.ready());
  }

  /** The account the book works for now: the visit's exhibition and the logged-in user. */
  currentOwner(): string | undefined {
    const { user, entry } = this.session.getSnapshot();
    return user?.userId ? leadOwnerOf(entry.exhibitionId, user.userId) : undefined;
  }

  /** Loads the current account's leads from the store when the account changed; its owner. */
  async ready(): Promise<string | undefined> {
    const owner = this.currentOwner();
    if (owner !== this.owner) {
      this.owner = owner;
      this.readFor = undefined;
      // Whatever the views hold now is another account's (or nobody's): not a count to show.
      if (this.status.getValue().loaded) this.status.next({ ...this.status.getValue(), loaded: false });
      this.loaded = this.load(owner);
    }
    await this.loaded;
    return owner;
  }

  /**
   * The account to write for: as {@link ready}, and when someone is logged in whose user record the
   * session does not hold yet (a login keeps only the token), after fetching it — so a logged-in user is
   * never told to log in.
   */
  private async writingOwner(): Promise<string | undefined> {
    const owner = await this.ready();
    if (owner !== undefined || !this.session.getSnapshot().token || !this.fetchUser) return owner;
    await this.fetchUser();
    return this.ready();
  }

  /** The account's leads, newest first, after every change. */
  get changes$(): Observable<readonly LeadView[]> {
    return this.leads$.asObservable();
  }

  get status$(): Observable<LeadBookStatus> {
    return this.status.asObservable();
  }

  getStatus(): LeadBookStatus {
    return this.status.getValue();
  }

  /** One lead's view as it changes (undefined while the book does not hold it). */
  lead$(localId: string): Observable<LeadView | undefined> {
    return this.leads$.pipe(
      map(() => this.index.get(localId)),
      distinctUntilChanged(),
    );
  }

  /** One lead's sync state as it changes. */
  syncState$(localId: string): Observable<LeadView['sync'] | undefined> {
    return this.lead$(localId).pipe(
      map((view) => view?.sync),
      distinctUntilChanged(),
    );
  }

  get(localId: string): LeadView | undefined {
    return this.index.get(localId);
  }

  /** The leads matching the filters, newest first: a scan of the texts kept in memory. */
  find(filter: LocalLeadFilter = {}): readonly LeadView[] {
    const matches = keywordMatcher(filter.keyword);
    return this.index.list().filter((view) => (filter.rating === undefined || view.fields.rating === filter.rating) && (filter.sync === undefined || view.sync === filter.sync) && matches(this.index.text(view.localId)));
  }

  /** The lead already on the phone for this badge or mobile (scanning twice opens the first). */
  async existing(owner: string, input: Pick<CaptureInput, 'badgeCode' | 'mobile'>): Promise<LocalLead | undefined> {
    const badge = trimmed(input.badgeCode)?.toUpperCase();
    const byBadge = badge === undefined ? undefined : await this.store.findByBadge(owner, badge);
    if (byBadge) return byBadge;
    const mobile = trimmed(input.mobile);
    return mobile === undefined ? undefined : this.store.findByMobile(owner, mobile);
  }

  /** Saves a new lead on the phone and puts its create in the outbox; the same visitor twice gives the first lead. */
  async capture(input: CaptureInput): Promise<Result<Captured, DomainError>> {
    const owner = await this.writingOwner();
    if (owner === undefined) return err(new DomainError('AUTH.UNAUTHORIZED', 'log in to capture leads'));
    const before = await this.existing(owner, input);
    if (before) return ok({ lead: this.index.get(before.localId) ?? viewOf(before, [], this.clock.now()), existing: true });
    const now = this.clock.now();
    const fields: LeadFields = {
      source: input.source,
      ...optional('badgeCode', trimmed(input.badgeCode)?.toUpperCase()),
      ...optional('visitorId', trimmed(input.visitorId)),
      ...optional('name', trimmed(input.name)),
      ...optional('mobile', trimmed(input.mobile)),
      ...optional('company', trimmed(input.company)),
      ...optional('jobTitle', trimmed(input.jobTitle)),
      ...optional('email', trimmed(input.email)),
      rating: input.rating ?? DEFAULT_RATING,
      tags: normaliseTags(input.tags ?? []),
      notes: input.notes ?? '',
      ...optional('followUp', input.followUp),
      ...optional('survey', input.survey),
      capturedAt: wireTimeOf(now),
    };
    const invalid = firstError(leadErrors(fields));
    if (invalid) return invalid;
    const localId = newIdempotencyKey();
    const lead: LocalLead = { owner, localId, version: 0, fields, capturedAtMs: now, updatedAtMs: now };
    await this.store.changeLead(owner, localId, () => ({ lead, add: [newCreate(owner, localId, fields, newIdempotencyKey())], result: undefined }));
    await this.refreshLeads(owner, [localId]);
    return ok({ lead: this.index.get(localId) as LeadView, existing: false });
  }

  /**
   * Edits a lead: saved on the phone at once; the change joins the lead's write still waiting, or
   * becomes a new update (outbox-rules.ts).
   */
  async edit(localId: string, patch: LeadEdit): Promise<Result<LeadView, DomainError>> {
    const owner = await this.writingOwner();
    if (owner === undefined) return err(new DomainError('AUTH.UNAUTHORIZED', 'log in to edit leads'));
    const current = this.index.get(localId) ?? (await this.store.get(owner, localId));
    if (!current) return err(new DomainError('VALIDATION.REQUIRED', 'no such lead on this phone', undefined, { field: 'localId' }));
    // Only a lead the server has not taken yet can change how it was identified.
    if (patch.source !== undefined && current.version > 0) return err(new DomainError('VALIDATION.OUT_OF_RANGE', 'the server has this lead already', undefined, { field: 'source' }));
    const clean = (patch.tags === undefined ? patch : { ...patch, tags: normaliseTags(patch.tags) }) as LeadPatch;
    const next = applyPatch(current.fields, clean);
    const invalid = firstError({ ...leadQualificationErrors(next), ...(touchesContact(clean) ? leadErrors(next) : {}) });
    if (invalid) return invalid;
    const now = this.clock.now();
    await this.store.changeLead(owner, localId, (lead, entries) => {
      if (!lead) return { result: undefined };
      const fields = applyPatch(lead.fields, clean);
      const plan = planEdit(lead, entries, fields, clean, newIdempotencyKey);
      return { lead: { ...lead, fields, updatedAtMs: now }, ...('replace' in plan ? { put: [plan.replace] } : { add: [plan.add] }), result: undefined };
    });
    await this.refreshLeads(owner, [localId]);
    return ok(this.index.get(localId) as LeadView);
  }

  /**
   * Puts a refused lead's writes back in line with fresh keys (after buying a package, say); all refused
   * leads without an id; with `code`, only the writes refused for that reason (LEADS.NO_PACKAGE once a
   * package is active).
   */
  async retry(localId?: string, code?: SyncFailure['code']): Promise<number> {
    const owner = await this.ready();
    if (owner === undefined) return 0;
    const reopenedIds = await this.store.changeOutbox(owner, (entries) => {
      const put = entries
        .filter((e) => e.failure !== undefined && (localId === undefined || e.localId === localId) && (code === undefined || e.failure.code === code))
        .map((e) => reopened(e, newIdempotencyKey()));
      return { put, result: [...new Set(put.map((e) => e.localId))] };
    });
    await this.refreshLeads(owner, reopenedIds);
    return reopenedIds.length;
  }

  /**
   * Keeps a lead the server sent (a lookup's, a list's) on the phone as synced, unless the phone has
   * writes of its own for it waiting (then the phone's version stays until they are sent).
   */
  async keepServerLead(lead: Lead): Promise<LeadView | undefined> {
    const owner = await this.ready();
    if (owner === undefined) return undefined;
    const known = (await this.store.findByServerId(owner, lead.leadId)) ?? (await this.store.get(owner, lead.leadId));
    const localId = known?.localId ?? lead.leadId;
    const now = this.clock.now();
    await this.store.changeLead(owner, localId, (local, entries) => {
      if (entries.length > 0 || (local && local.version > lead.version)) return { result: undefined };
      const fields = fieldsOfServerLead(lead);
      return { lead: { owner, localId, serverId: lead.leadId, version: lead.version, fields, capturedAtMs: local?.capturedAtMs ?? now, updatedAtMs: now }, result: undefined };
    });
    await this.refreshLeads(owner, [localId]);
    return this.index.get(localId);
  }

  /** Reads these leads and their writes again from the store, updates the views, and tells other tabs. */
  async refreshLeads(owner: string, localIds: readonly string[], tellOthers = true): Promise<void> {
    const reads = await Promise.all(localIds.map((id) => this.store.read(owner, id)));
    if (owner !== this.owner) return;
    const now = this.clock.now();
    localIds.forEach((id, i) => {
      const { lead, entries } = reads[i] ?? { lead: undefined, entries: [] };
      if (entries.length > 0) this.entries.set(id, [...entries]);
      else this.entries.delete(id);
      if (lead) this.index.set(viewOf(lead, entries, now));
      else this.index.delete(id);
    });
    this.publish();
    if (tellOthers && localIds.length > 0) this.channel?.postMessage({ owner, localIds } satisfies ChannelMessage);
    this.onLocalChange();
  }

  /** Marks the sending state (lead-sync.ts). */
  setSyncing(patch: Partial<Pick<LeadBookStatus, 'syncing' | 'stoppedBy' | 'lastSyncedAt'>> & { clearStop?: boolean }): void {
    const { clearStop, ...rest } = patch;
    const current = this.status.getValue();
    const { stoppedBy: _stopped, ...withoutStop } = current;
    this.status.next({ ...(clearStop ? withoutStop : current), ...rest });
  }

  /** Stops listening to other tabs. */
  close(): void {
    this.channel?.close();
  }

  private async load(owner: string | undefined): Promise<void> {
    this.index.clear();
    this.entries = new Map();
    if (owner === undefined) {
      this.publish();
      return;
    }
    const [leads, outbox] = await Promise.all([this.store.all(owner), this.store.outbox(owner)]);
    if (owner !== this.owner) return;
    this.setEntries(outbox);
    const now = this.clock.now();
    for (const lead of leads) this.index.set(viewOf(lead, this.entries.get(lead.localId) ?? [], now));
    this.readFor = owner;
    this.publish();
  }

  private async reloadFromOtherTab(message: ChannelMessage): Promise<void> {
    if (message.owner !== this.owner) return;
    await this.refreshLeads(message.owner, message.localIds, false);
  }

  private setEntries(outbox: readonly OutboxEntry[]): void {
    const byLead = new Map<string, OutboxEntry[]>();
    for (const entry of outbox) byLead.set(entry.localId, [...(byLead.get(entry.localId) ?? []), entry]);
    this.entries = byLead;
  }

  private publish(): void {
    const list = this.index.list();
    this.leads$.next(list);
    const current = this.status.getValue();
    this.status.next({
      ...current,
      ...(this.owner === undefined ? {} : { owner: this.owner }),
      loaded: this.owner !== undefined && this.readFor === this.owner,
      unsynced: this.index.unsynced,
      failed: this.index.failed,
    });
  }
}

const CONTACT = ['name', 'mobile', 'company', 'jobTitle', 'email', 'source'] as const;
const touchesContact = (patch: LeadPatch): boolean => CONTACT.some((field) => field in patch);

const optional = <K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } => (value === undefined ? {} : ({ [key]: value } as { [P in K]: V }));

/** A server lead as the phone keeps it. */
export function fieldsOfServerLead(lead: Lead): LeadFields {
  return {
    source: lead.source,
    ...optional('badgeCode', lead.badgeCode),
    ...optional('visitorId', lead.visitorId),
    name: lead.name,
    mobile: lead.mobile,
    ...optional('company', lead.company),
    ...optional('jobTitle', lead.jobTitle),
    ...optional('email', lead.email),
    rating: lead.rating,
    tags: lead.tags,
    notes: lead.notes,
    ...optional('followUp', lead.followUp),
    ...optional('survey', lead.survey),
    capturedAt: lead.capturedAt,
    capturedBy: lead.capturedBy,
  };
}
