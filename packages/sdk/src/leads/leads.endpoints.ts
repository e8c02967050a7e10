// The lead tool's backend endpoints (docs/endpoints.md "Trade-fair lead tool (issue 17)"). Saving and
// editing a lead, a package order, a transfer and adding staff carry an Idempotency-Key (the outbox
// keeps each lead write's key on the phone, so a retry after a reload sends the same one).
import type { Page } from '@fairpass/domain';
import type { BankTransferInfo, Lead, LeadCounts, LeadDraft, LeadAccount, LeadExhibition, LeadExport, LeadListRequest, LeadLookup, LeadQuery, LeadSaveReply, LeadStaff, LeadSurvey, LeadUpdateReply, LeadUpdateRequest, PackageOffer, ReceiptUpload, TransferRequest, TransferSubmission, LeadPackageType } from '@fairpass/domain/leads';
import type { Order } from '@fairpass/domain/ticketing';
import { endpoint } from '../http/endpoint';
import { RC } from '../http/endpoints';
import {
  normaliseAccount,
  normaliseBankInfo,
  normaliseCounts,
  normaliseExport,
  normaliseLead,
  normaliseLeadPage,
  normaliseLookup,
  normaliseOffers,
  normalisePackageOrder,
  normaliseReceipt,
  normaliseSaveReply,
  normaliseStaff,
  normaliseStaffList,
  normaliseSurvey,
  normaliseTransfer,
  normaliseUpdateReply,
} from './leads.normalisers';

/** The lead tool's endpoint catalogue, for `client.api.call(LEADS_ENDPOINTS.x, input)`. */
export const LEADS_ENDPOINTS = {
  byQr: endpoint<LeadExhibition & { code: string }, LeadLookup>()({ method: 'GET', path: `${RC}lead/byQr` }, normaliseLookup),
  byMobile: endpoint<LeadExhibition & { mobile: string }, LeadLookup>()({ method: 'GET', path: `${RC}lead/byMobile` }, normaliseLookup),
  list: endpoint<LeadListRequest, Page<Lead>>()({ method: 'GET', path: `${RC}lead/list` }, normaliseLeadPage),
  detail: endpoint<{ leadId: string }, Lead>()({ method: 'GET', path: `${RC}lead/detail` }, normaliseLead),
  save: endpoint<LeadExhibition & LeadDraft, LeadSaveReply>()({ method: 'POST', path: `${RC}lead/save`, idempotent: true }, normaliseSaveReply),
  update: endpoint<LeadUpdateRequest, LeadUpdateReply>()({ method: 'POST', path: `${RC}lead/update`, idempotent: true }, normaliseUpdateReply),
  count: endpoint<LeadExhibition & Pick<LeadQuery, 'scope'>, LeadCounts>()({ method: 'GET', path: `${RC}lead/count` }, normaliseCounts),
  survey: endpoint<LeadExhibition, LeadSurvey>()({ method: 'GET', path: `${RC}lead/survey` }, normaliseSurvey),
  exportLeads: endpoint<LeadExhibition & LeadQuery, LeadExport>()({ method: 'GET', path: `${RC}lead/export` }, normaliseExport),
  account: endpoint<LeadExhibition, LeadAccount>()({ method: 'GET', path: `${RC}lead/account` }, normaliseAccount),
  catalogue: endpoint<LeadExhibition, PackageOffer[]>()({ method: 'GET', path: `${RC}leadPackage/catalogue` }, normaliseOffers),
  orderPackage: endpoint<LeadExhibition & { packageType: LeadPackageType }, Order>()({ method: 'POST', path: `${RC}leadPackage/order`, idempotent: true }, normalisePackageOrder),
  bankInfo: endpoint<LeadExhibition, BankTransferInfo>()({ method: 'GET', path: `${RC}leadPackage/bankInfo` }, normaliseBankInfo),
  uploadReceipt: endpoint<FormData, ReceiptUpload>()({ method: 'POST', path: `${RC}leadPackage/receipt/upload`, upload: true }, normaliseReceipt),
  submitTransfer: endpoint<TransferSubmission, TransferRequest>()({ method: 'POST', path: `${RC}leadPackage/transfer`, idempotent: true }, normaliseTransfer),
  staff: endpoint<LeadExhibition, LeadStaff[]>()({ method: 'GET', path: `${RC}lead/staff/list` }, normaliseStaffList),
  addStaff: endpoint<LeadExhibition & { name: string; phone: string }, LeadStaff>()({ method: 'POST', path: `${RC}lead/staff/add`, idempotent: true }, normaliseStaff),
  removeStaff: endpoint<LeadExhibition & { userId: string }, true>()({ method: 'POST', path: `${RC}lead/staff/remove` }),
} as const;
