import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { GroupsGateway } from '@fairpass/domain/groups';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { LEADER_FAILURES, LEADER_ONLY_FAILURES } from './group-failures';
import { notLeader } from './groups.input-guards';
import { GROUPS_TOKENS } from './groups.tokens';

/** What remove sub account can fail with. */
export const REMOVE_SUB_ACCOUNT_ERRORS = [...WRITE_FAILURES, ...LEADER_FAILURES, ...LEADER_ONLY_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * Removes a sub-account: its login goes (the account name may be given again). The leader's alone.
 * Carries an Idempotency-Key: pass `options.idempotencyKey` so a double tap or a retry answers once.
 */
@injectable()
export class RemoveSubAccountUseCase {
  constructor(
    @inject(GROUPS_TOKENS.Gateway) private readonly groups: GroupsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: true once removed, or an error whose `code` is one of {@link REMOVE_SUB_ACCOUNT_ERRORS}. */
  execute(input: { userId: string }, options?: CallOptions): Promise<Result<true, ErrorOf<typeof REMOVE_SUB_ACCOUNT_ERRORS>>> {
    return guarded(REMOVE_SUB_ACCOUNT_ERRORS, notLeader(this.session) ?? missingText(input, ['userId']), () =>
      this.groups.removeSubAccount({ exhibitionId: exhibitionOf(this.session), userId: input.userId.trim() }, options),
    );
  }
}
