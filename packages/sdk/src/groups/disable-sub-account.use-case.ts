import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { GroupsGateway, SubAccount } from '@fairpass/domain/groups';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { fieldError, missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { LEADER_FAILURES, LEADER_ONLY_FAILURES } from './group-failures';
import { notLeader } from './groups.input-guards';
import { GROUPS_TOKENS } from './groups.tokens';

/** What disable sub account can fail with. */
export const DISABLE_SUB_ACCOUNT_ERRORS = [...WRITE_FAILURES, ...LEADER_FAILURES, ...LEADER_ONLY_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * Disables a sub-account (`disabled: true`: every group call of its login is refused with
 * `SUBACCOUNT.DISABLED` until enabled again) or enables it (`false`); the value is the sub-account as
 * it is now. The leader's alone. Carries an Idempotency-Key (pass `options.idempotencyKey`).
 */
@injectable()
export class DisableSubAccountUseCase {
  constructor(
    @inject(GROUPS_TOKENS.Gateway) private readonly groups: GroupsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the sub-account, or an error whose `code` is one of {@link DISABLE_SUB_ACCOUNT_ERRORS}. */
  execute(input: { userId: string; disabled: boolean }, options?: CallOptions): Promise<Result<SubAccount, ErrorOf<typeof DISABLE_SUB_ACCOUNT_ERRORS>>> {
    const notFlag = typeof (input as { disabled?: unknown }).disabled === 'boolean' ? undefined : fieldError('VALIDATION.REQUIRED', 'disabled');
    return guarded(DISABLE_SUB_ACCOUNT_ERRORS, notLeader(this.session) ?? missingText(input, ['userId']) ?? notFlag, () =>
      this.groups.disableSubAccount({ exhibitionId: exhibitionOf(this.session), userId: input.userId.trim(), disabled: input.disabled }, options),
    );
  }
}
