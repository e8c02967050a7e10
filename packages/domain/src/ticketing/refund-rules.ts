// Whole-order refunds (docs/endpoints.md "Refunds"; shared/design/commerce.md): offered for a completed,
// paid order with something paid and no refund under way or done (a failed one may be asked again). The
// request names one of the reasons; "other" needs its own words, at most 200 characters. Whether the
// window is open or a ticket was entered or gifted only the server knows (RefundPreview's refusal).
import type { FieldErrors } from '../validation/validate-input';
import { isBlank, textLength } from '../validation/field-predicates';
import { compareMoney } from './money';
import type { Order } from './order.types';
import { REFUND_REASONS, type RefundRequest } from './refund.types';

export const REFUND_REASON_TEXT_MAX = 200;

const isReason = (value: string): boolean => (REFUND_REASONS as readonly string[]).includes(value);

/** The refund form's field → error codes ({} when it can be sent). */
export function refundRequestErrors(request: Pick<RefundRequest, 'reason' | 'reasonText'>): FieldErrors<'reason' | 'reasonText'> {
  const errors: FieldErrors<'reason' | 'reasonText'> = {};
  if (isBlank(request.reason)) errors.reason = ['VALIDATION.REQUIRED'];
  else if (!isReason(request.reason)) errors.reason = ['VALIDATION.OUT_OF_RANGE'];
  const text = request.reasonText?.trim() ?? '';
  if (request.reason === 'other' && text === '') errors.reasonText = ['VALIDATION.REQUIRED'];
  else if (textLength(text) > REFUND_REASON_TEXT_MAX) errors.reasonText = ['VALIDATION.TOO_LONG'];
  return errors;
}

/** Whether to offer "refund": paid and completed, above 0, and no refund pending or done. */
export const canRequestRefund = ({
  orderStatus,
  paymentStatus,
  refundStatus,
  total,
  currency,
}: Pick<Order, 'orderStatus' | 'paymentStatus' | 'refundStatus' | 'total' | 'currency'>): boolean =>
  orderStatus === 'completed' &&
  paymentStatus === 'received' &&
  (refundStatus === 'none' || refundStatus === 'failed') &&
  compareMoney({ amount: total, currency }, { amount: '0', currency }) === 1;
