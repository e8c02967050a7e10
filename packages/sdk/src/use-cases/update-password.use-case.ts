import type { AuthGateway, DomainError, Result, UpdatePasswordInput } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { missingText } from '../operations/input-guard';
import { TOKENS } from '../di/tokens';

/** Changes the logged-in user's password (old password required). */
@injectable()
export class UpdatePasswordUseCase {
  constructor(@inject(TOKENS.AuthGateway) private readonly auth: AuthGateway) {}

  execute(input: UpdatePasswordInput, options?: CallOptions): Promise<Result<null, DomainError>> {
    const invalid = missingText(input, ['oldPassword', 'newPassword', 'newPassword1']);
    if (invalid) return Promise.resolve(invalid);
    return this.auth.updatePassword(input, options);
  }
}
