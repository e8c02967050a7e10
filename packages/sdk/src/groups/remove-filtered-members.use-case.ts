import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { BulkOutcome, GroupsGateway } from '@fairpass/domain/groups';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { filterSent, invalidFilteredChoice, type FilteredInput } from './filter-sent';
import { GROUP_FAILURES, LEADER_ONLY_FAILURES } from './group-failures';
import { notLeader } from './groups.input-guards';
import { GROUPS_TOKENS } from './groups.tokens';

/** What remove filtered members can fail with. */
export const REMOVE_FILTERED_MEMBERS_ERRORS = [
  ...WRITE_FAILURES,
  ...GROUP_FAILURES, ...LEADER_ONLY_FAILURES,
  'GROUP.SELECTION_CHANGED',
  'VALIDATION.REQUIRED',
  'VALIDATION.NUMBER_INVALID',
  'VALIDATION.OUT_OF_RANGE',
] as const satisfies readonly ErrorCode[];

/**
 * Removes every member the filter lists (a team, a review state, a search), all or none, without naming
 * them: `expectedCount` is how many the leader saw it list, and `GROUP.SELECTION_CHANGED` (with
 * `params.count`, the number now) refuses it, changing nothing, when that is no longer so. The value
 * counts those removed. Carries an Idempotency-Key: pass `options.idempotencyKey` so a double tap removes once.
 */
@injectable()
export class RemoveFilteredMembersUseCase {
  constructor(
    @inject(GROUPS_TOKENS.Gateway) private readonly groups: GroupsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: how many were removed, or an error whose `code` is one of {@link REMOVE_FILTERED_MEMBERS_ERRORS}. */
  execute(input: FilteredInput, options?: CallOptions): Promise<Result<BulkOutcome, ErrorOf<typeof REMOVE_FILTERED_MEMBERS_ERRORS>>> {
    return guarded(REMOVE_FILTERED_MEMBERS_ERRORS, notLeader(this.session) ?? invalidFilteredChoice(input), () =>
      this.groups.removeFilteredMembers({ exhibitionId: exhibitionOf(this.session), filter: filterSent(input.filter), expectedCount: input.expectedCount }, options),
    );
  }
}
