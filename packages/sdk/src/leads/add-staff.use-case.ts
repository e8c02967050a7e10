import { isMainlandMobile, isPersonName, type CallOptions, type ErrorCode, type Result } from '@fairpass/domain';
import { type LeadsGateway, type LeadStaff } from '@fairpass/domain/leads';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { fieldError, missingText } from '../operations/input-guard';
import { WRITE_FAILURES, type ErrorOf } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { LEADS_TOKENS } from './leads.tokens';

/** What add staff can fail with: not the admin (4904), the mobile in another account (4908), a single-person package (4909). */
export const ADD_STAFF_ERRORS = [
  ...WRITE_FAILURES,
  'AUTH.SINGLE_EMPLOYEE_LOGIN',
  'LEADS.NO_PACKAGE',
  'LEADS.NOT_ADMIN',
  'LEADS.STAFF_TAKEN',
  'LEADS.STAFF_NOT_ALLOWED',
  'LEADS.LEAD_INVALID',
  'VALIDATION.REQUIRED',
  'VALIDATION.NAME_INVALID',
  'VALIDATION.PHONE_INVALID',
] as const satisfies readonly ErrorCode[];

/** Adds a staff member to a multi-person account by name and mainland mobile; they log in with it. Carries an Idempotency-Key. */
@injectable()
export class AddStaffUseCase {
  constructor(
    @inject(LEADS_TOKENS.Gateway) private readonly leads: LeadsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link ADD_STAFF_ERRORS}. */
  execute(input: { name: string; phone: string }, options?: CallOptions): Promise<Result<LeadStaff, ErrorOf<typeof ADD_STAFF_ERRORS>>> {
    const invalid =
      missingText(input, ['name', 'phone']) ??
      (!isPersonName(input.name) ? fieldError('VALIDATION.NAME_INVALID', 'name') : undefined) ??
      (!isMainlandMobile(input.phone) ? fieldError('VALIDATION.PHONE_INVALID', 'phone') : undefined);
    return guarded(ADD_STAFF_ERRORS, invalid, () => this.leads.addStaff({ exhibitionId: exhibitionOf(this.session), name: input.name.trim(), phone: input.phone.trim() }, options));
  }
}
