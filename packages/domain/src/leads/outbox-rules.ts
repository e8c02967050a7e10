// The outbox's rules: how an edit joins the writes still waiting, which write goes next, what a
// failure means, and how a lead's sync state follows from its writes.
//
// - Order: writes go in the order they were made on the phone. A lead's later writes wait for its
//   earlier ones; when the write at the head must wait (backoff after a failure that may pass), every
//   later one waits too, so the server sees the phone's order.
// - One write per lead while it waits: an edit of a lead whose latest write has not been sent yet
//   joins that write (a create carries the lead as it now is; an update's fields are merged, the later
//   value winning). Once a write was sent its payload is frozen, because a retry with its
//   Idempotency-Key gets the first answer whatever it carries: a later edit becomes a new update.
// - A write the server refused (4xx) committed nothing: it is parked with the reason, the lead shows
//   `failed`, and the lead's later writes wait. Editing the lead, or retrying it, puts the write back
//   with a fresh key (the old key would replay the refusal).
// - Failures that may pass or whose write may have happened (no network, time-out, 5xx, the server's 409
//   while the first send with the key is still running, e.g. after a reload mid-send) are retried
//   with backoff; a 401 or a login ended by another employee (spec §8) stops the sending and keeps
//   everything on the phone until the account logs in again.
import type { ErrorCode } from '../errors/error-codes';
import { isRetryableFailure } from '../errors/result';
import { writeMayHaveHappened } from '../errors/write-outcome';
import type { LeadDraft, LeadPatch, LeadQualification } from './lead.types';
import { normaliseTags } from './lead-rules';
import type { LeadFields, LeadSyncState, LocalLead, NewOutboxEntry, OutboxEntry, SyncFailure } from './local-lead.types';

/** The fields with an edit applied (`followUp: null` removes the follow-up). */
export function applyPatch(fields: LeadFields, patch: LeadPatch): LeadFields {
  const { followUp, ...rest } = patch;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) as Partial<LeadFields>;
  const next: LeadFields = { ...fields, ...defined };
  if (followUp === null) {
    const { followUp: _removed, ...withoutFollowUp } = next;
    return withoutFollowUp;
  }
  return followUp === undefined ? next : { ...next, followUp };
}

/** Two edits as one: the later's fields win. */
export const mergePatches = (earlier: LeadPatch, later: LeadPatch): LeadPatch => ({
  ...earlier,
  ...Object.fromEntries(Object.entries(later).filter(([, value]) => value !== undefined)),
});

/** What `RC lead/save` carries for a lead as the phone has it (its id goes beside it). */
export function draftOf(fields: LeadFields): Omit<LeadDraft, 'leadId'> {
  const { visitorId: _visitor, capturedBy: _by, ...draft } = fields;
  return draft;
}

/** Whether an edit may still change this write: never sent, or refused (nothing committed). */
export const isOpenForEdits = (entry: OutboxEntry): boolean => !entry.sent || entry.failure !== undefined;

/** A write put back in line: a fresh key, no failure, no attempts. */
export const reopened = <E extends OutboxEntry>(entry: E, idempotencyKey: string): E => {
  const { failure: _failure, claim: _claim, ...rest } = entry;
  return { ...rest, idempotencyKey, sent: false, attempts: 0, notBefore: 0 } as E;
};

/** What an edit does to the outbox: the lead's open write changed, or a new update. */
export type EditPlan = { readonly replace: OutboxEntry } | { readonly add: NewOutboxEntry };

/**
 * How an edit joins the lead's writes (`entries`: this lead's, in order; `fields`: the lead after the
 * edit). The latest write takes it while it is open for edits; otherwise (nothing waiting, or the latest
 * write already sent) a new update carries it.
 */
export function planEdit(
  lead: Pick<LocalLead, 'owner' | 'localId'>,
  entries: readonly OutboxEntry[],
  fields: LeadFields,
  patch: LeadPatch,
  newKey: () => string,
): EditPlan {
  const last = entries.at(-1);
  if (last !== undefined && isOpenForEdits(last)) {
    const key = last.failure === undefined ? last.idempotencyKey : newKey();
    const base = last.failure === undefined ? last : reopened(last, key);
    if (base.kind === 'create') return { replace: { ...base, draft: draftOf(fields) } };
    return { replace: { ...base, patch: mergePatches(base.patch, patch) } };
  }
  return { add: newUpdate(lead.owner, lead.localId, patch, newKey()) };
}

/** A new update write. */
export const newUpdate = (owner: string, localId: string, patch: LeadPatch, idempotencyKey: string): NewOutboxEntry => ({
  kind: 'update',
  owner,
  localId,
  patch,
  idempotencyKey,
  sent: false,
  attempts: 0,
  notBefore: 0,
});

/** A new create write for a lead just captured. */
export const newCreate = (owner: string, localId: string, fields: LeadFields, idempotencyKey: string): NewOutboxEntry => ({
  kind: 'create',
  owner,
  localId,
  draft: draftOf(fields),
  idempotencyKey,
  sent: false,
  attempts: 0,
  notBefore: 0,
});

/** A lead's sync state from its writes still in the outbox. */
export function syncStateOf(entries: readonly OutboxEntry[], now: number): LeadSyncState {
  if (entries.length === 0) return 'synced';
  if (entries.some((entry) => entry.failure !== undefined)) return 'failed';
  if (entries.some((entry) => entry.claim !== undefined && entry.claim.until > now)) return 'syncing';
  return 'local';
}

/** The refusal a lead shows while it is `failed`: its first parked write's. */
export const failureOf = (entries: readonly OutboxEntry[]): SyncFailure | undefined => entries.find((entry) => entry.failure !== undefined)?.failure;

/** What to do after a write failed: try again later, park it with the reason, or stop until the next login. */
export type SyncFailureAction = 'retry' | 'fail' | 'stop';

const STOP_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['AUTH.UNAUTHORIZED', 'AUTH.SINGLE_EMPLOYEE_LOGIN']);

/**
 * A failed write's fate: a write that may have happened (no answer, cancelled by this phone, a 5xx, the
 * server's 409 while the first send with its key is still running, e.g. after a reload mid-send) or
 * that may pass (a 429) is sent again later with the same key; a refusal is parked.
 */
export function syncFailureAction(code: ErrorCode, status?: number, backendCode?: number | string): SyncFailureAction {
  if (STOP_CODES.has(code)) return 'stop';
  const facts = { code, ...(status === undefined ? {} : { status }), ...(backendCode === undefined ? {} : { backendCode }) };
  return writeMayHaveHappened(facts) || isRetryableFailure(code, status) ? 'retry' : 'fail';
}

export const RETRY_BASE_MS = 1_000;
export const RETRY_MAX_MS = 60_000;

/** Backoff before attempt `attempts + 1`: 1 s doubling to at most 60 s, ±50 % by `random` (0–1). */
export const retryDelayMs = (attempts: number, random = 0.5): number => {
  const base = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.5 + random));
};

/** The write to send now, how long to wait for the head of the line, or nothing left to send. */
export type NextWrite = { readonly entry: OutboxEntry } | { readonly waitMs: number } | undefined;

/**
 * The next write in line (`entries`: the owner's, in order), keeping the phone's order. A claim by `self`
 * (the tab choosing, which sends one write at a time) is a leftover of its page before a reload, not a
 * send in flight: it is not waited for.
 */
export function nextToSend(entries: readonly OutboxEntry[], now: number, self?: string): NextWrite {
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.localId)) continue;
    seen.add(entry.localId);
    // A parked write holds back its lead's later writes, not other leads'.
    if (entry.failure !== undefined) continue;
    if (entry.claim !== undefined && entry.claim.until > now && entry.claim.holder !== self) return { waitMs: entry.claim.until - now };
    if (entry.notBefore > now) return { waitMs: entry.notBefore - now };
    return { entry };
  }
  return undefined;
}

/**
 * What this phone's lead adds to a lead the server already had about the same visitor (another staff
 * member, another phone): its rating, its notes after the server's, the tags of both, its follow-up and
 * survey answers when it has them. Sent as an update of the server's lead.
 */
export function mergeIntoExisting(server: LeadQualification, local: LeadQualification): LeadPatch {
  const notes = [server.notes.trim(), local.notes.trim()].filter((text, index, all) => text !== '' && all.indexOf(text) === index).join('\n');
  return {
    rating: local.rating,
    tags: normaliseTags([...server.tags, ...local.tags]),
    notes,
    ...(local.followUp === undefined ? {} : { followUp: local.followUp }),
    ...(local.survey === undefined ? {} : { survey: local.survey }),
  };
}
