import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { BulkOutcome, GroupsGateway } from '@fairpass/domain/groups';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { GROUP_FAILURES, LEADER_ONLY_FAILURES } from './group-failures';
import { invalidChoice, notLeader } from './groups.input-guards';
import { GROUPS_TOKENS } from './groups.tokens';
import { distinct } from './member-sent';

/** What remove members can fail with. */
export const REMOVE_MEMBERS_ERRORS = [...WRITE_FAILURES, ...GROUP_FAILURES, ...LEADER_ONLY_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.OUT_OF_RANGE'] as const satisfies readonly ErrorCode[];

/**
 * Removes one or several members (at most `GROUP_LIMITS.bulkMax`), all or none; the value counts them.
 * Carries an Idempotency-Key: pass `options.idempotencyKey` so a double tap or a retry removes once.
 */
@injectable()
export class RemoveMembersUseCase {
  constructor(
    @inject(GROUPS_TOKENS.Gateway) private readonly groups: GroupsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: how many were removed, or an error whose `code` is one of {@link REMOVE_MEMBERS_ERRORS}. */
  execute(input: { memberIds: readonly string[] }, options?: CallOptions): Promise<Result<BulkOutcome, ErrorOf<typeof REMOVE_MEMBERS_ERRORS>>> {
    return guarded(REMOVE_MEMBERS_ERRORS, notLeader(this.session) ?? invalidChoice(input), () =>
      this.groups.removeMembers({ exhibitionId: exhibitionOf(this.session), memberIds: distinct(input.memberIds) }, options),
    );
  }
}
