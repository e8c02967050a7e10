/**
 * @module @fairpass/domain/groups
 */
// The public surface of @fairpass/domain/groups: the names other packages use, nothing else.
export { MEMBER_REVIEW_STATES, MEMBER_ID_TYPES } from './group.types';
export type {
  MemberReviewState,
  MemberIdType,
  GroupTeam,
  GroupDetails,
  VisitingGroup,
  MemberFields,
  GroupMember,
  MemberQuery,
  EntryCodeCard,
  UnprintableMember,
  GroupEntryCodes,
  EntryCodesPdf,
  BulkOutcome,
  SubAccount,
  MemberSheetFile,
  MemberRowRefusal,
  GroupJoinInfo,
} from './group.types';
export { isGroupLeader, groupManagementRefusal } from './group-leader';
export { GROUP_LIMITS, SUB_ACCOUNT_PATTERN } from './group-limits';
export { GROUP_TASKS, SUB_ACCOUNT_TASKS, isSubAccountUser, mayDoGroupTask } from './sub-account-scope';
export type { GroupTask } from './sub-account-scope';
export { isMemberIdType, isValidIdDocument, idNumberKey } from './id-document';
export { GroupDetailsInput, isCalendarDate } from './group-details.input';
export { GroupMemberInput } from './group-member.input';
export { SubAccountInput, SubAccountEditInput, SubAccountPasswordInput } from './sub-account.input';
export { canEditMember, memberStateLabelKey, bulkProblem, toggleChosen } from './member-actions';
export { NO_SELECTION, selectionSize, isSelected, pageChoice, choosePage, chooseMember, isNarrowed, memberMatches, selectionProblem } from './member-selection';
export type { MemberSelection } from './member-selection';
export { printSheets, printSelection } from './print-codes';
export { groupJoinLinkQuery } from './join-link';
export { parseCsv, toCsv, UTF8_BOM } from '../spreadsheet/csv';
export { MEMBER_SHEET_COLUMNS, MEMBER_SHEET_ID_TYPES, readMemberSheet, checkMemberSheet, memberRowErrors, memberOfRow, idTypeOfCell } from './member-sheet';
export type { MemberSheetField, MemberSheetValues, MemberSheetRow, MemberSheetProblem, MemberRowErrors } from './member-sheet';
export type {
  GroupsGateway,
  InExhibition,
  SaveGroupRequest,
  MemberListRequest,
  AddMemberRequest,
  UpdateMemberRequest,
  RemoveMembersRequest,
  MoveMembersRequest,
  RemoveFilteredRequest,
  MoveFilteredRequest,
  EntryCodesRequest,
  SubAccountListRequest,
  AddSubAccountRequest,
  UpdateSubAccountRequest,
  ResetSubAccountPasswordRequest,
  DisableSubAccountRequest,
  RemoveSubAccountRequest,
  MemberSheetRequest,
  MembersBatchRequest,
  JoinInfoRequest,
} from './groups.gateway';
