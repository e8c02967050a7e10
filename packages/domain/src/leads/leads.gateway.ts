// The lead tool's endpoints (docs/endpoints.md "Trade-fair lead tool (issue 17)"): looking visitors up
// by badge QR or mobile, the account's leads (saved under the phone's id with an Idempotency-Key,
// edited with the version the edit started from), counts, the qualification survey, the spreadsheet
// export, the account with its package and staff, and buying a package by WeChat Pay (an order paid
// through the ticketing endpoints) or by bank transfer with a receipt. Every call is the caller's (bearer).
import type { DomainError, Result } from '../errors/result';
import type { BankTransferInfo, LeadAccount, LeadStaff, PackageOffer, ReceiptUpload, TransferRequest } from '../leads/lead-account.types';
import type { Lead, LeadCounts, LeadDraft, LeadExport, LeadLookup, LeadPatch, LeadQuery, LeadSaveReply, LeadSurvey, LeadUpdateReply } from '../leads/lead.types';
import type { LeadPackageType } from '../leads/package-rules';
import type { Order } from '../ticketing/order.types';
import type { CallOptions } from '../ports/call-options';
import type { Page, PageRequest } from '../ports/page';
import type { UploadFile } from '../ports/registration.gateway';

/** What every lead call names: the exhibition. */
export interface LeadExhibition {
  readonly exhibitionId: string;
}

export interface LeadListRequest extends LeadQuery, LeadExhibition, PageRequest {}

export interface LeadUpdateRequest {
  readonly leadId: string;
  /** The version the edit started from (0: the phone never saw the server's). */
  readonly baseVersion: number;
  readonly patch: LeadPatch;
}

export interface TransferSubmission extends LeadExhibition {
  readonly packageType: LeadPackageType;
  readonly receiptFileId: string;
  readonly payerName?: string;
}

export interface LeadsGateway {
  lookupByQr(input: LeadExhibition & { readonly code: string }, options?: CallOptions): Promise<Result<LeadLookup, DomainError>>;
  lookupByMobile(input: LeadExhibition & { readonly mobile: string }, options?: CallOptions): Promise<Result<LeadLookup, DomainError>>;
  list(input: LeadListRequest, options?: CallOptions): Promise<Result<Page<Lead>, DomainError>>;
  detail(leadId: string, options?: CallOptions): Promise<Result<Lead, DomainError>>;
  /** Creates the lead under its id, or answers the lead the server already has (same id, or same visitor). */
  save(input: LeadExhibition & LeadDraft, options?: CallOptions): Promise<Result<LeadSaveReply, DomainError>>;
  update(input: LeadUpdateRequest, options?: CallOptions): Promise<Result<LeadUpdateReply, DomainError>>;
  count(input: LeadExhibition & Pick<LeadQuery, 'scope'>, options?: CallOptions): Promise<Result<LeadCounts, DomainError>>;
  survey(exhibitionId: string, options?: CallOptions): Promise<Result<LeadSurvey, DomainError>>;
  exportLeads(input: LeadExhibition & LeadQuery, options?: CallOptions): Promise<Result<LeadExport, DomainError>>;
  account(exhibitionId: string, options?: CallOptions): Promise<Result<LeadAccount, DomainError>>;
  catalogue(exhibitionId: string, options?: CallOptions): Promise<Result<readonly PackageOffer[], DomainError>>;
  /** A package order to pay by WeChat Pay (`kind: 'package'`) through the ticketing area's pay and status calls. */
  orderPackage(input: LeadExhibition & { readonly packageType: LeadPackageType }, options?: CallOptions): Promise<Result<Order, DomainError>>;
  bankInfo(exhibitionId: string, options?: CallOptions): Promise<Result<BankTransferInfo, DomainError>>;
  uploadReceipt(file: UploadFile, options?: CallOptions): Promise<Result<ReceiptUpload, DomainError>>;
  submitTransfer(input: TransferSubmission, options?: CallOptions): Promise<Result<TransferRequest, DomainError>>;
  staff(exhibitionId: string, options?: CallOptions): Promise<Result<readonly LeadStaff[], DomainError>>;
  addStaff(input: LeadExhibition & { readonly name: string; readonly phone: string }, options?: CallOptions): Promise<Result<LeadStaff, DomainError>>;
  removeStaff(input: LeadExhibition & { readonly userId: string }, options?: CallOptions): Promise<Result<true, DomainError>>;
}
