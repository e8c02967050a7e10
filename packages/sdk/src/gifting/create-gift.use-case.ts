import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { Gift, GiftingGateway } from '@fairpass/domain/gifting';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingText, notPositiveInteger } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { GIFTING_TOKENS } from './gifting.tokens';

/** What create gift can fail with. */
export const CREATE_GIFT_ERRORS = [
  ...WRITE_FAILURES,
  'GIFT.NOTHING_TO_GIVE',
  'VALIDATION.REQUIRED',
  'VALIDATION.NUMBER_INVALID',
] as const satisfies readonly ErrorCode[];

/** How many of the user's tickets of one type to give. */
export interface CreateGiftInput {
  readonly ticketTypeId: string;
  /** A whole number ≥ 1, at most what {@link ListGiftableUseCase} says is `available`. */
  readonly quantity: number;
}

/**
 * Gives tickets away (/ticket/give): a gift whose link lets others claim one ticket each for 72 hours;
 * until then the tickets are locked. More than the user can give is `GIFT.NOTHING_TO_GIVE` (with
 * `params.available`). Carries an Idempotency-Key: pass `options.idempotencyKey` to keep one across a reload.
 */
@injectable()
export class CreateGiftUseCase {
  constructor(
    @inject(GIFTING_TOKENS.Gateway) private readonly gifting: GiftingGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link CREATE_GIFT_ERRORS}. */
  execute(input: CreateGiftInput, options?: CallOptions): Promise<Result<Gift, ErrorOf<typeof CREATE_GIFT_ERRORS>>> {
    return guarded(CREATE_GIFT_ERRORS, missingText(input, ['ticketTypeId']) ?? notPositiveInteger(input, 'quantity'), () =>
      this.gifting.createGift({ exhibitionId: exhibitionOf(this.session), ticketTypeId: input.ticketTypeId, quantity: input.quantity }, options),
    );
  }
}
