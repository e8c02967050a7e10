import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { LeadsGateway, LeadStaff } from '@fairpass/domain/leads';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { HTTP_FAILURES, type ErrorOf } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { LEADS_TOKENS } from './leads.tokens';

/** What list staff can fail with (every member of the account may read it; 4904 stays for a server that keeps it to the admin). */
export const LIST_STAFF_ERRORS = [...HTTP_FAILURES, 'AUTH.SINGLE_EMPLOYEE_LOGIN', 'LEADS.NOT_ADMIN'] as const satisfies readonly ErrorCode[];

/** The account's admin and staff, each with how many leads they captured: the admin manages them, staff read them. */
@injectable()
export class ListStaffUseCase {
  constructor(
    @inject(LEADS_TOKENS.Gateway) private readonly leads: LeadsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LIST_STAFF_ERRORS}. */
  execute(options?: CallOptions): Promise<Result<readonly LeadStaff[], ErrorOf<typeof LIST_STAFF_ERRORS>>> {
    return guarded(LIST_STAFF_ERRORS, undefined, () => this.leads.staff(exhibitionOf(this.session), options));
  }
}
