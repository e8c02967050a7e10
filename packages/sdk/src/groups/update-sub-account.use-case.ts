import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { GroupsGateway, SubAccount } from '@fairpass/domain/groups';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { LEADER_FAILURES, LEADER_ONLY_FAILURES } from './group-failures';
import { invalidHolder, notLeader } from './groups.input-guards';
import { GROUPS_TOKENS } from './groups.tokens';

/** What update sub account can fail with. */
export const UPDATE_SUB_ACCOUNT_ERRORS = [...WRITE_FAILURES, ...LEADER_FAILURES, ...LEADER_ONLY_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.NAME_INVALID', 'VALIDATION.PHONE_INVALID'] as const satisfies readonly ErrorCode[];

/**
 * Changes a sub-account's holder (name and mobile); its login name never changes. Carries an
 * Idempotency-Key (pass `options.idempotencyKey`).
 */
@injectable()
export class UpdateSubAccountUseCase {
  constructor(
    @inject(GROUPS_TOKENS.Gateway) private readonly groups: GroupsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the sub-account as changed, or an error whose `code` is one of {@link UPDATE_SUB_ACCOUNT_ERRORS}. */
  execute(input: { userId: string; name: string; phone: string }, options?: CallOptions): Promise<Result<SubAccount, ErrorOf<typeof UPDATE_SUB_ACCOUNT_ERRORS>>> {
    return guarded(UPDATE_SUB_ACCOUNT_ERRORS, notLeader(this.session) ?? missingText(input, ['userId']) ?? invalidHolder(input), () =>
      this.groups.updateSubAccount({ exhibitionId: exhibitionOf(this.session), userId: input.userId.trim(), name: input.name.trim(), phone: input.phone.trim() }, options),
    );
  }
}
