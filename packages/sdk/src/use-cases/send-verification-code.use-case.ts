import type { AuthGateway, DomainError, Result, SendVerificationCodeInput } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';

/** Sends a login or reset code by SMS, WhatsApp or e-mail. */
@injectable()
export class SendVerificationCodeUseCase {
  constructor(@inject(TOKENS.AuthGateway) private readonly auth: AuthGateway) {}

  execute(input: SendVerificationCodeInput, options?: CallOptions): Promise<Result<null, DomainError>> {
    return this.auth.sendVerificationCode(input, options);
  }
}
