import { textLength, type CallOptions, type ErrorCode, type Result } from '@fairpass/domain';
import { REFUND_REASONS, type Order, type RefundRequest, type TicketingGateway } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import { optionalText } from '../operations/area-operation';
import { fieldError, missingText, outOfRange } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import { guarded } from './ticketing.operation';
import { TICKETING_TOKENS } from './ticketing.tokens';

/** The longest reason text the server takes (docs/endpoints.md "Refunds"), in characters. */
export const REFUND_REASON_MAX_LENGTH = 200;

/**
 * Why the server can refuse a refund (wire codes 4301–4304): a ticket of the order was entered, or is
 * gifted (in an open gift or given away), the refund window closed, or there is nothing to refund
 * (unpaid, free, refunding or refunded).
 */
export const REFUND_FAILURES = [
  'REFUND.TICKET_ENTERED',
  'REFUND.TICKET_GIFTED',
  'REFUND.WINDOW_CLOSED',
  'REFUND.NOT_REFUNDABLE',
] as const satisfies readonly ErrorCode[];

/** What apply refund can fail with. */
export const APPLY_REFUND_ERRORS = [
  ...WRITE_FAILURES,
  ...REFUND_FAILURES,
  'VALIDATION.REQUIRED',
  'VALIDATION.OUT_OF_RANGE',
  'VALIDATION.TOO_LONG',
] as const satisfies readonly ErrorCode[];

/** `reasonText`: required for `other`, at most {@link REFUND_REASON_MAX_LENGTH} characters. */
function invalidReasonText(input: RefundRequest) {
  const text = optionalText(input.reasonText);
  if (input.reason === 'other' && text === undefined) return missingText(input, ['reasonText']);
  return text !== undefined && textLength(text) > REFUND_REASON_MAX_LENGTH ? fieldError('VALIDATION.TOO_LONG', 'reasonText') : undefined;
}

/**
 * Asks for the whole order's refund (/refund/{orderId}), with a reason (`reasonText` required for
 * `other`). The order comes back with `refundStatus: 'pending'` and its tickets locked until the refund
 * settles. Carries an Idempotency-Key: pass `options.idempotencyKey` to keep one across a reload.
 */
@injectable()
export class ApplyRefundUseCase {
  constructor(@inject(TICKETING_TOKENS.Gateway) private readonly ticketing: TicketingGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link APPLY_REFUND_ERRORS}. */
  execute(input: RefundRequest, options?: CallOptions): Promise<Result<Order, ErrorOf<typeof APPLY_REFUND_ERRORS>>> {
    const invalid = missingText(input, ['orderId']) ?? outOfRange(input, 'reason', REFUND_REASONS) ?? invalidReasonText(input);
    return guarded(APPLY_REFUND_ERRORS, invalid, () =>
      this.ticketing.applyRefund({ orderId: input.orderId, reason: input.reason, reasonText: optionalText(input.reasonText) }, options),
    );
  }
}
