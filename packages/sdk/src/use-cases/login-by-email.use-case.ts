import type { AuthGateway, DomainError, Result } from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { type ErrorOf, LOGIN_FAILURES, withinCodes } from '../operations/operation-errors';
import { missingText } from '../operations/input-guard';
import type { SessionStore } from '../session/session.store';
import { loginWithGrant, type LoginToken } from './token-login';

/** What login by email can fail with. */
export const LOGIN_BY_EMAIL_ERRORS = [...LOGIN_FAILURES] as const satisfies readonly ErrorCode[];

/** Logs in with an e-mail address and the code sent to it (grant `appemail`). */
export class LoginByEmailUseCase {
  constructor(
    private readonly auth: AuthGateway,
    private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LOGIN_BY_EMAIL_ERRORS}. */
  async execute(input: { email: string; code: string }, options?: CallOptions): Promise<Result<LoginToken, ErrorOf<typeof LOGIN_BY_EMAIL_ERRORS>>> {
    return withinCodes(await this.run(input, options), LOGIN_BY_EMAIL_ERRORS);
  }

  private run(input: { email: string; code: string }, options?: CallOptions): Promise<Result<LoginToken, DomainError>> {
    const invalid = missingText(input, ['email', 'code']);
    if (invalid) return Promise.resolve(invalid);
    return loginWithGrant(this.auth, this.session, { grantType: 'appemail', email: input.email, code: input.code }, options);
  }
}
