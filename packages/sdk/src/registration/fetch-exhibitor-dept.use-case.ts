import { DomainError, err, type RegistrationGateway, type ExhibitorInfo, type Result } from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { type ErrorOf, HTTP_FAILURES, withinCodes } from '../operations/operation-errors';
import { TOKENS } from '../di/tokens';
import type { SessionStore } from '../session/session.store';
import { REGISTRATION_TOKENS } from './registration.tokens';

/** What fetch exhibitor dept can fail with. */
export const FETCH_EXHIBITOR_DEPT_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/** Fetches the exhibitor company of the logged-in user (null when the user belongs to none). */
@injectable()
export class FetchExhibitorDeptUseCase {
  constructor(
    @inject(REGISTRATION_TOKENS.Gateway) private readonly registration: RegistrationGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_EXHIBITOR_DEPT_ERRORS}. */
  async execute(options?: CallOptions): Promise<Result<ExhibitorInfo | null, ErrorOf<typeof FETCH_EXHIBITOR_DEPT_ERRORS>>> {
    return withinCodes(await this.run(options), FETCH_EXHIBITOR_DEPT_ERRORS);
  }

  private async run(options?: CallOptions): Promise<Result<ExhibitorInfo | null, DomainError>> {
    const { user, entry } = this.session.getSnapshot();
    if (user === null) return err(new DomainError('AUTH.UNAUTHORIZED'));
    return this.registration.exhibitorDept({ userId: user.userId, exhibitionId: entry.exhibitionId ?? '' }, options);
  }
}
