import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { BasketLine, Order, TicketingGateway } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import { invalidLines } from './ticketing.input-guards';
import { BASKET_FAILURES, basketOf, guarded } from './ticketing.operation';
import { TICKETING_TOKENS } from './ticketing.tokens';

/** What change order can fail with. */
export const CHANGE_ORDER_ERRORS = [
  ...WRITE_FAILURES,
  ...BASKET_FAILURES,
  'ORDER.PRICE_CHANGED',
  'ORDER.EXPIRED',
  'ORDER.NOT_PAYABLE',
  'VALIDATION.REQUIRED',
  'VALIDATION.NUMBER_INVALID',
] as const satisfies readonly ErrorCode[];

/** New lines (and discount code) for an unpaid order. */
export interface ChangeOrderInput {
  readonly orderId: string;
  readonly lines: readonly BasketLine[];
  readonly discountCode?: string;
}

/** Replaces the lines of an unpaid order (/ticket-type/select/{orderId}); a paid, cancelled or expired one is refused. */
@injectable()
export class ChangeOrderUseCase {
  constructor(@inject(TICKETING_TOKENS.Gateway) private readonly ticketing: TicketingGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link CHANGE_ORDER_ERRORS}. */
  execute(input: ChangeOrderInput, options?: CallOptions): Promise<Result<Order, ErrorOf<typeof CHANGE_ORDER_ERRORS>>> {
    return guarded(CHANGE_ORDER_ERRORS, missingText(input, ['orderId']) ?? invalidLines(input), () =>
      this.ticketing.changeOrder({ orderId: input.orderId, ...basketOf(input) }, options),
    );
  }
}
