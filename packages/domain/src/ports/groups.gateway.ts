// The group management and sub-account endpoints (docs/endpoints.md "Group management and
// sub-accounts"): the leader's group and its details, the members (paged, searched, added, edited,
// removed and moved), their entry codes, and the sub-accounts of a group account. All are the caller's
// (bearer), and the server refuses anyone who is not a group leader (GROUP.NOT_LEADER).
import type { DomainError, Result } from '../errors/result';
import type {
  BulkOutcome,
  GroupDetails,
  GroupEntryCodes,
  GroupMember,
  MemberFields,
  MemberQuery,
  SubAccount,
  VisitingGroup,
} from '../groups/group.types';
import type { CallOptions } from './call-options';
import type { Page, PageRequest } from './page';

/** What `RC group/member/list` takes: a page of the members, narrowed. */
export interface MemberListRequest extends MemberQuery, PageRequest {}

/** What `RC group/member/update` takes: a member's new details. */
export interface UpdateMemberRequest extends MemberFields {
  readonly memberId: string;
}

/** What `RC group/member/move` takes: the members and the team they go to. */
export interface MoveMembersRequest {
  readonly memberIds: readonly string[];
  readonly teamId: string;
}

/** What `RC subordinate/add` takes. */
export interface AddSubAccountRequest {
  readonly account: string;
  readonly name: string;
  readonly phone: string;
  readonly password: string;
}

/** What `RC subordinate/update` takes: the holder's details (the account name never changes). */
export interface UpdateSubAccountRequest {
  readonly userId: string;
  readonly name: string;
  readonly phone: string;
}

export interface GroupsGateway {
  /** The leader's group, or undefined when they have not set it up yet. */
  group(options?: CallOptions): Promise<Result<VisitingGroup | undefined, DomainError>>;
  /** Sets the group up, or changes its details; answers with the group. */
  saveGroup(details: GroupDetails, options?: CallOptions): Promise<Result<VisitingGroup, DomainError>>;
  /** The members, newest first. */
  members(input: MemberListRequest, options?: CallOptions): Promise<Result<Page<GroupMember>, DomainError>>;
  member(memberId: string, options?: CallOptions): Promise<Result<GroupMember, DomainError>>;
  /** Adds a member, waiting for the organiser's review. */
  addMember(fields: MemberFields, options?: CallOptions): Promise<Result<GroupMember, DomainError>>;
  updateMember(input: UpdateMemberRequest, options?: CallOptions): Promise<Result<GroupMember, DomainError>>;
  /** Removes every member named or none. */
  removeMembers(memberIds: readonly string[], options?: CallOptions): Promise<Result<BulkOutcome, DomainError>>;
  /** Moves every member named to the team, or none. */
  moveMembers(input: MoveMembersRequest, options?: CallOptions): Promise<Result<BulkOutcome, DomainError>>;
  /** The approved members' entry codes (of one team, or of all), and who cannot be printed yet. */
  entryCodes(teamId: string | undefined, options?: CallOptions): Promise<Result<GroupEntryCodes, DomainError>>;
  subAccounts(input: PageRequest, options?: CallOptions): Promise<Result<Page<SubAccount>, DomainError>>;
  subAccount(userId: string, options?: CallOptions): Promise<Result<SubAccount, DomainError>>;
  addSubAccount(input: AddSubAccountRequest, options?: CallOptions): Promise<Result<SubAccount, DomainError>>;
  updateSubAccount(input: UpdateSubAccountRequest, options?: CallOptions): Promise<Result<SubAccount, DomainError>>;
  /** Sets a sub-account's password; the same again answers the same. */
  resetSubAccountPassword(userId: string, password: string, options?: CallOptions): Promise<Result<true, DomainError>>;
}
