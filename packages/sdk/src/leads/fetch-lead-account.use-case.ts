import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { LeadAccount, LeadsGateway } from '@fairpass/domain/leads';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { HTTP_FAILURES, type ErrorOf } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import type { LeadBook } from './lead-book';
import { LEADS_TOKENS } from './leads.tokens';

/** What fetch lead account can fail with. */
export const FETCH_LEAD_ACCOUNT_ERRORS = [...HTTP_FAILURES, 'AUTH.SINGLE_EMPLOYEE_LOGIN'] as const satisfies readonly ErrorCode[];

/**
 * The caller's lead account: their role, the package and its period, a transfer in review, the staff
 * count. Once it has a package, the leads the server refused for having none (LEADS.NO_PACKAGE) go back
 * in line by themselves: buying the package (WeChat Pay, an approved transfer) is all it takes.
 */
@injectable()
export class FetchLeadAccountUseCase {
  constructor(
    @inject(LEADS_TOKENS.Gateway) private readonly leads: LeadsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
    @inject(LEADS_TOKENS.Book) private readonly book: LeadBook,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_LEAD_ACCOUNT_ERRORS}. */
  async execute(options?: CallOptions): Promise<Result<LeadAccount, ErrorOf<typeof FETCH_LEAD_ACCOUNT_ERRORS>>> {
    const account = await guarded(FETCH_LEAD_ACCOUNT_ERRORS, undefined, () => this.leads.account(exhibitionOf(this.session), options));
    if (account.ok && account.value.package !== undefined) await this.book.retry(undefined, 'LEADS.NO_PACKAGE');
    return account;
  }
}
