import { DomainError, err, type AuthGateway, type Result } from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { type ErrorOf, LOGIN_FAILURES, withinCodes } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { loginWithGrant, type LoginToken } from './token-login';

/** What refresh token can fail with. */
export const REFRESH_TOKEN_ERRORS = [...LOGIN_FAILURES] as const satisfies readonly ErrorCode[];

/** Exchanges the stored refresh token for a new access token (grant `refresh_token`). */
export class RefreshTokenUseCase {
  constructor(
    private readonly auth: AuthGateway,
    private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link REFRESH_TOKEN_ERRORS}. */
  async execute(options?: CallOptions): Promise<Result<LoginToken, ErrorOf<typeof REFRESH_TOKEN_ERRORS>>> {
    return withinCodes(await this.run(options), REFRESH_TOKEN_ERRORS);
  }

  private async run(options?: CallOptions): Promise<Result<LoginToken, DomainError>> {
    const refreshToken = this.session.refreshToken();
    if (!refreshToken) return err(new DomainError('AUTH.UNAUTHORIZED'));
    return loginWithGrant(this.auth, this.session, { grantType: 'refresh_token', refreshToken }, options);
  }
}
