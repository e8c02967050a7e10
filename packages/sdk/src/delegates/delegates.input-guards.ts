// The delegates area's input checks before sending: a person is a mainland mobile (the one they will log
// in with) and an object of form values, as a Result error naming the field (`members.1.phone`).
import { isMainlandMobile, type DomainError, type Err } from '@fairpass/domain';
import { fieldError, missingObject, missingText } from '../operations/input-guard';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** One person `{phone, values}`; `at` names where it sits in the input (`person.`, `members.2.`). */
export function invalidPerson(person: unknown, at: string): Err<DomainError> | undefined {
  if (!isRecord(person)) return fieldError('VALIDATION.REQUIRED', at.replace(/\.$/, ''));
  const missing = missingText(person, ['phone']) ?? missingObject(person, 'values');
  if (missing) return fieldError('VALIDATION.REQUIRED', `${at}${missing.error.field ?? ''}`);
  return isMainlandMobile(String(person['phone']).trim()) ? undefined : fieldError('VALIDATION.PHONE_INVALID', `${at}phone`);
}

/** The members of a team submission: a list of at least one person, each as {@link invalidPerson} wants. */
export function invalidMembers(input: unknown): Err<DomainError> | undefined {
  const members = isRecord(input) ? input['members'] : undefined;
  if (!Array.isArray(members) || members.length === 0) return fieldError('VALIDATION.REQUIRED', 'members');
  for (const [index, member] of members.entries()) {
    const invalid = invalidPerson(member, `members.${index}.`);
    if (invalid) return invalid;
  }
  return undefined;
}
