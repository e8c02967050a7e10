import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { GroupsGateway } from '@fairpass/domain/groups';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { LEADER_FAILURES, LEADER_ONLY_FAILURES } from './group-failures';
import { invalidPassword, notLeader } from './groups.input-guards';
import { GROUPS_TOKENS } from './groups.tokens';

/** What reset sub account password can fail with. */
export const RESET_SUB_ACCOUNT_PASSWORD_ERRORS = [...WRITE_FAILURES, ...LEADER_FAILURES, ...LEADER_ONLY_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.PASSWORD_WEAK'] as const satisfies readonly ErrorCode[];

/**
 * Sets a sub-account's password (/subordinate/resetPwd/{userId}): at least 8 characters with digits,
 * letters and special characters (the form checks its confirmation). The reset is idempotent: the same
 * again answers the same, and it carries an Idempotency-Key so a retry is replayed.
 */
@injectable()
export class ResetSubAccountPasswordUseCase {
  constructor(
    @inject(GROUPS_TOKENS.Gateway) private readonly groups: GroupsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: `true` once set, or an error whose `code` is one of {@link RESET_SUB_ACCOUNT_PASSWORD_ERRORS}. */
  execute(input: { userId: string; password: string }, options?: CallOptions): Promise<Result<true, ErrorOf<typeof RESET_SUB_ACCOUNT_PASSWORD_ERRORS>>> {
    return guarded(RESET_SUB_ACCOUNT_PASSWORD_ERRORS, notLeader(this.session) ?? missingText(input, ['userId']) ?? invalidPassword(input), () =>
      this.groups.resetSubAccountPassword({ exhibitionId: exhibitionOf(this.session), userId: input.userId.trim(), password: input.password }, options),
    );
  }
}
