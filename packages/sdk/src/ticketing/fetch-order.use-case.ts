import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { Order, TicketingGateway } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import { guarded } from './ticketing.operation';
import { TICKETING_TOKENS } from './ticketing.tokens';

/** What fetch order can fail with. */
export const FETCH_ORDER_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** Fetches one order (/order/{orderId}): its lines, total, status axes and the time left to pay. */
@injectable()
export class FetchOrderUseCase {
  constructor(@inject(TICKETING_TOKENS.Gateway) private readonly ticketing: TicketingGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_ORDER_ERRORS}. */
  execute(input: { orderId: string }, options?: CallOptions): Promise<Result<Order, ErrorOf<typeof FETCH_ORDER_ERRORS>>> {
    return guarded(FETCH_ORDER_ERRORS, missingText(input, ['orderId']), () => this.ticketing.order(input.orderId, options));
  }
}
