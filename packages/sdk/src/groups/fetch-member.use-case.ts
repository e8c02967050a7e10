import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { GroupMember, GroupsGateway } from '@fairpass/domain/groups';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { GROUP_FAILURES } from './group-failures';
import { notLeader } from './groups.input-guards';
import { GROUPS_TOKENS } from './groups.tokens';

/** What fetch member can fail with. */
export const FETCH_MEMBER_ERRORS = [...HTTP_FAILURES, ...GROUP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * One member of the leader's group (/groupManagement/detail), with their review state, the organiser's
 * reason when refused and the entry code once approved.
 */
@injectable()
export class FetchMemberUseCase {
  constructor(
    @inject(GROUPS_TOKENS.Gateway) private readonly groups: GroupsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the member, or an error whose `code` is one of {@link FETCH_MEMBER_ERRORS}. */
  execute(input: { memberId: string }, options?: CallOptions): Promise<Result<GroupMember, ErrorOf<typeof FETCH_MEMBER_ERRORS>>> {
    return guarded(FETCH_MEMBER_ERRORS, notLeader(this.session) ?? missingText(input, ['memberId']), () =>
      this.groups.member({ exhibitionId: exhibitionOf(this.session), memberId: input.memberId.trim() }, options),
    );
  }
}
