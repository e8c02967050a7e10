import type { AuthGateway, DomainError, Result, SendVerificationCodeInput } from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { CODE_SENDING_FAILURES, type ErrorOf, withinCodes } from '../operations/operation-errors';
import { missingText, outOfRange } from '../operations/input-guard';

/** What send verification code can fail with. */
export const SEND_VERIFICATION_CODE_ERRORS = [...CODE_SENDING_FAILURES] as const satisfies readonly ErrorCode[];

/** Sends a login or reset code by SMS, WhatsApp or e-mail. */
export class SendVerificationCodeUseCase {
  constructor(private readonly auth: AuthGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link SEND_VERIFICATION_CODE_ERRORS}. */
  async execute(input: SendVerificationCodeInput, options?: CallOptions): Promise<Result<null, ErrorOf<typeof SEND_VERIFICATION_CODE_ERRORS>>> {
    return withinCodes(await this.run(input, options), SEND_VERIFICATION_CODE_ERRORS);
  }

  private run(input: SendVerificationCodeInput, options?: CallOptions): Promise<Result<null, DomainError>> {
    const invalid = outOfRange(input, 'channel', ['sms', 'whatsapp', 'email']) ?? outOfRange(input, 'scene', ['login', 'reset']) ?? missingText(input, ['target']);
    if (invalid) return Promise.resolve(invalid);
    return this.auth.sendVerificationCode(input, options);
  }
}
