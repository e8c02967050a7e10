import { DomainError, err, type AuthGateway, type AuthToken, type Result } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import type { SessionStore } from '../session/session.store';
import { loginWithGrant } from './token-login';

/** Exchanges the stored refresh token for a new access token (grant `refresh_token`). */
@injectable()
export class RefreshTokenUseCase {
  constructor(
    @inject(TOKENS.AuthGateway) private readonly auth: AuthGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  async execute(options?: CallOptions): Promise<Result<AuthToken, DomainError>> {
    const refreshToken = this.session.refreshToken();
    if (!refreshToken) return err(new DomainError('AUTH.UNAUTHORIZED'));
    return loginWithGrant(this.auth, this.session, { grantType: 'refresh_token', refreshToken }, options);
  }
}
