import type { AuthGateway, AuthToken, DomainError, Result } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { missingText } from '../operations/input-guard';
import { TOKENS } from '../di/tokens';
import type { SessionStore } from '../session/session.store';
import { loginWithGrant } from './token-login';

/** Logs in with account and password (grant `password`). */
@injectable()
export class LoginByPasswordUseCase {
  constructor(
    @inject(TOKENS.AuthGateway) private readonly auth: AuthGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  execute(input: { username: string; password: string }, options?: CallOptions): Promise<Result<AuthToken, DomainError>> {
    const invalid = missingText(input, ['username', 'password']);
    if (invalid) return Promise.resolve(invalid);
    return loginWithGrant(this.auth, this.session, { grantType: 'password', username: input.username, password: input.password }, options);
  }
}
