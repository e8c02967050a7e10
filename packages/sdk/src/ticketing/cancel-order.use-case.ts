import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { Order, TicketingGateway } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import { guarded } from './ticketing.operation';
import { TICKETING_TOKENS } from './ticketing.tokens';

/** What cancel order can fail with. */
export const CANCEL_ORDER_ERRORS = [...WRITE_FAILURES, 'ORDER.NOT_PAYABLE', 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** Cancels an unpaid order and answers with it cancelled; a paid order is refused (`ORDER.NOT_PAYABLE`). */
@injectable()
export class CancelOrderUseCase {
  constructor(@inject(TICKETING_TOKENS.Gateway) private readonly ticketing: TicketingGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link CANCEL_ORDER_ERRORS}. */
  execute(input: { orderId: string }, options?: CallOptions): Promise<Result<Order, ErrorOf<typeof CANCEL_ORDER_ERRORS>>> {
    return guarded(CANCEL_ORDER_ERRORS, missingText(input, ['orderId']), () => this.ticketing.cancelOrder(input.orderId, options));
  }
}
