// Input checks of the ticketing operations, on top of operations/input-guard.ts: a caller's basket,
// page, attendees and address are refused with a VALIDATION.* error naming the field (`lines[1].quantity`)
// before anything is sent, so a form that lost a value never reaches the server as "undefined".
import type { DomainError, Err } from '@fairpass/domain';
import { fieldError, missingObject, missingText, notPositiveInteger, under } from '../operations/input-guard';

export { invalidPage, notPositiveInteger } from '../operations/input-guard';

type Invalid = Err<DomainError> | undefined;

const fieldOf = (input: unknown, field: string): unknown =>
  typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[field] : undefined;

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
