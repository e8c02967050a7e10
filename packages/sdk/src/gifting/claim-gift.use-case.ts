import { isEmailAddress, isPhoneNumber, type CallOptions, type ErrorCode, type Result } from '@fairpass/domain';
import { type GiftClaimDetails, type GiftingGateway } from '@fairpass/domain/gifting';
import { type Ticket } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import { guarded, optionalText } from '../operations/area-operation';
import { fieldError, missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import { GIFTING_TOKENS } from './gifting.tokens';

/**
 * Why the server can refuse a claim (wire codes 4202–4207): no such gift, one ticket of it claimed by
 * this user already, the user's own gift, the gift cancelled or expired, or every ticket of it claimed.
 */
export const CLAIM_FAILURES = [
  'GIFT.NOT_FOUND',
  'GIFT.ALREADY_CLAIMED',
  'GIFT.OWN_GIFT',
  'GIFT.CANCELLED',
  'GIFT.EXPIRED',
  'GIFT.ALL_CLAIMED',
] as const satisfies readonly ErrorCode[];

/** What claim gift can fail with. */
export const CLAIM_GIFT_ERRORS = [
  ...WRITE_FAILURES,
  ...CLAIM_FAILURES,
  'VALIDATION.REQUIRED',
  'VALIDATION.PHONE_INVALID',
  'VALIDATION.EMAIL_INVALID',
] as const satisfies readonly ErrorCode[];

/** The gift to claim from and the claimant's own details (the new ticket is issued in their name). */
export interface ClaimGiftInput extends GiftClaimDetails {
  readonly giftId: string;
}

const invalidDetails = (input: ClaimGiftInput) => {
  const missing = missingText(input, ['giftId', 'holderName', 'holderPhone']);
  if (missing) return missing;
  if (!isPhoneNumber(input.holderPhone.trim())) return fieldError('VALIDATION.PHONE_INVALID', 'holderPhone');
  const email = optionalText(input.holderEmail);
  return email !== undefined && !isEmailAddress(email) ? fieldError('VALIDATION.EMAIL_INVALID', 'holderEmail') : undefined;
};

/**
 * Claims one ticket of someone else's gift for the logged-in user: the answer is the claimant's new
 * ticket (a new code); the giver's one goes to their history. Each user claims at most one ticket of a
 * gift. Carries an Idempotency-Key: pass `options.idempotencyKey` to keep one across a reload.
 */
@injectable()
export class ClaimGiftUseCase {
  constructor(@inject(GIFTING_TOKENS.Gateway) private readonly gifting: GiftingGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link CLAIM_GIFT_ERRORS}. */
  execute(input: ClaimGiftInput, options?: CallOptions): Promise<Result<Ticket, ErrorOf<typeof CLAIM_GIFT_ERRORS>>> {
    return guarded(CLAIM_GIFT_ERRORS, invalidDetails(input), () =>
      this.gifting.claimGift(
        {
          giftId: input.giftId,
          holderName: input.holderName.trim(),
          holderPhone: input.holderPhone.trim(),
          holderEmail: optionalText(input.holderEmail),
          company: optionalText(input.company),
        },
        options,
      ),
    );
  }
}
