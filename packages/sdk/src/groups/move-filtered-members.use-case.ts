import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { BulkOutcome, GroupsGateway } from '@fairpass/domain/groups';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { filterSent, invalidFilteredChoice, type FilteredInput } from './filter-sent';
import { GROUP_FAILURES, LEADER_ONLY_FAILURES } from './group-failures';
import { notLeader } from './groups.input-guards';
import { GROUPS_TOKENS } from './groups.tokens';

/** What move filtered members can fail with. */
export const MOVE_FILTERED_MEMBERS_ERRORS = [
  ...WRITE_FAILURES,
  ...GROUP_FAILURES, ...LEADER_ONLY_FAILURES,
  'GROUP.SELECTION_CHANGED',
  'GROUP.TEAM_UNKNOWN',
  'VALIDATION.REQUIRED',
  'VALIDATION.NUMBER_INVALID',
  'VALIDATION.OUT_OF_RANGE',
] as const satisfies readonly ErrorCode[];

/**
 * Moves every member the filter lists to the team `toTeamId`, all or none, without naming them — a team
 * of 200 in one request. `expectedCount` is how many the leader saw it list; `GROUP.SELECTION_CHANGED`
 * (with `params.count`) refuses it, changing nothing, when that is no longer so, and `GROUP.TEAM_UNKNOWN`
 * a team not of the group. The value counts those moved. Carries an Idempotency-Key.
 */
@injectable()
export class MoveFilteredMembersUseCase {
  constructor(
    @inject(GROUPS_TOKENS.Gateway) private readonly groups: GroupsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: how many were moved, or an error whose `code` is one of {@link MOVE_FILTERED_MEMBERS_ERRORS}. */
  execute(input: FilteredInput & { toTeamId: string }, options?: CallOptions): Promise<Result<BulkOutcome, ErrorOf<typeof MOVE_FILTERED_MEMBERS_ERRORS>>> {
    return guarded(MOVE_FILTERED_MEMBERS_ERRORS, notLeader(this.session) ?? invalidFilteredChoice(input) ?? missingText(input, ['toTeamId']), () =>
      this.groups.moveFilteredMembers(
        { exhibitionId: exhibitionOf(this.session), filter: filterSent(input.filter), expectedCount: input.expectedCount, toTeamId: input.toTeamId.trim() },
        options,
      ),
    );
  }
}
