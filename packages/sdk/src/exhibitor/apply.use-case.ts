import { isMainlandMobile, isValidCreditCode, type CallOptions, type DomainError, type Err, type ErrorCode, type Result } from '@fairpass/domain';
import type { ExhibitorApplication, ExhibitorGateway, ExhibitorProfile } from '@fairpass/domain/exhibitor';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded, optionalText } from '../operations/area-operation';
import { fieldError, missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_TOKENS } from './exhibitor.tokens';

/** What apply can fail with: the form's own checks, a second application (5011), the exhibition's
 * company information closed (5003), and the write failures. */
export const APPLY_ERRORS = [
  ...WRITE_FAILURES,
  'EXHIBITOR.APPLICATION_EXISTS',
  'REGISTRATION.SUBMISSION_CLOSED',
  'VALIDATION.REQUIRED',
  'VALIDATION.CREDIT_CODE_INVALID',
  'VALIDATION.PHONE_INVALID',
  'VALIDATION.BOOTH_ORDER_LIMIT',
  'VALIDATION.NUMBER_INVALID',
] as const satisfies readonly ErrorCode[];

const BOOTH_ORDER_MAX = 300;

function invalidApplication(input: unknown): Err<DomainError> | undefined {
  const missing = missingText(input, ['companyName', 'creditCode', 'contactName', 'mobile', 'exhibitCategory']);
  if (missing) return missing;
  const typed = input as Record<string, string>;
  if (!isValidCreditCode(typed['creditCode']!)) return fieldError('VALIDATION.CREDIT_CODE_INVALID', 'creditCode');
  if (!isMainlandMobile(typed['mobile']!.trim())) return fieldError('VALIDATION.PHONE_INVALID', 'mobile');
  const quantity = (input as { boothQuantity?: unknown }).boothQuantity;
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0) return fieldError('VALIDATION.NUMBER_INVALID', 'boothQuantity');
  return quantity > BOOTH_ORDER_MAX ? fieldError('VALIDATION.BOOTH_ORDER_LIMIT', 'boothQuantity') : undefined;
}

/**
 * The company's application to exhibit: company name (and English name), unified social credit code,
 * contact, mobile, e-mail, booth type and the number of standard booths or the raw-space area (≤ 300,
 * spec §5), and the exhibit category (a code of the `exhibitCategory` dictionary). The value is the profile with the application submitted. Carries an Idempotency-Key.
 */
@injectable()
export class ApplyUseCase {
  constructor(
    @inject(EXHIBITOR_TOKENS.Gateway) private readonly exhibitor: ExhibitorGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link APPLY_ERRORS}. */
  execute(input: ExhibitorApplication, options?: CallOptions): Promise<Result<ExhibitorProfile, ErrorOf<typeof APPLY_ERRORS>>> {
    return guarded(APPLY_ERRORS, invalidApplication(input), () => {
      const companyEnName = optionalText(input.companyEnName);
      const email = optionalText(input.email);
      return this.exhibitor.apply(
        {
          exhibitionId: exhibitionOf(this.session),
          companyName: input.companyName.trim(),
          ...(companyEnName === undefined ? {} : { companyEnName }),
          creditCode: input.creditCode.trim().toUpperCase(),
          contactName: input.contactName.trim(),
          mobile: input.mobile.trim(),
          ...(email === undefined ? {} : { email }),
          boothType: input.boothType,
          boothQuantity: input.boothQuantity,
          exhibitCategory: input.exhibitCategory.trim(),
        },
        options,
      );
    });
  }
}
