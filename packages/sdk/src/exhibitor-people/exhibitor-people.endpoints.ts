// The exhibitor's people endpoints (design exhibitor.md §2.4 and §5.2, "ours"; docs/endpoints.md
// "Exhibitor self-service"): pass types, holders, last edition's holders, the staff link and its landing.
// Every write carries an Idempotency-Key.
import type { Page } from '@fairpass/domain';
import type { SignedFile } from '@fairpass/domain/files';
import type {
  ExtraPassesRequest,
  ExtraPassOrder,
  HolderPhoto,
  HolderListRequest,
  HolderRequest,
  HoldersSubmitted,
  InExhibition,
  LossReported,
  PassHolder,
  PassTypes,
  PreviousHolder,
  ReuseRequest,
  StaffInviteCode,
  StaffInviteLanding,
  SubmitHoldersRequest,
  VisitorInvited,
} from '@fairpass/domain/exhibitor-people';
import { endpoint } from '../http/endpoint';
import { RC } from '../http/endpoints';
import { normaliseExtraPassOrder, normaliseHolderPage, normalisePhoto, normaliseInviteCode, normaliseLanding, normaliseLossReported, normalisePassTypes, normalisePrevious, normaliseSheetFile, normaliseSubmitted, normaliseVisitorInvited } from './exhibitor-people.normalisers';

/** The exhibitor's people endpoint catalogue, for `client.api.call(EXHIBITOR_PEOPLE_ENDPOINTS.x, input)`. */
export const EXHIBITOR_PEOPLE_ENDPOINTS = {
  passTypes: endpoint<InExhibition, PassTypes>()({ method: 'GET', path: `${RC}credential/byDept` }, normalisePassTypes),
  holders: endpoint<HolderListRequest, Page<PassHolder>>()({ method: 'GET', path: `${RC}relation/list` }, normaliseHolderPage),
  submit: endpoint<SubmitHoldersRequest, HoldersSubmitted>()({ method: 'POST', path: `${RC}relation/submit`, idempotent: true }, normaliseSubmitted),
  remove: endpoint<HolderRequest, HoldersSubmitted>()({ method: 'POST', path: `${RC}relation/remove`, idempotent: true }, normaliseSubmitted),
  reportLoss: endpoint<HolderRequest, LossReported>()({ method: 'POST', path: `${RC}relation/reportLoss`, idempotent: true }, normaliseLossReported),
  inviteVisitor: endpoint<HolderRequest, VisitorInvited>()({ method: 'POST', path: `${RC}relation/inviteVisitor`, idempotent: true }, normaliseVisitorInvited),
  placeOrder: endpoint<ExtraPassesRequest, ExtraPassOrder>()({ method: 'POST', path: `${RC}relation/placeOrder`, idempotent: true }, normaliseExtraPassOrder),
  uploadPhoto: endpoint<FormData, HolderPhoto>()({ method: 'POST', path: `${RC}relation/photo/upload`, upload: true }, normalisePhoto),
  history: endpoint<InExhibition & { readonly type: string }, readonly PreviousHolder[]>()({ method: 'GET', path: `${RC}relation/history` }, normalisePrevious),
  reuse: endpoint<ReuseRequest, HoldersSubmitted>()({ method: 'POST', path: `${RC}relation/reuse`, idempotent: true }, normaliseSubmitted),
  inviteCode: endpoint<InExhibition & { readonly credentialType: string }, StaffInviteCode>()({ method: 'GET', path: `${RC}relation/inviteCode` }, normaliseInviteCode),
  renewInviteCode: endpoint<InExhibition & { readonly credentialType: string }, StaffInviteCode>()({ method: 'POST', path: `${RC}relation/inviteCode/renew`, idempotent: true }, normaliseInviteCode),
  sheetTemplate: endpoint<InExhibition & { readonly credentialType: string }, SignedFile>()({ method: 'GET', path: `${RC}relation/sheetTemplate` }, normaliseSheetFile),
  staffLanding: endpoint<InExhibition & { readonly registerLinkId: string }, StaffInviteLanding>()({ method: 'GET', path: `${RC}staffInvite/landing` }, normaliseLanding),
} as const;
