import { ok, type AuthGateway, type DomainError, type Result } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import type { SessionStore } from '../session/session.store';

/**
 * Ends the session. The local session is cleared even when the server call fails: a user who asked to
 * log out must not stay logged in on this device.
 */
@injectable()
export class LogoutUseCase {
  constructor(
    @inject(TOKENS.AuthGateway) private readonly auth: AuthGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  async execute(options?: CallOptions): Promise<Result<null, DomainError>> {
    if (this.session.getSnapshot().token) await this.auth.logout(options);
    this.session.clearAuth();
    return ok(null);
  }
}
