import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { GroupMember, GroupsGateway, MemberFields } from '@fairpass/domain/groups';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { GROUP_FAILURES, MEMBER_INPUT_FAILURES } from './group-failures';
import { invalidMember, notLeader } from './groups.input-guards';
import { GROUPS_TOKENS } from './groups.tokens';
import { memberSent } from './member-sent';

/** What update member can fail with. */
export const UPDATE_MEMBER_ERRORS = [...WRITE_FAILURES, ...GROUP_FAILURES, 'GROUP.MEMBER_DUPLICATE', 'REGISTRATION.DUPLICATE_DOCUMENT', 'GROUP.MEMBER_LOCKED', 'GROUP.TEAM_UNKNOWN', ...MEMBER_INPUT_FAILURES] as const satisfies readonly ErrorCode[];

/**
 * Changes a member's details. An approved member's are locked (`GROUP.MEMBER_LOCKED`); a refused member
 * edited goes back to review. Carries an Idempotency-Key (pass `options.idempotencyKey`).
 */
@injectable()
export class UpdateMemberUseCase {
  constructor(
    @inject(GROUPS_TOKENS.Gateway) private readonly groups: GroupsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the member as changed, or an error whose `code` is one of {@link UPDATE_MEMBER_ERRORS}. */
  execute(input: MemberFields & { memberId: string }, options?: CallOptions): Promise<Result<GroupMember, ErrorOf<typeof UPDATE_MEMBER_ERRORS>>> {
    return guarded(UPDATE_MEMBER_ERRORS, notLeader(this.session) ?? missingText(input, ['memberId']) ?? invalidMember(input), () =>
      this.groups.updateMember({ exhibitionId: exhibitionOf(this.session), memberId: input.memberId.trim(), ...memberSent(input) }, options),
    );
  }
}
