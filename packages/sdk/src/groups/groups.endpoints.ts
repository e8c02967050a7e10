// The groups area's backend endpoints (docs/endpoints.md "Group management and sub-accounts"): the
// leader's group and its details, the members and their entry codes, and a group account's
// sub-accounts. Every write carries an Idempotency-Key: adding a member, the bulk removes and moves and
// adding a sub-account must not happen twice, a password reset is idempotent, and the edits are safe
// to repeat with the first answer. An import of members from a sheet is one batch, all or none (issue 29).
import type { Page } from '@fairpass/domain';
import type { AddMemberRequest, AddSubAccountRequest, DisableSubAccountRequest, RemoveSubAccountRequest, BulkOutcome, EntryCodesPdf, EntryCodesRequest, GroupEntryCodes, GroupJoinInfo, GroupMember, JoinInfoRequest, InExhibition, MemberListRequest, MemberRowRefusal, MemberSheetFile, MemberSheetRequest, MembersBatchRequest, MoveFilteredRequest, MoveMembersRequest, RemoveFilteredRequest, RemoveMembersRequest, ResetSubAccountPasswordRequest, SaveGroupRequest, SubAccount, SubAccountListRequest, UpdateMemberRequest, UpdateSubAccountRequest, VisitingGroup } from '@fairpass/domain/groups';
import { endpoint } from '../http/endpoint';
import { RC } from '../http/endpoints';
import {
  normaliseBulkOutcome,
  normaliseEntryCodes,
  normaliseEntryCodesPdf,
  normaliseGroup,
  normaliseGroupOrNone,
  normaliseJoinInfo,
  normaliseMember,
  normaliseMemberPage,
  normaliseMemberSheet,
  normaliseRowRefusals,
  normaliseSubAccount,
  normaliseSubAccountPage,
} from './groups.normalisers';

/** The member detail's wire parameter is `id`. */
type MemberRef = InExhibition & { id: string };

/** The groups area's endpoint catalogue, for `client.api.call(GROUPS_ENDPOINTS.x, input)`. */
export const GROUPS_ENDPOINTS = {
  group: endpoint<InExhibition, VisitingGroup | undefined>()({ method: 'GET', path: `${RC}group/detail` }, normaliseGroupOrNone),
  joinInfo: endpoint<JoinInfoRequest, GroupJoinInfo | undefined>()({ method: 'GET', path: `${RC}group/joinInfo` }, normaliseJoinInfo),
  saveGroup: endpoint<SaveGroupRequest, VisitingGroup>()({ method: 'POST', path: `${RC}group/save`, idempotent: true }, normaliseGroup),
  members: endpoint<MemberListRequest, Page<GroupMember>>()({ method: 'GET', path: `${RC}group/member/list` }, normaliseMemberPage),
  member: endpoint<MemberRef, GroupMember>()({ method: 'GET', path: `${RC}group/member/detail` }, normaliseMember),
  addMember: endpoint<AddMemberRequest, GroupMember>()({ method: 'POST', path: `${RC}group/member/add`, idempotent: true }, normaliseMember),
  updateMember: endpoint<UpdateMemberRequest, GroupMember>()({ method: 'POST', path: `${RC}group/member/update`, idempotent: true }, normaliseMember),
  removeMembers: endpoint<RemoveMembersRequest, BulkOutcome>()({ method: 'POST', path: `${RC}group/member/remove`, idempotent: true }, normaliseBulkOutcome),
  moveMembers: endpoint<MoveMembersRequest, BulkOutcome>()({ method: 'POST', path: `${RC}group/member/move`, idempotent: true }, normaliseBulkOutcome),
  removeFilteredMembers: endpoint<RemoveFilteredRequest, BulkOutcome>()({ method: 'POST', path: `${RC}group/member/removeByFilter`, idempotent: true }, normaliseBulkOutcome),
  moveFilteredMembers: endpoint<MoveFilteredRequest, BulkOutcome>()({ method: 'POST', path: `${RC}group/member/moveByFilter`, idempotent: true }, normaliseBulkOutcome),
  memberSheet: endpoint<MemberSheetRequest, MemberSheetFile>()({ method: 'GET', path: `${RC}group/member/export` }, normaliseMemberSheet),
  checkMembers: endpoint<MembersBatchRequest, readonly MemberRowRefusal[]>()({ method: 'POST', path: `${RC}group/member/check` }, normaliseRowRefusals),
  importMembers: endpoint<MembersBatchRequest, BulkOutcome>()({ method: 'POST', path: `${RC}group/member/import`, idempotent: true }, normaliseBulkOutcome),
  entryCodes: endpoint<EntryCodesRequest, GroupEntryCodes>()({ method: 'GET', path: `${RC}group/member/codes` }, normaliseEntryCodes),
  entryCodesPdf: endpoint<EntryCodesRequest, EntryCodesPdf>()({ method: 'GET', path: `${RC}group/member/codes/pdf` }, normaliseEntryCodesPdf),
  subAccounts: endpoint<SubAccountListRequest, Page<SubAccount>>()({ method: 'GET', path: `${RC}subordinate/list` }, normaliseSubAccountPage),
  subAccount: endpoint<InExhibition & { userId: string }, SubAccount>()({ method: 'GET', path: `${RC}subordinate/detail` }, normaliseSubAccount),
  addSubAccount: endpoint<AddSubAccountRequest, SubAccount>()({ method: 'POST', path: `${RC}subordinate/add`, idempotent: true }, normaliseSubAccount),
  updateSubAccount: endpoint<UpdateSubAccountRequest, SubAccount>()({ method: 'POST', path: `${RC}subordinate/update`, idempotent: true }, normaliseSubAccount),
  disableSubAccount: endpoint<DisableSubAccountRequest, SubAccount>()({ method: 'POST', path: `${RC}subordinate/disable`, idempotent: true }, normaliseSubAccount),
  removeSubAccount: endpoint<RemoveSubAccountRequest, true>()({ method: 'POST', path: `${RC}subordinate/remove`, idempotent: true }),
  resetSubAccountPassword: endpoint<ResetSubAccountPasswordRequest, true>()({ method: 'POST', path: `${RC}subordinate/resetPwd`, idempotent: true }),
} as const;
