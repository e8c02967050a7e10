/**
 * The groups area: a group leader's group and its details, the members (paged and searched, added,
 * edited, removed and moved in bulk, by name or every one a filter lists, to and from a spreadsheet) and their printable entry codes, and a group account's
 * sub-accounts with their passwords. Only a group leader may use it.
 * @module @fairpass/sdk/groups
 */
// @fairpass/sdk/groups — group management and sub-accounts (issue 16). Loaded into a client on first use:
//
//   import { getGroups } from '@fairpass/sdk/groups';
//   const groups = getGroups(client);
//   const page = await groups.listMembers.execute({ keyword: '王', current: 1, size: 20 });
import type { FairpassClient } from '../client';
import { lazyArea, type AreaOperations, type OperationNames } from '../di/lazy-area';
import type { GROUPS_OPERATIONS } from './groups.area';

export type { GROUPS_OPERATIONS } from './groups.area';

/** The groups area's operations; each `execute()` resolves to a `Result`. */
export type GroupsApi = AreaOperations<typeof GROUPS_OPERATIONS>;

const NAMES = {
  fetchGroup: true,
  fetchJoinInfo: true,
  saveGroup: true,
  listMembers: true,
  fetchMember: true,
  addMember: true,
  updateMember: true,
  removeMembers: true,
  moveMembers: true,
  removeFilteredMembers: true,
  moveFilteredMembers: true,
  exportMemberSheet: true,
  checkMembers: true,
  importMembers: true,
  fetchEntryCodes: true,
  fetchEntryCodesPdf: true,
  listSubAccounts: true,
  fetchSubAccount: true,
  addSubAccount: true,
  updateSubAccount: true,
  resetSubAccountPassword: true,
  disableSubAccount: true,
  removeSubAccount: true,
} as const satisfies OperationNames<typeof GROUPS_OPERATIONS>;

/** The groups area of `client`: its code is fetched, and loaded into the client's container, when an operation first runs. */
export function getGroups(client: FairpassClient): GroupsApi {
  return lazyArea(client, { name: 'groups', operations: NAMES, load: async () => (await import('./groups.area')).groupsArea });
}

export { GROUPS_ENDPOINTS } from './groups.endpoints';
export { FetchGroupUseCase } from './fetch-group.use-case';
export { FetchJoinInfoUseCase } from './fetch-join-info.use-case';
export { SaveGroupUseCase } from './save-group.use-case';
export { ListMembersUseCase, type ListMembersInput } from './list-members.use-case';
export { FetchMemberUseCase } from './fetch-member.use-case';
export { AddMemberUseCase } from './add-member.use-case';
export { UpdateMemberUseCase } from './update-member.use-case';
export { RemoveMembersUseCase } from './remove-members.use-case';
export { MoveMembersUseCase } from './move-members.use-case';
export { RemoveFilteredMembersUseCase } from './remove-filtered-members.use-case';
export { MoveFilteredMembersUseCase } from './move-filtered-members.use-case';
export type { FilteredInput } from './filter-sent';
export { ExportMemberSheetUseCase } from './export-member-sheet.use-case';
export { CheckMembersUseCase } from './check-members.use-case';
export { ImportMembersUseCase } from './import-members.use-case';
export type { MembersBatchInput } from './members-batch';
export { FetchEntryCodesUseCase } from './fetch-entry-codes.use-case';
export { FetchEntryCodesPdfUseCase } from './fetch-entry-codes-pdf.use-case';
export { ListSubAccountsUseCase } from './list-sub-accounts.use-case';
export { FetchSubAccountUseCase } from './fetch-sub-account.use-case';
export { AddSubAccountUseCase } from './add-sub-account.use-case';
export { UpdateSubAccountUseCase } from './update-sub-account.use-case';
export { ResetSubAccountPasswordUseCase } from './reset-sub-account-password.use-case';
export { DisableSubAccountUseCase } from './disable-sub-account.use-case';
export { RemoveSubAccountUseCase } from './remove-sub-account.use-case';

// what each operation can fail with (its error type is `ErrorOf<typeof LIST>`)
export { LEADER_FAILURES, GROUP_FAILURES, LEADER_ONLY_FAILURES, MEMBER_INPUT_FAILURES } from './group-failures';
export { ADD_MEMBER_ERRORS } from './add-member.use-case';
export { ADD_SUB_ACCOUNT_ERRORS } from './add-sub-account.use-case';
export { EXPORT_MEMBER_SHEET_ERRORS } from './export-member-sheet.use-case';
export { CHECK_MEMBERS_ERRORS } from './check-members.use-case';
export { IMPORT_MEMBERS_ERRORS } from './import-members.use-case';
export { FETCH_ENTRY_CODES_ERRORS } from './fetch-entry-codes.use-case';
export { FETCH_ENTRY_CODES_PDF_ERRORS } from './fetch-entry-codes-pdf.use-case';
export { FETCH_GROUP_ERRORS } from './fetch-group.use-case';
export { FETCH_JOIN_INFO_ERRORS } from './fetch-join-info.use-case';
export { FETCH_MEMBER_ERRORS } from './fetch-member.use-case';
export { FETCH_SUB_ACCOUNT_ERRORS } from './fetch-sub-account.use-case';
export { LIST_MEMBERS_ERRORS } from './list-members.use-case';
export { LIST_SUB_ACCOUNTS_ERRORS } from './list-sub-accounts.use-case';
export { MOVE_MEMBERS_ERRORS } from './move-members.use-case';
export { MOVE_FILTERED_MEMBERS_ERRORS } from './move-filtered-members.use-case';
export { REMOVE_FILTERED_MEMBERS_ERRORS } from './remove-filtered-members.use-case';
export { REMOVE_MEMBERS_ERRORS } from './remove-members.use-case';
export { RESET_SUB_ACCOUNT_PASSWORD_ERRORS } from './reset-sub-account-password.use-case';
export { DISABLE_SUB_ACCOUNT_ERRORS } from './disable-sub-account.use-case';
export { REMOVE_SUB_ACCOUNT_ERRORS } from './remove-sub-account.use-case';
export { SAVE_GROUP_ERRORS } from './save-group.use-case';
export { UPDATE_MEMBER_ERRORS } from './update-member.use-case';
export { UPDATE_SUB_ACCOUNT_ERRORS } from './update-sub-account.use-case';
