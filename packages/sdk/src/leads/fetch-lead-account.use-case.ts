import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { LeadAccount, LeadsGateway } from '@fairpass/domain/leads';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { HTTP_FAILURES, type ErrorOf } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { LEADS_TOKENS } from './leads.tokens';

/** What fetch lead account can fail with. */
export const FETCH_LEAD_ACCOUNT_ERRORS = [...HTTP_FAILURES, 'AUTH.SINGLE_EMPLOYEE_LOGIN'] as const satisfies readonly ErrorCode[];

/** The caller's lead account: their role, the package and its period, a transfer in review, the staff count. */
@injectable()
export class FetchLeadAccountUseCase {
  constructor(
    @inject(LEADS_TOKENS.Gateway) private readonly leads: LeadsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_LEAD_ACCOUNT_ERRORS}. */
  execute(options?: CallOptions): Promise<Result<LeadAccount, ErrorOf<typeof FETCH_LEAD_ACCOUNT_ERRORS>>> {
    return guarded(FETCH_LEAD_ACCOUNT_ERRORS, undefined, () => this.leads.account(exhibitionOf(this.session), options));
  }
}
