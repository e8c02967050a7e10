// The logistics area's input checks before sending, as a Result error naming the field: a room's people
// (a list, empty when nobody sleeps there, of non-blank ids) and a car pass's plate, mobile and days.
import { isMainlandMobile, type DomainError, type Err } from '@fairpass/domain';
import { isCalendarDay, isPlateNumber } from '@fairpass/domain/logistics';
import { fieldError, missingObject, missingText } from '../operations/input-guard';

/** A room and the people who sleep in it from now on. */
export function invalidAssignment(input: unknown): Err<DomainError> | undefined {
  const missing = missingText(input, ['roomId']) ?? missingObject(input, 'personIds', true);
  if (missing) return missing;
  const ids = (input as { personIds: unknown[] }).personIds;
  const blank = ids.findIndex((id) => typeof id !== 'string' || id.trim() === '');
  return blank === -1 ? undefined : fieldError('VALIDATION.REQUIRED', `personIds.${blank}`);
}

/** A car pass: every field given, a mainland plate, a mainland mobile, days written yyyy-MM-dd. */
export function invalidPassRequest(input: unknown): Err<DomainError> | undefined {
  const missing = missingText(input, ['plateNumber', 'driver', 'phone', 'startDate', 'endDate']);
  if (missing) return missing;
  const pass = input as Record<string, string>;
  if (!isPlateNumber(pass['plateNumber'])) return fieldError('VALIDATION.PLATE_INVALID', 'plateNumber');
  if (!isMainlandMobile(pass['phone']!.trim())) return fieldError('VALIDATION.PHONE_INVALID', 'phone');
  const badDay = (['startDate', 'endDate'] as const).find((field) => !isCalendarDay(pass[field]!.trim()));
  return badDay === undefined ? undefined : fieldError('VALIDATION.DATE_INVALID', badDay);
}
