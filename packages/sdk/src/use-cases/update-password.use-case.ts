import type { AuthGateway, DomainError, Result, UpdatePasswordInput } from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { type ErrorOf, WRITE_FAILURES, withinCodes } from '../operations/operation-errors';
import { missingText } from '../operations/input-guard';

/** What update password can fail with. */
export const UPDATE_PASSWORD_ERRORS = [...WRITE_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** Changes the logged-in user's password (old password required). */
export class UpdatePasswordUseCase {
  constructor(private readonly auth: AuthGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link UPDATE_PASSWORD_ERRORS}. */
  async execute(input: UpdatePasswordInput, options?: CallOptions): Promise<Result<null, ErrorOf<typeof UPDATE_PASSWORD_ERRORS>>> {
    return withinCodes(await this.run(input, options), UPDATE_PASSWORD_ERRORS);
  }

  private run(input: UpdatePasswordInput, options?: CallOptions): Promise<Result<null, DomainError>> {
    const invalid = missingText(input, ['oldPassword', 'newPassword', 'newPassword1']);
    if (invalid) return Promise.resolve(invalid);
    return this.auth.updatePassword(input, options);
  }
}
