import type { AuthGateway, AuthToken, DomainError, Result } from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { type ErrorOf, LOGIN_FAILURES, withinCodes } from '../operations/operation-errors';
import { missingText } from '../operations/input-guard';
import { TOKENS } from '../di/tokens';
import type { SessionStore } from '../session/session.store';
import { loginWithGrant } from './token-login';

/** What auto login by account can fail with. */
export const AUTO_LOGIN_BY_ACCOUNT_ERRORS = [...LOGIN_FAILURES] as const satisfies readonly ErrorCode[];

/** Logs in an account a trusted page has already authenticated (grant `accountPasswordAutoLogin`). */
@injectable()
export class AutoLoginByAccountUseCase {
  constructor(
    @inject(TOKENS.AuthGateway) private readonly auth: AuthGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link AUTO_LOGIN_BY_ACCOUNT_ERRORS}. */
  async execute(input: { account: string }, options?: CallOptions): Promise<Result<AuthToken, ErrorOf<typeof AUTO_LOGIN_BY_ACCOUNT_ERRORS>>> {
    return withinCodes(await this.run(input, options), AUTO_LOGIN_BY_ACCOUNT_ERRORS);
  }

  private run(input: { account: string }, options?: CallOptions): Promise<Result<AuthToken, DomainError>> {
    const invalid = missingText(input, ['account']);
    if (invalid) return Promise.resolve(invalid);
    return loginWithGrant(this.auth, this.session, { grantType: 'accountPasswordAutoLogin', account: input.account }, options);
  }
}
