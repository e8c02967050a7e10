// The group management and sub-account endpoints (docs/endpoints.md "Group management and
// sub-accounts"): the leader's group and its details, the members (paged, searched, added, edited,
// removed and moved), their entry codes, and the sub-accounts of a group account. All are the caller's
// (bearer) on one exhibition, and the server refuses anyone who is not a group leader there
// (GROUP.NOT_LEADER).
import type { DomainError, Result } from '../errors/result';
import type {
  BulkOutcome,
  EntryCodesPdf,
  GroupDetails,
  GroupEntryCodes,
  GroupJoinInfo,
  GroupMember,
  MemberFields,
  MemberQuery,
  MemberRowRefusal,
  MemberSheetFile,
  SubAccount,
  VisitingGroup,
} from '../groups/group.types';
import type { CallOptions } from '../ports/call-options';
import type { Page, PageRequest } from '../ports/page';

/** The exhibition a group call is about (the caller may lead a group on each of several). */
export interface InExhibition {
  readonly exhibitionId: string;
}

/** What `RC group/save` takes. */
export interface SaveGroupRequest extends GroupDetails, InExhibition {}

/** What `RC group/member/list` takes: a page of the members, narrowed. */
export interface MemberListRequest extends MemberQuery, PageRequest, InExhibition {}

/** What `RC group/member/add` takes. */
export interface AddMemberRequest extends MemberFields, InExhibition {}

/** What `RC group/member/update` takes: a member's new details. */
export interface UpdateMemberRequest extends MemberFields, InExhibition {
  readonly memberId: string;
}

/** What `RC group/member/remove` takes: the members, all removed or none. */
export interface RemoveMembersRequest extends InExhibition {
  readonly memberIds: readonly string[];
}

/** What `RC group/member/move` takes: the members and the team they go to. */
export interface MoveMembersRequest extends RemoveMembersRequest {
  readonly teamId: string;
}

/**
 * What `RC group/member/removeByFilter` takes (issue 29): every member the filter matches, and how many
 * the leader saw it match (GROUP.SELECTION_CHANGED when that is no longer so).
 */
export interface RemoveFilteredRequest extends InExhibition {
  readonly filter: MemberQuery;
  readonly expectedCount: number;
}

/** What `RC group/member/moveByFilter` takes: the same, and the team they go to. */
export interface MoveFilteredRequest extends RemoveFilteredRequest {
  readonly toTeamId: string;
}

/** What `RC group/member/codes` takes: one team's codes, or everybody's without a team. */
export interface EntryCodesRequest extends InExhibition {
  readonly teamId?: string;
}

/** What `RC subordinate/list` takes. */
export interface SubAccountListRequest extends PageRequest, InExhibition {}

/** What `RC subordinate/add` takes. */
export interface AddSubAccountRequest extends InExhibition {
  readonly account: string;
  readonly name: string;
  readonly phone: string;
  readonly password: string;
}

/** What `RC subordinate/update` takes: the holder's details (the account name never changes). */
export interface UpdateSubAccountRequest extends InExhibition {
  readonly userId: string;
  readonly name: string;
  readonly phone: string;
}

/** What `RC subordinate/resetPwd` takes. */
export interface ResetSubAccountPasswordRequest extends InExhibition {
  readonly userId: string;
  readonly password: string;
}

/** What `RC subordinate/disable` takes (issue 29): the sub-account, and whether it is disabled or enabled again. */
export interface DisableSubAccountRequest extends InExhibition {
  readonly userId: string;
  readonly disabled: boolean;
}

/** What `RC subordinate/remove` takes: the sub-account whose login goes. */
export interface RemoveSubAccountRequest extends InExhibition {
  readonly userId: string;
}

/** What `RC group/member/export` takes (issue 29): the list as filtered, or `template` for the empty template. */
export interface MemberSheetRequest extends MemberQuery, InExhibition {
  readonly template?: boolean;
}

/** What `RC group/member/check` and `RC group/member/import` take: the members of a sheet, in its order. */
export interface MembersBatchRequest extends InExhibition {
  readonly members: readonly MemberFields[];
}

/** What `RC group/joinInfo` takes: the group a join link names. */
export interface JoinInfoRequest extends InExhibition {
  readonly visitingGroupId: string;
}

export interface GroupsGateway {
  /** The leader's group, or undefined when they have not set it up yet. */
  group(exhibitionId: string, options?: CallOptions): Promise<Result<VisitingGroup | undefined, DomainError>>;
  /** The group a join link names and who leads it (no login), or undefined when it names none. */
  joinInfo(input: JoinInfoRequest, options?: CallOptions): Promise<Result<GroupJoinInfo | undefined, DomainError>>;
  /** Sets the group up, or changes its details; answers with the group. */
  saveGroup(input: SaveGroupRequest, options?: CallOptions): Promise<Result<VisitingGroup, DomainError>>;
  /** The members, newest first. */
  members(input: MemberListRequest, options?: CallOptions): Promise<Result<Page<GroupMember>, DomainError>>;
  member(input: InExhibition & { readonly memberId: string }, options?: CallOptions): Promise<Result<GroupMember, DomainError>>;
  /** Adds a member, waiting for the organiser's review. */
  addMember(input: AddMemberRequest, options?: CallOptions): Promise<Result<GroupMember, DomainError>>;
  updateMember(input: UpdateMemberRequest, options?: CallOptions): Promise<Result<GroupMember, DomainError>>;
  /** Removes every member named or none. */
  removeMembers(input: RemoveMembersRequest, options?: CallOptions): Promise<Result<BulkOutcome, DomainError>>;
  /** Moves every member named to the team, or none. */
  moveMembers(input: MoveMembersRequest, options?: CallOptions): Promise<Result<BulkOutcome, DomainError>>;
  /** Removes every member the filter matches, or none when it no longer matches `expectedCount` of them. */
  removeFilteredMembers(input: RemoveFilteredRequest, options?: CallOptions): Promise<Result<BulkOutcome, DomainError>>;
  /** Moves every member the filter matches to the team, or none (as removing). */
  moveFilteredMembers(input: MoveFilteredRequest, options?: CallOptions): Promise<Result<BulkOutcome, DomainError>>;
  /** The approved members' entry codes (of one team, or of all), and who cannot be printed yet. */
  entryCodes(input: EntryCodesRequest, options?: CallOptions): Promise<Result<GroupEntryCodes, DomainError>>;
  /** The same cards as one PDF at a signed address (to print on a computer, or mail). */
  entryCodesPdf(input: EntryCodesRequest, options?: CallOptions): Promise<Result<EntryCodesPdf, DomainError>>;
  /** The members as filtered, or the empty template, as a CSV file at a signed address. */
  memberSheet(input: MemberSheetRequest, options?: CallOptions): Promise<Result<MemberSheetFile, DomainError>>;
  /** The rows the server would refuse (in the group or registered on the exhibition already, or bad), each with its field and why. */
  checkMembers(input: MembersBatchRequest, options?: CallOptions): Promise<Result<readonly MemberRowRefusal[], DomainError>>;
  /** Adds every member sent, or none (the first refused row's failure, with its `index`). */
  importMembers(input: MembersBatchRequest, options?: CallOptions): Promise<Result<BulkOutcome, DomainError>>;
  subAccounts(input: SubAccountListRequest, options?: CallOptions): Promise<Result<Page<SubAccount>, DomainError>>;
  subAccount(input: InExhibition & { readonly userId: string }, options?: CallOptions): Promise<Result<SubAccount, DomainError>>;
  addSubAccount(input: AddSubAccountRequest, options?: CallOptions): Promise<Result<SubAccount, DomainError>>;
  updateSubAccount(input: UpdateSubAccountRequest, options?: CallOptions): Promise<Result<SubAccount, DomainError>>;
  /** Disables a sub-account (its next group call is refused) or enables it again; answers with it. */
  disableSubAccount(input: DisableSubAccountRequest, options?: CallOptions): Promise<Result<SubAccount, DomainError>>;
  /** Removes a sub-account: its login goes; the same again answers the same. */
  removeSubAccount(input: RemoveSubAccountRequest, options?: CallOptions): Promise<Result<true, DomainError>>;
  /** Sets a sub-account's password; the same again answers the same. */
  resetSubAccountPassword(input: ResetSubAccountPasswordRequest, options?: CallOptions): Promise<Result<true, DomainError>>;
}
