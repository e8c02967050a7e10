import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { RefundPreview, TicketingGateway } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import { guarded } from './ticketing.operation';
import { TICKETING_TOKENS } from './ticketing.tokens';

/** What preview refund can fail with. */
export const PREVIEW_REFUND_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * Whether the whole order can be refunded now (/refund/{orderId}): the amount the server would pay back
 * (shown, never computed), the window's end, or why not (`refusal`: a ticket entered or gifted, the
 * window closed, nothing to refund). A refusal is a value here, not an error.
 */
@injectable()
export class PreviewRefundUseCase {
  constructor(@inject(TICKETING_TOKENS.Gateway) private readonly ticketing: TicketingGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link PREVIEW_REFUND_ERRORS}. */
  execute(input: { orderId: string }, options?: CallOptions): Promise<Result<RefundPreview, ErrorOf<typeof PREVIEW_REFUND_ERRORS>>> {
    return guarded(PREVIEW_REFUND_ERRORS, missingText(input, ['orderId']), () => this.ticketing.refundPreview(input.orderId, options));
  }
}
