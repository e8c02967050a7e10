// The person form of a team member and of a person registered on someone's behalf: the exhibition's
// own personal-info fields (registerConfig/formConfig, the /infoWap form, with its rules: names of at
// least 2 letters, ID numbers, e-mail…) plus the mobile the person will log in with, typed twice
// (spec §5 "phone and confirmation phone must match and be valid"). A config field for the phone is
// replaced by that pair, so the form never asks twice.
import type { FormField } from '../config/form-field';
import { isBlank } from '../validation/field-predicates';
import { PhoneConfirmationInput } from '../validation/phone-confirmation.input';
import { validateFormValues, type FormValue } from '../validation/validate-form-values';
import { validateInput, type FieldErrors } from '../validation/validate-input';
import type { PersonEntry } from './delegates.types';

/** Config props that hold a phone: left out of the person form, the mobile pair stands for them. */
export const PERSON_PHONE_PROPS: readonly string[] = ['phone', 'mobile'];

/** The person form as it is filled in: the mobile twice and the config's other fields. */
export interface PersonForm {
  readonly phone: string;
  readonly confirmPhone: string;
  readonly values: Readonly<Record<string, FormValue>>;
}

/**
 * The config's fields the person form shows: the phone fields replaced by the mobile pair, and no image
 * field (a business card photo is the person's own to upload when they log in, not the registrar's).
 */
export const personFieldsOf = (fields: readonly FormField[]): FormField[] =>
  fields.filter((field) => !PERSON_PHONE_PROPS.includes(field.prop) && field.type !== 'image');

/** Field → error codes of a person form ({} when it can be sent): the config's rules and the mobile pair's. */
export function personFormErrors(fields: readonly FormField[], form: PersonForm): FieldErrors {
  return {
    ...validateFormValues(personFieldsOf(fields), form.values),
    ...validateInput(PhoneConfirmationInput, { phone: form.phone, confirmPhone: form.confirmPhone }),
  };
}

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
