import type { AuthGateway, AuthToken, DomainError, Result } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { missingText } from '../operations/input-guard';
import { TOKENS } from '../di/tokens';
import type { SessionStore } from '../session/session.store';
import { loginWithGrant } from './token-login';

/** Logs in with a phone number and the SMS code sent to it (grant `appsms`). */
@injectable()
export class LoginBySmsUseCase {
  constructor(
    @inject(TOKENS.AuthGateway) private readonly auth: AuthGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  execute(input: { phone: string; code: string }, options?: CallOptions): Promise<Result<AuthToken, DomainError>> {
    const invalid = missingText(input, ['phone', 'code']);
    if (invalid) return Promise.resolve(invalid);
    return loginWithGrant(this.auth, this.session, { grantType: 'appsms', phone: input.phone, code: input.code }, options);
  }
}
