// Who a person form shows and who counts as the same person: the exhibition's own personal-info fields
// without its phone fields (the mobile pair stands for them) or its photo, and the identities a person
// is known by — the mobile, and the ID document when given. No class-validator here: the screens that
// list people read these without the form's rules (person-entry-rules.ts).
import type { FormField } from '../config/form-field';
import { isBlank } from '../validation/field-predicates';
import type { FieldErrors } from '../validation/validate-input';
import type { PersonEntry } from './delegates.types';

/** Config props that hold a phone: left out of the person form, the mobile pair stands for them. */
export const PERSON_PHONE_PROPS: readonly string[] = ['phone', 'mobile'];

/**
 * The config's fields the person form shows: the phone fields replaced by the mobile pair, and no image
 * field (a business card photo is the person's own to upload when they log in, not the registrar's).
 */
export const personFieldsOf = (fields: readonly FormField[]): FormField[] =>
  fields.filter((field) => !PERSON_PHONE_PROPS.includes(field.prop) && field.type !== 'image');

/** A mobile as compared: without spaces or dashes. */
const phoneKey = (phone: string): string => phone.replace(/[\s-]/g, '');

/** An ID number as compared: trimmed, the check character X in capitals. */
const documentKey = (value: unknown): string | undefined => (typeof value === 'string' && !isBlank(value) ? value.trim().toUpperCase() : undefined);

/**
 * Which of `candidate`'s identities one of `others` has already — the mobile, or the ID document
 * (`values.idNumber`) when given — or undefined when none: the same person twice in one team.
 */
export function sharedIdentity(candidate: PersonEntry, others: readonly PersonEntry[]): 'phone' | 'idNumber' | undefined {
  const phone = phoneKey(candidate.phone);
  if (phone !== '' && others.some((other) => phoneKey(other.phone) === phone)) return 'phone';
  const document = documentKey(candidate.values.idNumber);
  if (document !== undefined && others.some((other) => documentKey(other.values.idNumber) === document)) return 'idNumber';
  return undefined;
}

/** The field error for a person already among `others` (VALIDATION.PERSON_DUPLICATE), or {} when new. */
export function duplicatePersonErrors(candidate: PersonEntry, others: readonly PersonEntry[]): FieldErrors {
  const shared = sharedIdentity(candidate, others);
  return shared === undefined ? {} : { [shared]: ['VALIDATION.PERSON_DUPLICATE'] };
}
