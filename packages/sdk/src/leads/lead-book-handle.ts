// The lead book of a client, reached synchronously: the screens that list, search and watch the leads on
// the phone hold it from their first render, so this module brings the lead tool's area (and the DI
// container) with it. `getLeads(client)` alone fetches them when an operation first runs.
import type { LeadStorePort } from '@fairpass/domain/leads';
import type { Observable } from 'rxjs';
import type { FairpassClient } from '../client';
import { containerOf, useArea } from '../di/area-container';
import { TOKENS } from '../di/tokens';
import type { SessionStore } from '../session/session.store';
import type { LeadBook, LeadBookStatus } from './lead-book';
import type { LeadSync } from './lead-sync';
import { startAutoSync, type AutoSyncOptions } from './lead-sync-runner';
import type { LeadView } from './lead-view';
import { leadsArea } from './leads.area';
import { LEADS_TOKENS } from './leads.tokens';

/**
 * Gives the lead tool of `client` this on-device store instead of the default (IndexedDB where there is
 * one, else memory): a test's fake-indexeddb, or a memory store. Call before the tool is first used.
 */
export function useLeadStore(client: FairpassClient, store: LeadStorePort): void {
  useArea(client, leadsArea);
  const container = containerOf(client);
  if (container.isBound(LEADS_TOKENS.Book)) {
    const book = container.get<LeadBook>(LEADS_TOKENS.Book);
    if (book.store === store) return;
  }
  container.unbindSync(LEADS_TOKENS.Store);
  container.bind(LEADS_TOKENS.Store).toConstantValue(store);
}

/** What the screens watch: the lead book's leads and states, and the sending in the background. */
export interface LeadBookHandle {
  readonly book: LeadBook;
  readonly sync: LeadSync;
  /** The account's leads on the phone, newest first, after every change. */
  readonly leads$: Observable<readonly LeadView[]>;
  readonly status$: Observable<LeadBookStatus>;
  /** Sends in the background (changes, `online`, logins, a timer); returns the function that stops it. */
  startAutoSync(options?: AutoSyncOptions): () => void;
  /** Says the network is back where no `online` event comes (a native bridge, a test): waits end, a pass starts. */
  networkBack(): Promise<void>;
}

/** The lead book of `client` (the same object every call). */
export function getLeadBook(client: FairpassClient): LeadBookHandle {
  useArea(client, leadsArea);
  const container = containerOf(client);
  const book = container.get<LeadBook>(LEADS_TOKENS.Book);
  const sync = container.get<LeadSync>(LEADS_TOKENS.Sync);
  const session = container.get<SessionStore>(TOKENS.Session);
  return { book, sync, leads$: book.changes$, status$: book.status$, startAutoSync: (options) => startAutoSync(book, sync, session, options),
    networkBack: async () => {
      await sync.resume();
      await sync.pass();
    },
  };
}
