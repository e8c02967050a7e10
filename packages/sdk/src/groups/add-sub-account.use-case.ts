import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { GroupsGateway, SubAccount } from '@fairpass/domain/groups';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { LEADER_FAILURES, LEADER_ONLY_FAILURES } from './group-failures';
import { invalidSubAccount, notLeader } from './groups.input-guards';
import { GROUPS_TOKENS } from './groups.tokens';

/** What add sub account can fail with. */
export const ADD_SUB_ACCOUNT_ERRORS = [...WRITE_FAILURES, ...LEADER_FAILURES, ...LEADER_ONLY_FAILURES, 'SUBACCOUNT.ACCOUNT_TAKEN', 'VALIDATION.REQUIRED', 'VALIDATION.ACCOUNT_LENGTH', 'VALIDATION.ACCOUNT_INVALID', 'VALIDATION.NAME_INVALID', 'VALIDATION.PHONE_INVALID', 'VALIDATION.PASSWORD_WEAK'] as const satisfies readonly ErrorCode[];

/**
 * Adds a sub-account under the group account (/subordinate/form): a login name of spec §5's account
 * length in letters, digits and `_ . @ -` (`SUBACCOUNT.ACCOUNT_TAKEN`, `params.account`, when it is a
 * login already), the holder's name and mainland mobile, and a password of at least 8 characters with
 * digits, letters and special characters (the form checks its confirmation). Carries an Idempotency-Key:
 * pass `options.idempotencyKey` so a double tap adds one.
 */
@injectable()
export class AddSubAccountUseCase {
  constructor(
    @inject(GROUPS_TOKENS.Gateway) private readonly groups: GroupsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the new sub-account, or an error whose `code` is one of {@link ADD_SUB_ACCOUNT_ERRORS}. */
  execute(input: { account: string; name: string; phone: string; password: string }, options?: CallOptions): Promise<Result<SubAccount, ErrorOf<typeof ADD_SUB_ACCOUNT_ERRORS>>> {
    return guarded(ADD_SUB_ACCOUNT_ERRORS, notLeader(this.session) ?? invalidSubAccount(input), () =>
      this.groups.addSubAccount({ exhibitionId: exhibitionOf(this.session), account: input.account.trim(), name: input.name.trim(), phone: input.phone.trim(), password: input.password }, options),
    );
  }
}
