// How many tickets to give (spec §5: the gift quantity is a positive integer): the text as typed, digits
// only — no sign, decimal point, exponent or space — above 0, and no more than the caller can give now
// (`give/giftable`'s `available`). The server checks again and answers GIFT.NOTHING_TO_GIVE.
import type { FieldErrors } from '../validation/validate-input';
import { isBlank } from '../validation/field-predicates';

const DIGITS = /^\d+$/;

/** The quantity field's error codes ({} when `text` can be sent). */
export function giftQuantityErrors(text: string, available: number): FieldErrors {
  if (isBlank(text)) return { quantity: ['VALIDATION.REQUIRED'] };
  if (!DIGITS.test(text) || Number(text) < 1) return { quantity: ['VALIDATION.GIFT_QUANTITY_INVALID'] };
  return Number(text) > available ? { quantity: ['VALIDATION.OUT_OF_RANGE'] } : {};
}
