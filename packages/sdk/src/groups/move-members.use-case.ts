import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { BulkOutcome, GroupsGateway } from '@fairpass/domain/groups';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { GROUP_FAILURES, LEADER_ONLY_FAILURES } from './group-failures';
import { invalidChoice, notLeader } from './groups.input-guards';
import { GROUPS_TOKENS } from './groups.tokens';
import { distinct } from './member-sent';

/** What move members can fail with. */
export const MOVE_MEMBERS_ERRORS = [...WRITE_FAILURES, ...GROUP_FAILURES, ...LEADER_ONLY_FAILURES, 'GROUP.TEAM_UNKNOWN', 'VALIDATION.REQUIRED', 'VALIDATION.OUT_OF_RANGE'] as const satisfies readonly ErrorCode[];

/**
 * Moves one or several members (at most `GROUP_LIMITS.bulkMax`) to another team of the group, all or
 * none (`GROUP.TEAM_UNKNOWN` for a team not of it); the value counts them. Carries an Idempotency-Key.
 */
@injectable()
export class MoveMembersUseCase {
  constructor(
    @inject(GROUPS_TOKENS.Gateway) private readonly groups: GroupsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: how many were moved, or an error whose `code` is one of {@link MOVE_MEMBERS_ERRORS}. */
  execute(input: { memberIds: readonly string[]; teamId: string }, options?: CallOptions): Promise<Result<BulkOutcome, ErrorOf<typeof MOVE_MEMBERS_ERRORS>>> {
    return guarded(MOVE_MEMBERS_ERRORS, notLeader(this.session) ?? invalidChoice(input) ?? missingText(input, ['teamId']), () =>
      this.groups.moveMembers({ exhibitionId: exhibitionOf(this.session), memberIds: distinct(input.memberIds), teamId: input.teamId.trim() }, options),
    );
  }
}
