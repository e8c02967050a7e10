// Input checks of the ticketing operations, on top of operations/input-guard.ts: a caller's basket,
// page, attendees and address are refused with a VALIDATION.* error naming the field (`lines[1].quantity`)
// before anything is sent, so a form that lost a value never reaches the server as "undefined".
import type { DomainError, Err, ValidationErrorCode } from '@fairpass/domain';
import { fieldError, missingObject, missingText } from '../operations/input-guard';

type Invalid = Err<DomainError> | undefined;

const fieldOf = (input: unknown, field: string): unknown =>
  typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[field] : undefined;

/** An error about a field of a nested object, renamed to say where that object sits (`address.city`). */
const under = (prefix: string, invalid: Invalid): Invalid =>
  invalid && fieldError(invalid.error.code as ValidationErrorCode, `${prefix}${invalid.error.field ?? ''}`);

/**
 * VALIDATION.REQUIRED when missing, VALIDATION.NUMBER_INVALID unless a whole number ≥ 1. A numeric
 * string is refused too: the server is sent numbers, not the text of a form field.
 */
export function notPositiveInteger(input: unknown, field: string): Invalid {
  const value = fieldOf(input, field);
  if (value === undefined || value === null) return fieldError('VALIDATION.REQUIRED', field);
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? undefined : fieldError('VALIDATION.NUMBER_INVALID', field);
}

/** Each item of the list `input[field]` checked by `check`; the list must be there, and not empty unless `mayBeEmpty`. */
function invalidItems(input: unknown, field: string, check: (item: unknown) => Invalid, mayBeEmpty = false): Invalid {
  const list = fieldOf(input, field);
  if (!Array.isArray(list) || (list.length === 0 && !mayBeEmpty)) return fieldError('VALIDATION.REQUIRED', field);
  for (const [index, item] of list.entries()) {
    const invalid = under(`${field}[${index}].`, check(item));
    if (invalid) return invalid;
  }
  return undefined;
}

/** A basket: at least one line, each naming its ticket type and a quantity that is a whole number ≥ 1. */
export const invalidLines = (input: unknown): Invalid =>
  invalidItems(input, 'lines', (line) => missingText(line, ['ticketTypeId']) ?? notPositiveInteger(line, 'quantity'));

/** The holders of an order's tickets: a list (empty when no type asks for details), each naming its type and giving its values. */
export const invalidAttendees = (input: unknown): Invalid =>
  invalidItems(input, 'attendees', (attendee) => missingText(attendee, ['ticketTypeId']) ?? missingObject(attendee, 'values'), true);

/** A delivery address with every part filled in. */
export const invalidAddress = (input: unknown): Invalid =>
  missingObject(input, 'address') ??
  under('address.', missingText(fieldOf(input, 'address'), ['name', 'phone', 'province', 'city', 'district', 'detail']));

/** A page request: `current` and `size` whole numbers ≥ 1. */
export const invalidPage = (input: unknown): Invalid => notPositiveInteger(input, 'current') ?? notPositiveInteger(input, 'size');
