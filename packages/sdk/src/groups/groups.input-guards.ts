// The groups area's input checks before sending, as a Result error naming the field
// (operations/input-guard.ts): that the user may manage a group at all (the domain's leader check on the
// user record the session holds), a member's person fields and document, the group's details, a bulk
// action's members, a sub-account and its password. The domain's input classes hold the same rules for
// forms; these keep class-validator out of the area's bundle.
import { DomainError, err, isAccountLength, isMainlandMobile, isPersonName, isStrongPassword, type Err } from '@fairpass/domain';
import { GROUP_LIMITS, groupManagementRefusal, isCalendarDate, isMemberIdType, isValidIdDocument, SUB_ACCOUNT_PATTERN } from '@fairpass/domain/groups';
import { optionalText } from '../operations/area-operation';
import { fieldError, missingText, missingTextList, notPositiveInteger } from '../operations/input-guard';
import type { SessionStore } from '../session/session.store';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const textOf = (input: unknown, field: string): string => (isRecord(input) && typeof input[field] === 'string' ? input[field].trim() : '');

/** GROUP.NOT_LEADER when the session's user is known and leads no group; the server decides otherwise. */
export function notLeader(session: SessionStore): Err<DomainError> | undefined {
  const code = groupManagementRefusal(session.getSnapshot().user);
  return code ? err(new DomainError(code)) : undefined;
}

/** A member: a person's name, a mainland mobile, a document type offered and a number that fits it, a team. */
export function invalidMember(input: unknown): Err<DomainError> | undefined {
  const missing = missingText(input, ['name', 'phone', 'idType', 'idNumber', 'teamId']);
  if (missing) return missing;
  if (!isPersonName(textOf(input, 'name'))) return fieldError('VALIDATION.NAME_INVALID', 'name');
  if (!isMainlandMobile(textOf(input, 'phone'))) return fieldError('VALIDATION.PHONE_INVALID', 'phone');
  const idType = textOf(input, 'idType');
  if (!isMemberIdType(idType)) return fieldError('VALIDATION.OUT_OF_RANGE', 'idType');
  return isValidIdDocument(idType, textOf(input, 'idNumber')) ? undefined : fieldError('VALIDATION.ID_NUMBER_INVALID', 'idNumber');
}

/** The group's details: the texts, a contact who is a person, a mobile, a size of 1–2,000, real days in order. */
export function invalidDetails(input: unknown): Err<DomainError> | undefined {
  const missing = missingText(input, ['name', 'organisation', 'contact', 'phone', 'arrivalDate']);
  if (missing) return missing;
  if (!isPersonName(textOf(input, 'contact'))) return fieldError('VALIDATION.NAME_INVALID', 'contact');
  if (!isMainlandMobile(textOf(input, 'phone'))) return fieldError('VALIDATION.PHONE_INVALID', 'phone');
  const size = notPositiveInteger(input, 'expectedSize');
  if (size) return size;
  if ((input as { expectedSize: number }).expectedSize > GROUP_LIMITS.expectedSizeMax) return fieldError('VALIDATION.OUT_OF_RANGE', 'expectedSize');
  const arrival = textOf(input, 'arrivalDate');
  if (!isCalendarDate(arrival)) return fieldError('VALIDATION.DATE_INVALID', 'arrivalDate');
  const departure = optionalText(isRecord(input) ? input['departureDate'] : undefined);
  if (departure === undefined) return undefined;
  if (!isCalendarDate(departure)) return fieldError('VALIDATION.DATE_INVALID', 'departureDate');
  return departure < arrival ? fieldError('VALIDATION.DATE_ORDER', 'departureDate') : undefined;
}

/** A bulk action's members: at least one, every id a text, at most the bulk limit. */
export function invalidChoice(input: unknown): Err<DomainError> | undefined {
  const missing = missingTextList(input, 'memberIds');
  if (missing) return missing;
  const ids = new Set((input as { memberIds: readonly string[] }).memberIds.map((id) => id.trim()));
  return ids.size > GROUP_LIMITS.bulkMax ? fieldError('VALIDATION.OUT_OF_RANGE', 'memberIds') : undefined;
}

/** A password chosen for a sub-account (spec §5). */
export function invalidPassword(input: unknown): Err<DomainError> | undefined {
  const password = isRecord(input) ? input['password'] : undefined;
  if (typeof password !== 'string' || password === '') return fieldError('VALIDATION.REQUIRED', 'password');
  return isStrongPassword(password) ? undefined : fieldError('VALIDATION.PASSWORD_WEAK', 'password');
}

/** A sub-account's holder: a person's name and a mainland mobile. */
export function invalidHolder(input: unknown): Err<DomainError> | undefined {
  const missing = missingText(input, ['name', 'phone']);
  if (missing) return missing;
  if (!isPersonName(textOf(input, 'name'))) return fieldError('VALIDATION.NAME_INVALID', 'name');
  return isMainlandMobile(textOf(input, 'phone')) ? undefined : fieldError('VALIDATION.PHONE_INVALID', 'phone');
}

/** A new sub-account: its login name (spec §5's account length, letters, digits and `_ . @ -`), holder and password. */
export function invalidSubAccount(input: unknown): Err<DomainError> | undefined {
  const missing = missingText(input, ['account']);
  if (missing) return missing;
  const account = textOf(input, 'account');
  if (!isAccountLength(account)) return fieldError('VALIDATION.ACCOUNT_LENGTH', 'account');
  if (!SUB_ACCOUNT_PATTERN.test(account)) return fieldError('VALIDATION.ACCOUNT_INVALID', 'account');
  return invalidHolder(input) ?? invalidPassword(input);
}
