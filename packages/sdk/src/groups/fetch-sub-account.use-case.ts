import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { GroupsGateway, SubAccount } from '@fairpass/domain/groups';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { LEADER_FAILURES, LEADER_ONLY_FAILURES } from './group-failures';
import { notLeader } from './groups.input-guards';
import { GROUPS_TOKENS } from './groups.tokens';

/** What fetch sub account can fail with. */
export const FETCH_SUB_ACCOUNT_ERRORS = [...HTTP_FAILURES, ...LEADER_FAILURES, ...LEADER_ONLY_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * One sub-account of the group account (/subordinate/details/{id}).
 */
@injectable()
export class FetchSubAccountUseCase {
  constructor(
    @inject(GROUPS_TOKENS.Gateway) private readonly groups: GroupsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the sub-account, or an error whose `code` is one of {@link FETCH_SUB_ACCOUNT_ERRORS}. */
  execute(input: { userId: string }, options?: CallOptions): Promise<Result<SubAccount, ErrorOf<typeof FETCH_SUB_ACCOUNT_ERRORS>>> {
    return guarded(FETCH_SUB_ACCOUNT_ERRORS, notLeader(this.session) ?? missingText(input, ['userId']), () =>
      this.groups.subAccount({ exhibitionId: exhibitionOf(this.session), userId: input.userId.trim() }, options),
    );
  }
}
