/**
 * @module @fairpass/domain/exhibitor-people
 */
// The public surface of @fairpass/domain/exhibitor-people: the names other packages use, nothing else.
export { PASS_STATES } from './exhibitor-people.types';
export type { PassState, PassType, PassTypes, PassHolder, PassHolderFields, PreviousHolder, StaffInviteCode, StaffInviteLanding, LossReported, VisitorInvited, ExtraPassOrder, HolderPhoto } from './exhibitor-people.types';
export { passesLeft, isWindowOpen, passRefusal } from './pass-window';
export type { PassRefusal } from './pass-window';
export { emptyHolderForm, holderErrors, holderOf, isHolderName, PASS_PHOTO_RULE } from './pass-holder-form';
export type { HolderField, HolderForm } from './pass-holder-form';
export { firstDuplicate } from './holder-duplicates';
export type { DuplicateHolder } from './holder-duplicates';
export { passActions, passAllows, nextPassState, countsAgainstQuota } from './pass-state';
export type { PassAction } from './pass-state';
export type {
  ExhibitorPeopleGateway,
  InExhibition,
  HolderListRequest,
  SubmitHoldersRequest,
  HolderRequest,
  ExtraPassesRequest,
  ReuseRequest,
  HoldersSubmitted,
} from './exhibitor-people.gateway';
export { EXTRA_PASS_MAX, isExtraPassQuantity, buyablePassTypes, emptyExtraPassForm, extraPassErrors } from './extra-passes';
export type { ExtraPassForm } from './extra-passes';
export { STAFF_LINK_SOURCE, staffApplicationOf, staffLinkQuery } from './staff-link';
export type { StaffLinkBase } from './staff-link';
export { STAFF_SHEET_COLUMNS, STAFF_SHEET_ROWS_MAX, readStaffSheet, checkStaffSheet, holderOfRow } from './staff-sheet';
export type { StaffSheetField, StaffSheetValues, StaffSheetRow, StaffSheetProblem, StaffRowErrors } from './staff-sheet';
