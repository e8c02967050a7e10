import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { Gift, GiftingGateway } from '@fairpass/domain/gifting';
import { inject, injectable } from 'inversify';
import { guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import { GIFTING_TOKENS } from './gifting.tokens';

/** What cancel gift can fail with. */
export const CANCEL_GIFT_ERRORS = [
  ...WRITE_FAILURES,
  'GIFT.NOT_FOUND',
  'GIFT.NOTHING_TO_CANCEL',
  'VALIDATION.REQUIRED',
] as const satisfies readonly ErrorCode[];

/**
 * Ends one of the user's gifts: its unclaimed tickets unlock and return to the wallet; claimed ones stay
 * with their claimants. `GIFT.NOTHING_TO_CANCEL` when no ticket is left to take back (every one claimed, or the gift already
 * cancelled or expired). Carries an Idempotency-Key.
 */
@injectable()
export class CancelGiftUseCase {
  constructor(@inject(GIFTING_TOKENS.Gateway) private readonly gifting: GiftingGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link CANCEL_GIFT_ERRORS}. */
  execute(input: { giftId: string }, options?: CallOptions): Promise<Result<Gift, ErrorOf<typeof CANCEL_GIFT_ERRORS>>> {
    return guarded(CANCEL_GIFT_ERRORS, missingText(input, ['giftId']), () => this.gifting.cancelGift(input.giftId, options));
  }
}
