import { ContainerModule } from 'inversify';
import { defineArea } from '../di/area';
import { AddMemberUseCase } from './add-member.use-case';
import { AddSubAccountUseCase } from './add-sub-account.use-case';
import { CheckMembersUseCase } from './check-members.use-case';
import { ExportMemberSheetUseCase } from './export-member-sheet.use-case';
import { ImportMembersUseCase } from './import-members.use-case';
import { FetchEntryCodesUseCase } from './fetch-entry-codes.use-case';
import { FetchEntryCodesPdfUseCase } from './fetch-entry-codes-pdf.use-case';
import { FetchJoinInfoUseCase } from './fetch-join-info.use-case';
import { FetchGroupUseCase } from './fetch-group.use-case';
import { FetchMemberUseCase } from './fetch-member.use-case';
import { FetchSubAccountUseCase } from './fetch-sub-account.use-case';
import { GROUPS_TOKENS } from './groups.tokens';
import { HttpGroupsGateway } from './http-groups.gateway';
import { ListMembersUseCase } from './list-members.use-case';
import { ListSubAccountsUseCase } from './list-sub-accounts.use-case';
import { MoveFilteredMembersUseCase } from './move-filtered-members.use-case';
import { MoveMembersUseCase } from './move-members.use-case';
import { RemoveFilteredMembersUseCase } from './remove-filtered-members.use-case';
import { RemoveMembersUseCase } from './remove-members.use-case';
import { ResetSubAccountPasswordUseCase } from './reset-sub-account-password.use-case';
import { DisableSubAccountUseCase } from './disable-sub-account.use-case';
import { RemoveSubAccountUseCase } from './remove-sub-account.use-case';
import { SaveGroupUseCase } from './save-group.use-case';
import { UpdateMemberUseCase } from './update-member.use-case';
import { UpdateSubAccountUseCase } from './update-sub-account.use-case';

/** The groups area's operations, by the names callers use. */
export const GROUPS_OPERATIONS = {
  fetchGroup: FetchGroupUseCase,
  fetchJoinInfo: FetchJoinInfoUseCase,
  saveGroup: SaveGroupUseCase,
  listMembers: ListMembersUseCase,
  fetchMember: FetchMemberUseCase,
  addMember: AddMemberUseCase,
  updateMember: UpdateMemberUseCase,
  removeMembers: RemoveMembersUseCase,
  moveMembers: MoveMembersUseCase,
  removeFilteredMembers: RemoveFilteredMembersUseCase,
  moveFilteredMembers: MoveFilteredMembersUseCase,
  exportMemberSheet: ExportMemberSheetUseCase,
  checkMembers: CheckMembersUseCase,
  importMembers: ImportMembersUseCase,
  fetchEntryCodes: FetchEntryCodesUseCase,
  fetchEntryCodesPdf: FetchEntryCodesPdfUseCase,
  listSubAccounts: ListSubAccountsUseCase,
  fetchSubAccount: FetchSubAccountUseCase,
  addSubAccount: AddSubAccountUseCase,
  updateSubAccount: UpdateSubAccountUseCase,
  resetSubAccountPassword: ResetSubAccountPasswordUseCase,
  disableSubAccount: DisableSubAccountUseCase,
  removeSubAccount: RemoveSubAccountUseCase,
} as const;

/** The groups area: a group leader's group, its members and their entry codes, and a group account's sub-accounts. */
export const groupsArea = defineArea({
  name: 'groups',
  module: new ContainerModule(({ bind }) => {
    bind(GROUPS_TOKENS.Gateway).to(HttpGroupsGateway).inSingletonScope();
  }),
  operations: GROUPS_OPERATIONS,
});
