import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { InformationGateway, SpecialEnquiry } from '@fairpass/domain/information';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded, optionalText } from '../operations/area-operation';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { invalidEnquiry } from './information.input-guards';
import { INFORMATION_TOKENS } from './information.tokens';

/** What send enquiry can fail with. */
export const SEND_ENQUIRY_ERRORS = [
  ...WRITE_FAILURES,
  'VALIDATION.REQUIRED',
  'VALIDATION.PHONE_INVALID',
  'VALIDATION.EMAIL_INVALID',
  'VALIDATION.NUMBER_INVALID',
] as const satisfies readonly ErrorCode[];

/**
 * Sends the special-equipment enquiry (company, contact, phone, optional e-mail and booth area, the
 * message) to the organiser; the value is its `enquiryId`. Texts go trimmed, a blank e-mail as none.
 * Carries an Idempotency-Key: pass `options.idempotencyKey` to keep one across a reload.
 */
@injectable()
export class SendEnquiryUseCase {
  constructor(
    @inject(INFORMATION_TOKENS.Gateway) private readonly information: InformationGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link SEND_ENQUIRY_ERRORS}. */
  execute(input: SpecialEnquiry, options?: CallOptions): Promise<Result<{ readonly enquiryId: string }, ErrorOf<typeof SEND_ENQUIRY_ERRORS>>> {
    return guarded(SEND_ENQUIRY_ERRORS, invalidEnquiry(input), () =>
      this.information.sendEnquiry(
        {
          exhibitionId: exhibitionOf(this.session),
          company: input.company.trim(),
          contact: input.contact.trim(),
          phone: input.phone.trim(),
          email: optionalText(input.email),
          boothArea: input.boothArea ?? undefined,
          message: input.message.trim(),
        },
        options,
      ),
    );
  }
}
