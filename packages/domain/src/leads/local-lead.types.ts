// A lead as the phone keeps it (the on-device lead store, ports/lead-store.port.ts) and the outbox of
// writes still to reach the server. Every lead is written here first, so capture never waits for the
// network; the outbox carries each write to the server in order when it can (outbox-rules.ts).
import type { ErrorCode } from '../errors/error-codes';
import type { LeadContact, LeadDraft, LeadPatch, LeadQualification, LeadSource } from './lead.types';

/** Where a lead on the phone stands: saved on this phone only, on its way, on the server, or refused (with why). */
export type LeadSyncState = 'local' | 'syncing' | 'synced' | 'failed';

export const LEAD_SYNC_STATES = ['local', 'syncing', 'synced', 'failed'] as const satisfies readonly LeadSyncState[];

/** Why the server refused a write: the error's code and the server's words. */
export interface SyncFailure {
  readonly code: ErrorCode;
  readonly detail?: string;
  /** Epoch ms (phone). */
  readonly at: number;
}

/** What a lead says about the visitor and the visit, as the phone knows it. */
export interface LeadFields extends Partial<LeadContact>, LeadQualification {
  readonly source: LeadSource;
  readonly badgeCode?: string;
  readonly visitorId?: string;
  readonly capturedAt: string;
  readonly capturedBy?: { readonly userId: string; readonly name: string };
}

/**
 * One lead on the phone. `owner` keeps accounts apart: `<exhibitionId>/<userId>`. Its sync state is not
 * stored with it: it follows from its writes in the outbox (outbox-rules.ts `syncStateOf`).
 */
export interface LocalLead {
  readonly owner: string;
  /** The id this phone gave the lead; the server keeps it, unless it already had the visitor under another. */
  readonly localId: string;
  /** The server's id once it has the lead (the local id, or the other lead about the same visitor). */
  readonly serverId?: string;
  /** The server's version last seen; 0 before the first sync. */
  readonly version: number;
  readonly fields: LeadFields;
  /** Epoch ms (phone), for the newest-first order. */
  readonly capturedAtMs: number;
  readonly updatedAtMs: number;
}

/** Who is sending an entry, until when (a tab that dies lets go when its claim runs out). */
export interface OutboxClaim {
  readonly holder: string;
  readonly until: number;
}

interface OutboxEntryBase {
  /** Order of the writes on this phone (the store assigns it, increasing). */
  readonly seq: number;
  readonly owner: string;
  readonly localId: string;
  readonly idempotencyKey: string;
  /** Sent at least once: its payload is frozen, since a repeat of its key gets the first answer. */
  readonly sent: boolean;
  readonly attempts: number;
  /** Not before this epoch ms (backoff after a failure that may pass). */
  readonly notBefore: number;
  readonly claim?: OutboxClaim;
  /** Refused by the server (nothing committed): parked until the lead is edited or retried. */
  readonly failure?: SyncFailure;
}

export interface CreateEntry extends OutboxEntryBase {
  readonly kind: 'create';
  readonly draft: Omit<LeadDraft, 'leadId'>;
}

export interface UpdateEntry extends OutboxEntryBase {
  readonly kind: 'update';
  readonly patch: LeadPatch;
}

export type OutboxEntry = CreateEntry | UpdateEntry;

/** An entry before the store numbered it. */
export type NewOutboxEntry = Omit<CreateEntry, 'seq'> | Omit<UpdateEntry, 'seq'>;
