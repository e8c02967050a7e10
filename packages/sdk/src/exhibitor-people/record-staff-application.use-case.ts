import { ok, type CallOptions, type DomainError, type ErrorCode, type Result, type UserGateway } from '@fairpass/domain';
import { staffApplicationOf } from '@fairpass/domain/exhibitor-people';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { type ErrorOf, WRITE_FAILURES, withinCodes } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';

/** What record staff application can fail with. */
export const RECORD_STAFF_APPLICATION_ERRORS = [...WRITE_FAILURES] as const satisfies readonly ErrorCode[];

/** Whether this visit's staff link was recorded for the logged-in staff member (false: no login or no staff link). */
export interface StaffApplicationRecorded {
  readonly recorded: boolean;
}

/**
 * Records, with the logged-in staff member's token, the company's staff link this visit came through
 * (`userRegisterLink/save` with its `inviteDeptId`), so that the personal-info form they complete applies
 * for the company's pass and the company's admin sees them. The visit's own record of the link was made
 * before the login, with no one to name. Once recorded, the visit goes on as a plain registration: the
 * after-login steps no longer lead back to the staff landing. Carries an Idempotency-Key: pass
 * `options.idempotencyKey` to keep one across a reload.
 */
@injectable()
export class RecordStaffApplicationUseCase {
  constructor(
    @inject(TOKENS.UserGateway) private readonly users: UserGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link RECORD_STAFF_APPLICATION_ERRORS}. */
  async execute(_input: Record<string, never> = {}, options?: CallOptions): Promise<Result<StaffApplicationRecorded, ErrorOf<typeof RECORD_STAFF_APPLICATION_ERRORS>>> {
    return withinCodes(await this.run(options), RECORD_STAFF_APPLICATION_ERRORS);
  }

  private async run(options?: CallOptions): Promise<Result<StaffApplicationRecorded, DomainError>> {
    const { token, entry } = this.session.getSnapshot();
    const link = staffApplicationOf(entry);
    if (token === null || link === undefined) return ok({ recorded: false });
    const saved = await this.users.saveRegisterLink(link, options);
    if (!saved.ok) return saved;
    const current = this.session.getSnapshot().entry;
    if (staffApplicationOf(current) !== undefined) this.session.setEntry({ ...current, registrationSource: 'registration' });
    return ok({ recorded: true });
  }
}
