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
import type { FairpassClient } from '../client';
import { lazyArea, type AreaOperations, type OperationNames } from '../di/lazy-area';
import type { LeadBookHandle } from './lead-book-handle';
import type { LEADS_OPERATIONS } from './leads.area';

export type { LEADS_OPERATIONS } from './leads.area';

/** The lead tool's operations; each `execute()` resolves to a `Result`. */
export type LeadsApi = AreaOperations<typeof LEADS_OPERATIONS>;

const NAMES = {
  captureLead: true,
  editLead: true,
  findLeads: true,
  syncLeads: true,
  retryLeads: true,
  pullLeads: true,
  lookupVisitor: true,
  scanBadge: true,
  listServerLeads: true,
  countLeads: true,
  countWaitingLeads: true,
  fetchSurvey: true,
  exportLeads: true,
  fetchLeadAccount: true,
  listPackages: true,
  orderPackage: true,
  fetchBankInfo: true,
  uploadReceipt: true,
  submitTransfer: true,
  listStaff: true,
  addStaff: true,
  removeStaff: true,
} as const satisfies OperationNames<typeof LEADS_OPERATIONS>;

/** The lead tool of `client`: its code is fetched, and loaded into the client's container, when an operation first runs. */
export function getLeads(client: FairpassClient): LeadsApi {
  return lazyArea(client, { name: 'leads', operations: NAMES, load: async () => (await import('./leads.area')).leadsArea });
}

export { getLeadBook, useLeadStore, type LeadBookHandle } from './lead-book-handle';

/**
 * The lead book of `client` once its code has arrived (the same object every call): what a screen uses
 * that must not carry the lead tool's area and the DI container in its own first load. Rejects when the
 * code cannot be fetched (offline before the lead tool was ever opened).
 */
export async function loadLeadBook(client: FairpassClient): Promise<LeadBookHandle> {
  return (await import('./lead-book.on-demand')).leadBookOf(client);
}

export { LEADS_ENDPOINTS } from './leads.endpoints';
export { LeadBook, fieldsOfServerLead, type CaptureInput, type Captured, type LeadEdit, type LeadBookStatus, type SyncStop } from './lead-book';
export { LeadSync, LEASE_MS, CLAIM_MS, syncTabOf, type SyncPassResult } from './lead-sync';
export type { AutoSyncOptions } from './lead-sync-runner';
export { LeadIndex, viewOf, type LeadView } from './lead-view';
export { MemoryLeadStore } from './store/memory-lead-store';
export { IndexedDbLeadStore } from './store/indexeddb-lead-store';
export { LEAD_DB_NAME } from '@fairpass/domain/leads';
export { defaultLeadStore } from './store/default-lead-store';
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
