import type { AuthGateway, DomainError, ResetPasswordInput, Result } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { missingText } from '../operations/input-guard';
import { TOKENS } from '../di/tokens';

/** Sets a new password with a verification code sent to the account's phone or e-mail. */
@injectable()
export class ResetPasswordUseCase {
  constructor(@inject(TOKENS.AuthGateway) private readonly auth: AuthGateway) {}

  execute(input: ResetPasswordInput, options?: CallOptions): Promise<Result<null, DomainError>> {
    const invalid = missingText(input, ['account', 'code', 'newPassword', 'newPassword1']);
    if (invalid) return Promise.resolve(invalid);
    return this.auth.resetPassword(input, options);
  }
}
