import type { AuthGateway, DomainError, ResetPasswordInput, Result } from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { type ErrorOf, WRITE_FAILURES, withinCodes } from '../operations/operation-errors';
import { missingText } from '../operations/input-guard';

/** What reset password can fail with. */
export const RESET_PASSWORD_ERRORS = [...WRITE_FAILURES, 'AUTH.CODE_INVALID', 'AUTH.CODE_EXPIRED', 'AUTH.CODE_ATTEMPTS_EXCEEDED', 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** Sets a new password with a verification code sent to the account's phone or e-mail. */
export class ResetPasswordUseCase {
  constructor(private readonly auth: AuthGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link RESET_PASSWORD_ERRORS}. */
  async execute(input: ResetPasswordInput, options?: CallOptions): Promise<Result<null, ErrorOf<typeof RESET_PASSWORD_ERRORS>>> {
    return withinCodes(await this.run(input, options), RESET_PASSWORD_ERRORS);
  }

  private run(input: ResetPasswordInput, options?: CallOptions): Promise<Result<null, DomainError>> {
    const invalid = missingText(input, ['account', 'code', 'newPassword', 'newPassword1']);
    if (invalid) return Promise.resolve(invalid);
    return this.auth.resetPassword(input, options);
  }
}
