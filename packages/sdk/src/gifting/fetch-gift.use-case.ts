import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { Gift, GiftingGateway } from '@fairpass/domain/gifting';
import { inject, injectable } from 'inversify';
import { guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import { GIFTING_TOKENS } from './gifting.tokens';

/** What fetch gift can fail with. */
export const FETCH_GIFT_ERRORS = [...HTTP_FAILURES, 'GIFT.NOT_FOUND', 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** Fetches one of the user's gifts: its status, claims (names masked) and the time left on the server's clock. */
@injectable()
export class FetchGiftUseCase {
  constructor(@inject(GIFTING_TOKENS.Gateway) private readonly gifting: GiftingGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_GIFT_ERRORS}. */
  execute(input: { giftId: string }, options?: CallOptions): Promise<Result<Gift, ErrorOf<typeof FETCH_GIFT_ERRORS>>> {
    return guarded(FETCH_GIFT_ERRORS, missingText(input, ['giftId']), () => this.gifting.gift(input.giftId, options));
  }
}
