import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { GroupMember, GroupsGateway, MemberFields } from '@fairpass/domain/groups';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { GROUP_FAILURES, MEMBER_INPUT_FAILURES } from './group-failures';
import { invalidMember, notLeader } from './groups.input-guards';
import { GROUPS_TOKENS } from './groups.tokens';
import { memberSent } from './member-sent';

/** What add member can fail with. */
export const ADD_MEMBER_ERRORS = [...WRITE_FAILURES, ...GROUP_FAILURES, 'GROUP.MEMBER_DUPLICATE', 'REGISTRATION.DUPLICATE_DOCUMENT', 'GROUP.TEAM_UNKNOWN', ...MEMBER_INPUT_FAILURES] as const satisfies readonly ErrorCode[];

/**
 * Adds a member to the leader's group, waiting for the organiser's review: the info form's person fields
 * (a name of 2+ characters without digits or symbols, a mainland mobile, an identity document whose number
 * fits its type) and a team of the group. A mobile or document already in the group is
 * `GROUP.MEMBER_DUPLICATE` (`params.field`); a document someone else registered on the exhibition
 * with (another group's member, a visitor) is `REGISTRATION.DUPLICATE_DOCUMENT`. Carries an Idempotency-Key: pass `options.idempotencyKey` to
 * keep one across a reload, so a double tap adds one member.
 */
@injectable()
export class AddMemberUseCase {
  constructor(
    @inject(GROUPS_TOKENS.Gateway) private readonly groups: GroupsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the new member, or an error whose `code` is one of {@link ADD_MEMBER_ERRORS}. */
  execute(input: MemberFields, options?: CallOptions): Promise<Result<GroupMember, ErrorOf<typeof ADD_MEMBER_ERRORS>>> {
    return guarded(ADD_MEMBER_ERRORS, notLeader(this.session) ?? invalidMember(input), () =>
      this.groups.addMember({ exhibitionId: exhibitionOf(this.session), ...memberSent(input) }, options),
    );
  }
}
