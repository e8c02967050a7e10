/**
 * The trade-fair lead tool, offline-first: leads captured and edited on the phone first (IndexedDB in
 * browsers, memory in Node), searched there, and carried to the server by an outbox that keeps their
 * order, never sends one twice and waits out a lost network or a lost login; lookups by badge QR or
 * mobile, the survey, the spreadsheet export, the account's package (WeChat Pay or bank transfer) and staff.
 * @module @fairpass/sdk/leads
 */
// @fairpass/sdk/leads — the lead tool (issue 17). Loaded into a client on first use:
//
//   import { getLeads, getLeadBook } from '@fairpass/sdk/leads';
//   const leads = getLeads(client);
//   const stop = getLeadBook(client).startAutoSync();
//   const { lead } = (await leads.captureLead.execute({ source: 'qr', badgeCode })).value;
//   getLeadBook(client).book.syncState$(lead.localId).subscribe(render);
import type { LeadStorePort } from '@fairpass/domain/leads';
import type { Observable } from 'rxjs';
import type { FairpassClient } from '../client';
import type { Operations } from '../di/area';
import { containerOf, useArea } from '../di/area-container';
import { TOKENS } from '../di/tokens';
import type { SessionStore } from '../session/session.store';
import type { LeadBook, LeadBookStatus } from './lead-book';
import type { LeadSync } from './lead-sync';
import { startAutoSync, type AutoSyncOptions } from './lead-sync-runner';
import type { LeadView } from './lead-view';
import { LEADS_OPERATIONS, leadsArea } from './leads.area';
import { LEADS_TOKENS } from './leads.tokens';

export { LEADS_OPERATIONS, leadsArea };

/** The lead tool's operations; each `execute()` resolves to a `Result`. */
export type LeadsApi = Operations<typeof LEADS_OPERATIONS>;

/** The lead tool of `client`, loaded into its container the first time it is asked for. */
export function getLeads(client: FairpassClient): LeadsApi {
  return useArea(client, leadsArea);
}

/**
 * Gives the lead tool of `client` this on-device store instead of the default (IndexedDB where there is
 * one, else memory): a test's fake-indexeddb, or a memory store. Call before the tool is first used.
 */
export function useLeadStore(client: FairpassClient, store: LeadStorePort): void {
  getLeads(client);
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
  getLeads(client);
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

export { LEADS_ENDPOINTS } from './leads.endpoints';
export { LeadBook, fieldsOfServerLead, type CaptureInput, type Captured, type LeadEdit, type LeadBookStatus, type SyncStop } from './lead-book';
export { LeadSync, LEASE_MS, CLAIM_MS, syncTabOf, type SyncPassResult } from './lead-sync';
export type { AutoSyncOptions } from './lead-sync-runner';
export { LeadIndex, viewOf, type LeadView } from './lead-view';
export { MemoryLeadStore } from './store/memory-lead-store';
export { IndexedDbLeadStore } from './store/indexeddb-lead-store';
export { LEAD_DB_NAME } from '@fairpass/domain/leads';
export { defaultLeadStore } from './leads.area';
export { LEAD_ACCESS_FAILURES, LEAD_READ_FAILURES, LEAD_WRITE_FAILURES, BUY_FAILURES } from './lead-failures';
export { CaptureLeadUseCase, CAPTURE_LEAD_ERRORS } from './capture-lead.use-case';
export { EditLeadUseCase, EDIT_LEAD_ERRORS } from './edit-lead.use-case';
export { FindLeadsUseCase, FIND_LEADS_ERRORS } from './find-leads.use-case';
export { SyncLeadsUseCase, SYNC_LEADS_ERRORS } from './sync-leads.use-case';
export { RetryLeadsUseCase, RETRY_LEADS_ERRORS } from './retry-leads.use-case';
export { PullLeadsUseCase, PULL_LEADS_ERRORS } from './pull-leads.use-case';
export { ScanBadgeUseCase, SCAN_BADGE_ERRORS } from './scan-badge.use-case';
export { LookupVisitorUseCase, LOOKUP_VISITOR_ERRORS, type VisitorLookup } from './lookup-visitor.use-case';
export { ListServerLeadsUseCase, LIST_SERVER_LEADS_ERRORS } from './list-server-leads.use-case';
export { CountLeadsUseCase, COUNT_LEADS_ERRORS } from './count-leads.use-case';
export { CountWaitingLeadsUseCase, COUNT_WAITING_LEADS_ERRORS } from './count-waiting-leads.use-case';
export { FetchSurveyUseCase, FETCH_SURVEY_ERRORS } from './fetch-survey.use-case';
export { ExportLeadsUseCase, EXPORT_LEADS_ERRORS } from './export-leads.use-case';
export { FetchLeadAccountUseCase, FETCH_LEAD_ACCOUNT_ERRORS } from './fetch-lead-account.use-case';
export { ListPackagesUseCase, LIST_PACKAGES_ERRORS } from './list-packages.use-case';
export { OrderPackageUseCase, ORDER_PACKAGE_ERRORS } from './order-package.use-case';
export { FetchBankInfoUseCase, FETCH_BANK_INFO_ERRORS } from './fetch-bank-info.use-case';
export { UploadReceiptUseCase, UPLOAD_RECEIPT_ERRORS } from './upload-receipt.use-case';
export { SubmitTransferUseCase, SUBMIT_TRANSFER_ERRORS } from './submit-transfer.use-case';
export { ListStaffUseCase, LIST_STAFF_ERRORS } from './list-staff.use-case';
export { AddStaffUseCase, ADD_STAFF_ERRORS } from './add-staff.use-case';
export { RemoveStaffUseCase, REMOVE_STAFF_ERRORS } from './remove-staff.use-case';
