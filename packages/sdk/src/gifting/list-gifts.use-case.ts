import { type CallOptions, type ErrorCode, type Page, type PageRequest, type Result } from '@fairpass/domain';
import { GIFT_STATUSES, type Gift, type GiftingGateway, type GiftStatus } from '@fairpass/domain/gifting';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { invalidPage, outOfRange } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { GIFTING_TOKENS } from './gifting.tokens';

/** What list gifts can fail with. */
export const LIST_GIFTS_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.NUMBER_INVALID', 'VALIDATION.OUT_OF_RANGE'] as const satisfies readonly ErrorCode[];

/** Which page of the user's gifts: of one status, or all of them without one. */
export interface ListGiftsInput extends PageRequest {
  readonly status?: GiftStatus;
}

/** Lists the gifts the user made on this exhibition a page at a time, newest first, with their claims. */
@injectable()
export class ListGiftsUseCase {
  constructor(
    @inject(GIFTING_TOKENS.Gateway) private readonly gifting: GiftingGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LIST_GIFTS_ERRORS}. */
  execute(input: ListGiftsInput, options?: CallOptions): Promise<Result<Page<Gift>, ErrorOf<typeof LIST_GIFTS_ERRORS>>> {
    const invalid = (input?.status === undefined ? undefined : outOfRange(input, 'status', GIFT_STATUSES)) ?? invalidPage(input);
    return guarded(LIST_GIFTS_ERRORS, invalid, () =>
      this.gifting.gifts({ exhibitionId: exhibitionOf(this.session), status: input.status, current: input.current, size: input.size }, options),
    );
  }
}
