import type { AuthGateway, DomainError, ResetPasswordInput, Result } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';

/** Sets a new password with a verification code sent to the account's phone or e-mail. */
@injectable()
export class ResetPasswordUseCase {
  constructor(@inject(TOKENS.AuthGateway) private readonly auth: AuthGateway) {}

  execute(input: ResetPasswordInput, options?: CallOptions): Promise<Result<null, DomainError>> {
    return this.auth.resetPassword(input, options);
  }
}
