/**
 * @module @fairpass/domain/leads
 */
// The public surface of @fairpass/domain/leads: the names other packages use, nothing else.
export type {
  LeadRating,
  LeadSource,
  FollowUp,
  LeadSurveyAnswers,
  SurveyQuestion,
  LeadSurvey,
  LeadQualification,
  Lead,
  VisitorCard,
  LeadLookup,
  LeadDraft,
  LeadPatch,
  LeadSaveReply,
  LeadUpdateReply,
  LeadScope,
  LeadQuery,
  LeadCounts,
  LeadExport,
} from './lead.types';
export type { TransferRequest, LeadAccount, PackageOffer, BankTransferInfo, LeadStaff, ReceiptUpload } from './lead-account.types';
export { LEAD_PACKAGE_TYPES, LEAD_PACKAGES, isLeadPackageType, buyRefusalOf, packageInvoiceOrderOf, isSingleLogin, seesAllLeads, managesStaff } from './package-rules';
export type { LeadPackageType, BuyRefusal } from './package-rules';
export { leadToolLinkQuery, staffMemberErrors } from './lead-account-rules';
export { LEAD_RATINGS, LEAD_GRADES, LEAD_SOURCES, LEAD_LIMITS, DEFAULT_RATING, isLeadRating, isLeadSource, isDay, normaliseTags, leadContactErrors, followUpErrors, leadQualificationErrors, leadErrors } from './lead-rules';
export { LEAD_SYNC_STATES } from './local-lead.types';
export type { LeadSyncState, SyncFailure, LeadFields, LocalLead, OutboxEntry, NewOutboxEntry } from './local-lead.types';
export {
  applyPatch,
  mergePatches,
  reopened,
  planEdit,
  newUpdate,
  newCreate,
  syncStateOf,
  failureOf,
  syncFailureAction,
  retryDelayMs,
  nextToSend,
  mergeIntoExisting,
} from './outbox-rules';
export type { NextWrite } from './outbox-rules';
export { waitingLeadCount, leadOwnerPrefixOf } from './waiting-leads';
export { leadSearchText, keywordMatcher } from './lead-search';
export { surveyAnswersOf, surveyFormValuesOf, surveyAnswerErrors } from './survey-rules';
export type { SurveyFormAnswer } from './survey-rules';
export type { LocalLeadFilter } from './lead-search';
export type { LeadsGateway, LeadExhibition, LeadListRequest, LeadUpdateRequest, TransferSubmission } from './leads.gateway';
export type { LeadStorePort, LeadRecordChange, OutboxChange } from './lead-store.port';
export { LEAD_DB_NAME } from './lead-store.port';
