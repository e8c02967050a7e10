import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { GroupsGateway, MemberRowRefusal } from '@fairpass/domain/groups';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { GROUP_FAILURES } from './group-failures';
import { notLeader } from './groups.input-guards';
import { GROUPS_TOKENS } from './groups.tokens';
import { batchSent, invalidBatch, type MembersBatchInput } from './members-batch';

/** What check members can fail with. */
export const CHECK_MEMBERS_ERRORS = [...WRITE_FAILURES, ...GROUP_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.OUT_OF_RANGE'] as const satisfies readonly ErrorCode[];

/**
 * Asks the server which of a sheet's members it would refuse, before importing them (issue 29): each
 * refused row by its index among those sent, with the field and why — `GROUP.MEMBER_DUPLICATE` (a mobile
 * or document in the group already, or in an earlier row), `REGISTRATION.DUPLICATE_DOCUMENT` (a document
 * someone else registered on the exhibition with), `GROUP.TEAM_UNKNOWN`, or a field's `VALIDATION` code.
 * Changes nothing; 1–500 members.
 */
@injectable()
export class CheckMembersUseCase {
  constructor(
    @inject(GROUPS_TOKENS.Gateway) private readonly groups: GroupsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the refused rows (none: every row would be added), or an error whose `code` is one of {@link CHECK_MEMBERS_ERRORS}. */
  execute(input: MembersBatchInput, options?: CallOptions): Promise<Result<readonly MemberRowRefusal[], ErrorOf<typeof CHECK_MEMBERS_ERRORS>>> {
    return guarded(CHECK_MEMBERS_ERRORS, notLeader(this.session) ?? invalidBatch(input, false), () =>
      this.groups.checkMembers({ exhibitionId: exhibitionOf(this.session), members: batchSent(input.members) }, options),
    );
  }
}
