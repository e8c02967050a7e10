import type { CallOptions, ErrorCode, Page, PageRequest, Result } from '@fairpass/domain';
import type { GroupsGateway, SubAccount } from '@fairpass/domain/groups';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { invalidPage } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { LEADER_FAILURES, LEADER_ONLY_FAILURES } from './group-failures';
import { notLeader } from './groups.input-guards';
import { GROUPS_TOKENS } from './groups.tokens';

/** What list sub accounts can fail with. */
export const LIST_SUB_ACCOUNTS_ERRORS = [...HTTP_FAILURES, ...LEADER_FAILURES, ...LEADER_ONLY_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.NUMBER_INVALID'] as const satisfies readonly ErrorCode[];

/** Lists the group account's sub-accounts a page at a time, newest first (/subordinate). */
@injectable()
export class ListSubAccountsUseCase {
  constructor(
    @inject(GROUPS_TOKENS.Gateway) private readonly groups: GroupsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the page, or an error whose `code` is one of {@link LIST_SUB_ACCOUNTS_ERRORS}. */
  execute(input: PageRequest, options?: CallOptions): Promise<Result<Page<SubAccount>, ErrorOf<typeof LIST_SUB_ACCOUNTS_ERRORS>>> {
    return guarded(LIST_SUB_ACCOUNTS_ERRORS, notLeader(this.session) ?? invalidPage(input), () =>
      this.groups.subAccounts({ exhibitionId: exhibitionOf(this.session), current: input.current, size: input.size }, options),
    );
  }
}
