import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { PaymentStatusReply, TicketingGateway } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import { guarded } from './ticketing.operation';
import { TICKETING_TOKENS } from './ticketing.tokens';

/** What fetch payment status can fail with. */
export const FETCH_PAYMENT_STATUS_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * Asks the server whether an order is paid: the read /payTransition polls after any client-side
 * result (WeChat's "ok" is not proof), with the server's clock.
 */
@injectable()
export class FetchPaymentStatusUseCase {
  constructor(@inject(TICKETING_TOKENS.Gateway) private readonly ticketing: TicketingGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_PAYMENT_STATUS_ERRORS}. */
  execute(input: { orderId: string }, options?: CallOptions): Promise<Result<PaymentStatusReply, ErrorOf<typeof FETCH_PAYMENT_STATUS_ERRORS>>> {
    return guarded(FETCH_PAYMENT_STATUS_ERRORS, missingText(input, ['orderId']), () => this.ticketing.paymentStatus(input.orderId, options));
  }
}
