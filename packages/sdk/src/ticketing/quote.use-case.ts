import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { BasketLine, Quote, TicketingGateway } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { invalidLines } from './ticketing.input-guards';
import { BASKET_FAILURES, basketOf, exhibitionOf, guarded } from './ticketing.operation';
import { TICKETING_TOKENS } from './ticketing.tokens';

/** What quote can fail with. */
export const QUOTE_ERRORS = [...WRITE_FAILURES, ...BASKET_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.NUMBER_INVALID'] as const satisfies readonly ErrorCode[];

/** A basket to price: its lines and an optional discount code (a blank code is not sent). */
export interface QuoteInput {
  readonly lines: readonly BasketLine[];
  readonly discountCode?: string;
}

/**
 * Prices a basket on the server (nothing is written): each line's unit price, discount and amount,
 * whether the discount code applies to it, and the total. The client never computes what is charged.
 */
@injectable()
export class QuoteUseCase {
  constructor(
    @inject(TICKETING_TOKENS.Gateway) private readonly ticketing: TicketingGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link QUOTE_ERRORS}. */
  execute(input: QuoteInput, options?: CallOptions): Promise<Result<Quote, ErrorOf<typeof QUOTE_ERRORS>>> {
    return guarded(QUOTE_ERRORS, invalidLines(input), () => this.ticketing.quote({ exhibitionId: exhibitionOf(this.session), ...basketOf(input) }, options));
  }
}
