import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { LeadsGateway } from '@fairpass/domain/leads';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { WRITE_FAILURES, type ErrorOf } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { LEADS_TOKENS } from './leads.tokens';

/** What remove staff can fail with. */
export const REMOVE_STAFF_ERRORS = [...WRITE_FAILURES, 'AUTH.SINGLE_EMPLOYEE_LOGIN', 'LEADS.NOT_ADMIN', 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** Removes a staff member from the account (their leads stay the account's). */
@injectable()
export class RemoveStaffUseCase {
  constructor(
    @inject(LEADS_TOKENS.Gateway) private readonly leads: LeadsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link REMOVE_STAFF_ERRORS}. */
  execute(input: { userId: string }, options?: CallOptions): Promise<Result<true, ErrorOf<typeof REMOVE_STAFF_ERRORS>>> {
    return guarded(REMOVE_STAFF_ERRORS, missingText(input, ['userId']), () => this.leads.removeStaff({ exhibitionId: exhibitionOf(this.session), userId: input.userId.trim() }, options));
  }
}
