import type { AuthGateway, DomainError, Result, SendVerificationCodeInput } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { missingText, outOfRange } from '../operations/input-guard';
import { TOKENS } from '../di/tokens';

/** Sends a login or reset code by SMS, WhatsApp or e-mail. */
@injectable()
export class SendVerificationCodeUseCase {
  constructor(@inject(TOKENS.AuthGateway) private readonly auth: AuthGateway) {}

  execute(input: SendVerificationCodeInput, options?: CallOptions): Promise<Result<null, DomainError>> {
    const invalid = outOfRange(input, 'channel', ['sms', 'whatsapp', 'email']) ?? outOfRange(input, 'scene', ['login', 'reset']) ?? missingText(input, ['target']);
    if (invalid) return Promise.resolve(invalid);
    return this.auth.sendVerificationCode(input, options);
  }
}
