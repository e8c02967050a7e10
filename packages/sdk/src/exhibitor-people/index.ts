/**
 * The exhibitor's people: the company's pass types (quota, window), the pass holders, last edition's
 * holders to apply for again, and the link by which staff apply themselves.
 * @module @fairpass/sdk/exhibitor-people
 */
// @fairpass/sdk/exhibitor-people — exhibitor self-service, the people (issue 31). Loaded into a client on first use:
//
//   import { getExhibitorPeople } from '@fairpass/sdk/exhibitor-people';
//   const people = getExhibitorPeople(client);
//   const passes = await people.fetchPassTypes.execute();
import type { FairpassClient } from '../client';
import { lazyArea, type AreaOperations, type OperationNames } from '../di/lazy-area';
import type { EXHIBITOR_PEOPLE_OPERATIONS } from './exhibitor-people.area';

export type { EXHIBITOR_PEOPLE_OPERATIONS } from './exhibitor-people.area';

/** The exhibitor's people operations; each `execute()` resolves to a `Result`. */
export type ExhibitorPeopleApi = AreaOperations<typeof EXHIBITOR_PEOPLE_OPERATIONS>;

const NAMES = {
  fetchPassTypes: true,
  listHolders: true,
  submitHolders: true,
  removeHolder: true,
  reportLoss: true,
  inviteVisitor: true,
  buyExtraPasses: true,
  uploadHolderPhoto: true,
  fetchPreviousHolders: true,
  reuseHolders: true,
  fetchStaffInviteCode: true,
  renewStaffInviteCode: true,
  fetchStaffLanding: true,
  recordStaffApplication: true,
  fetchStaffSheetTemplate: true,
} as const satisfies OperationNames<typeof EXHIBITOR_PEOPLE_OPERATIONS>;

/** The exhibitor people area of `client`: its code is fetched, and loaded into the client's container, when an operation first runs. */
export function getExhibitorPeople(client: FairpassClient): ExhibitorPeopleApi {
  return lazyArea(client, { name: 'exhibitor-people', operations: NAMES, load: async () => (await import('./exhibitor-people.area')).exhibitorPeopleArea });
}

export { EXHIBITOR_PEOPLE_ENDPOINTS } from './exhibitor-people.endpoints';
export { FetchPassTypesUseCase } from './fetch-pass-types.use-case';
export { ListHoldersUseCase } from './list-holders.use-case';
export type { ListHoldersInput } from './list-holders.use-case';
export { SubmitHoldersUseCase } from './submit-holders.use-case';
export type { SubmitHoldersInput } from './submit-holders.use-case';
export { RemoveHolderUseCase } from './remove-holder.use-case';
export { ReportLossUseCase } from './report-loss.use-case';
export { InviteVisitorUseCase } from './invite-visitor.use-case';
export { BuyExtraPassesUseCase } from './buy-extra-passes.use-case';
export type { BuyExtraPassesInput } from './buy-extra-passes.use-case';
export { UploadHolderPhotoUseCase } from './upload-holder-photo.use-case';
export { FetchPreviousHoldersUseCase } from './fetch-previous-holders.use-case';
export { ReuseHoldersUseCase } from './reuse-holders.use-case';
export { FetchStaffInviteCodeUseCase } from './fetch-staff-invite-code.use-case';
export { RenewStaffInviteCodeUseCase } from './renew-staff-invite-code.use-case';
export { FetchStaffLandingUseCase } from './fetch-staff-landing.use-case';
export { RecordStaffApplicationUseCase } from './record-staff-application.use-case';
export type { StaffApplicationRecorded } from './record-staff-application.use-case';
export { FetchStaffSheetTemplateUseCase } from './fetch-staff-sheet-template.use-case';

// what each operation can fail with (its error type is `ErrorOf<typeof LIST>`)
export { FETCH_PASS_TYPES_ERRORS } from './fetch-pass-types.use-case';
export { LIST_HOLDERS_ERRORS } from './list-holders.use-case';
export { SUBMIT_HOLDERS_ERRORS } from './submit-holders.use-case';
export { REMOVE_HOLDER_ERRORS } from './remove-holder.use-case';
export { REPORT_LOSS_ERRORS } from './report-loss.use-case';
export { INVITE_VISITOR_ERRORS } from './invite-visitor.use-case';
export { BUY_EXTRA_PASSES_ERRORS } from './buy-extra-passes.use-case';
export { UPLOAD_HOLDER_PHOTO_ERRORS } from './upload-holder-photo.use-case';
export { FETCH_PREVIOUS_HOLDERS_ERRORS } from './fetch-previous-holders.use-case';
export { REUSE_HOLDERS_ERRORS } from './reuse-holders.use-case';
export { FETCH_STAFF_INVITE_CODE_ERRORS } from './fetch-staff-invite-code.use-case';
export { RENEW_STAFF_INVITE_CODE_ERRORS } from './renew-staff-invite-code.use-case';
export { RECORD_STAFF_APPLICATION_ERRORS } from './record-staff-application.use-case';
export { FETCH_STAFF_SHEET_TEMPLATE_ERRORS } from './fetch-staff-sheet-template.use-case';
export { FETCH_STAFF_LANDING_ERRORS } from './fetch-staff-landing.use-case';
export { PASS_REFUSALS } from './people-failures';
