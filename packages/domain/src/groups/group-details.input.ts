// The group's details as the leader fills them in (/groupManagement/form): a name and organisation, the
// contact person (a person's name, spec §5) and their mainland mobile, the expected size, and the
// arrival date with an optional departure date not before it. A form sends the size as text.
import { isMainlandMobile, isPersonName, textLength } from '../validation/field-predicates';
import { toNumber } from '../validation/numeric-value';
import { Required, Satisfies, UnlessBlank } from '../validation/rule.decorators';
import { GROUP_LIMITS } from './group-limits';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written `yyyy-MM-dd` (what a date input gives). */
export const isCalendarDate = (value: unknown): boolean => {
  const match = typeof value === 'string' ? DAY.exec(value.trim()) : null;
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const fits = (max: number) => (value: unknown) => typeof value !== 'string' || textLength(value.trim()) <= max;

const isWholeNumber = (value: unknown): boolean => {
  const size = toNumber(value);
  return size !== undefined && Number.isInteger(size);
};

const isGroupSize = (value: unknown): boolean => {
  const size = toNumber(value);
  return size === undefined || !Number.isInteger(size) || (size >= 1 && size <= GROUP_LIMITS.expectedSizeMax);
};

/** Departure on or after arrival; days written yyyy-MM-dd compare as text. An unreadable date is its own error. */
const notBeforeArrival = (value: unknown, object: Record<string, unknown>): boolean =>
  !isCalendarDate(value) || !isCalendarDate(object.arrivalDate) || String(value).trim() >= String(object.arrivalDate).trim();

export class GroupDetailsInput {
  @Required()
  @Satisfies('groupNameLength', 'VALIDATION.TOO_LONG', fits(GROUP_LIMITS.nameMax))
  name!: string;

  @Required()
  @Satisfies('organisationLength', 'VALIDATION.TOO_LONG', fits(GROUP_LIMITS.organisationMax))
  organisation!: string;

  @Required()
  @Satisfies('personName', 'VALIDATION.NAME_INVALID', isPersonName)
  contact!: string;

  @Required()
  @Satisfies('mainlandMobile', 'VALIDATION.PHONE_INVALID', isMainlandMobile)
  phone!: string;

  @Required()
  @Satisfies('wholeNumber', 'VALIDATION.NUMBER_INVALID', isWholeNumber)
  @Satisfies('groupSize', 'VALIDATION.OUT_OF_RANGE', isGroupSize)
  expectedSize!: number | string;

  @Required()
  @Satisfies('calendarDate', 'VALIDATION.DATE_INVALID', isCalendarDate)
  arrivalDate!: string;

  @UnlessBlank()
  @Satisfies('calendarDate', 'VALIDATION.DATE_INVALID', isCalendarDate)
  @Satisfies('notBeforeArrival', 'VALIDATION.DATE_ORDER', notBeforeArrival)
  departureDate?: string;
}
