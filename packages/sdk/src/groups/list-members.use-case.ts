import { type CallOptions, type ErrorCode, type Page, type PageRequest, type Result } from '@fairpass/domain';
import { MEMBER_REVIEW_STATES, type GroupMember, type GroupsGateway, type MemberQuery } from '@fairpass/domain/groups';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded, optionalText } from '../operations/area-operation';
import { invalidPage, outOfRange } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { GROUP_FAILURES } from './group-failures';
import { notLeader } from './groups.input-guards';
import { GROUPS_TOKENS } from './groups.tokens';

/** What list members can fail with. */
export const LIST_MEMBERS_ERRORS = [...HTTP_FAILURES, ...GROUP_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.NUMBER_INVALID', 'VALIDATION.OUT_OF_RANGE'] as const satisfies readonly ErrorCode[];

/** Which page of the members: of one review state or team, or matching part of a name or mobile (blank filters are none). */
export interface ListMembersInput extends MemberQuery, PageRequest {}

/**
 * Lists the leader's group a page at a time, newest first (/groupManagement/operateList): each member
 * with their team and review state. A group of 1,000 is read 20 at a time.
 */
@injectable()
export class ListMembersUseCase {
  constructor(
    @inject(GROUPS_TOKENS.Gateway) private readonly groups: GroupsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the page, or an error whose `code` is one of {@link LIST_MEMBERS_ERRORS}. */
  execute(input: ListMembersInput, options?: CallOptions): Promise<Result<Page<GroupMember>, ErrorOf<typeof LIST_MEMBERS_ERRORS>>> {
    const state = input.reviewState === undefined ? undefined : outOfRange(input, 'reviewState', MEMBER_REVIEW_STATES);
    return guarded(LIST_MEMBERS_ERRORS, notLeader(this.session) ?? invalidPage(input) ?? state, () =>
      this.groups.members(
        {
          exhibitionId: exhibitionOf(this.session),
          keyword: optionalText(input.keyword),
          reviewState: input.reviewState,
          teamId: optionalText(input.teamId),
          current: input.current,
          size: input.size,
        },
        options,
      ),
    );
  }
}
