import { ok, type CallOptions, type DomainError, type Page, type Result } from '@fairpass/domain';
import { type AddMemberRequest, type AddSubAccountRequest, type DisableSubAccountRequest, type RemoveSubAccountRequest, type BulkOutcome, type EntryCodesPdf, type EntryCodesRequest, type GroupEntryCodes, type GroupJoinInfo, type JoinInfoRequest, type GroupMember, type GroupsGateway, type InExhibition, type MemberListRequest, type MemberRowRefusal, type MemberSheetFile, type MemberSheetRequest, type MembersBatchRequest, type MoveFilteredRequest, type MoveMembersRequest, type RemoveFilteredRequest, type RemoveMembersRequest, type ResetSubAccountPasswordRequest, type SaveGroupRequest, type SubAccount, type SubAccountListRequest, type UpdateMemberRequest, type UpdateSubAccountRequest, type VisitingGroup } from '@fairpass/domain/groups';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { GROUPS_ENDPOINTS as E } from './groups.endpoints';

/** The groups area's endpoints over the client's one API caller. */
@injectable()
export class HttpGroupsGateway implements GroupsGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async group(exhibitionId: string, options?: CallOptions): Promise<Result<VisitingGroup | undefined, DomainError>> {
    // An empty reply (null, which the normaliser never sees) is no group either.
    const group = replyData(await this.api.call(E.group, { exhibitionId }, options));
    return group.ok && group.value === null ? ok(undefined) : group;
  }

  async joinInfo(input: JoinInfoRequest, options?: CallOptions): Promise<Result<GroupJoinInfo | undefined, DomainError>> {
    return replyData(await this.api.call(E.joinInfo, input, options));
  }

  async saveGroup(input: SaveGroupRequest, options?: CallOptions): Promise<Result<VisitingGroup, DomainError>> {
    return replyData(await this.api.call(E.saveGroup, input, options));
  }

  async members(input: MemberListRequest, options?: CallOptions): Promise<Result<Page<GroupMember>, DomainError>> {
    return replyData(await this.api.call(E.members, input, options));
  }

  async member({ exhibitionId, memberId }: InExhibition & { readonly memberId: string }, options?: CallOptions): Promise<Result<GroupMember, DomainError>> {
    return replyData(await this.api.call(E.member, { exhibitionId, id: memberId }, options));
  }

  async addMember(input: AddMemberRequest, options?: CallOptions): Promise<Result<GroupMember, DomainError>> {
    return replyData(await this.api.call(E.addMember, input, options));
  }

  async updateMember(input: UpdateMemberRequest, options?: CallOptions): Promise<Result<GroupMember, DomainError>> {
    return replyData(await this.api.call(E.updateMember, input, options));
  }

  async removeMembers(input: RemoveMembersRequest, options?: CallOptions): Promise<Result<BulkOutcome, DomainError>> {
    return replyData(await this.api.call(E.removeMembers, input, options));
  }

  async moveMembers(input: MoveMembersRequest, options?: CallOptions): Promise<Result<BulkOutcome, DomainError>> {
    return replyData(await this.api.call(E.moveMembers, input, options));
  }

  async removeFilteredMembers(input: RemoveFilteredRequest, options?: CallOptions): Promise<Result<BulkOutcome, DomainError>> {
    return replyData(await this.api.call(E.removeFilteredMembers, input, options));
  }

  async moveFilteredMembers(input: MoveFilteredRequest, options?: CallOptions): Promise<Result<BulkOutcome, DomainError>> {
    return replyData(await this.api.call(E.moveFilteredMembers, input, options));
  }

  async memberSheet(input: MemberSheetRequest, options?: CallOptions): Promise<Result<MemberSheetFile, DomainError>> {
    return replyData(await this.api.call(E.memberSheet, input, options));
  }

  async checkMembers(input: MembersBatchRequest, options?: CallOptions): Promise<Result<readonly MemberRowRefusal[], DomainError>> {
    return replyData(await this.api.call(E.checkMembers, input, options));
  }

  async importMembers(input: MembersBatchRequest, options?: CallOptions): Promise<Result<BulkOutcome, DomainError>> {
    return replyData(await this.api.call(E.importMembers, input, options));
  }

  async entryCodes(input: EntryCodesRequest, options?: CallOptions): Promise<Result<GroupEntryCodes, DomainError>> {
    return replyData(await this.api.call(E.entryCodes, input, options));
  }

  async entryCodesPdf(input: EntryCodesRequest, options?: CallOptions): Promise<Result<EntryCodesPdf, DomainError>> {
    return replyData(await this.api.call(E.entryCodesPdf, input, options));
  }

  async subAccounts(input: SubAccountListRequest, options?: CallOptions): Promise<Result<Page<SubAccount>, DomainError>> {
    return replyData(await this.api.call(E.subAccounts, input, options));
  }

  async subAccount(input: InExhibition & { readonly userId: string }, options?: CallOptions): Promise<Result<SubAccount, DomainError>> {
    return replyData(await this.api.call(E.subAccount, input, options));
  }

  async addSubAccount(input: AddSubAccountRequest, options?: CallOptions): Promise<Result<SubAccount, DomainError>> {
    return replyData(await this.api.call(E.addSubAccount, input, options));
  }

  async updateSubAccount(input: UpdateSubAccountRequest, options?: CallOptions): Promise<Result<SubAccount, DomainError>> {
    return replyData(await this.api.call(E.updateSubAccount, input, options));
  }

  async disableSubAccount(input: DisableSubAccountRequest, options?: CallOptions): Promise<Result<SubAccount, DomainError>> {
    return replyData(await this.api.call(E.disableSubAccount, input, options));
  }

  async removeSubAccount(input: RemoveSubAccountRequest, options?: CallOptions): Promise<Result<true, DomainError>> {
    return replyData(await this.api.call(E.removeSubAccount, input, options));
  }

  async resetSubAccountPassword(input: ResetSubAccountPasswordRequest, options?: CallOptions): Promise<Result<true, DomainError>> {
    return replyData(await this.api.call(E.resetSubAccountPassword, input, options));
  }
}
