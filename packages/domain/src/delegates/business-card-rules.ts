// The business-card style form of /others-registration-card-form/{type}: one person of a group
// (`group`) or a colleague from work (`work`) — their name, mobile (typed twice), company and job
// title, an optional e-mail, and for a colleague the department. The card's values go to the server
// under CARD_VALUE_PROPS as a PersonEntry's `values`.
import { isBlank, isEmailAddress, textLength } from '../validation/field-predicates';
import { PersonNameInput } from '../validation/person-name.input';
import { PhoneConfirmationInput } from '../validation/phone-confirmation.input';
import { validateInput, type FieldErrors } from '../validation/validate-input';
import type { OthersType, PersonEntry } from './delegates.types';

export const CARD_LIMITS = { name: 30, company: 100, jobTitle: 50, department: 50, email: 100 } as const;

/** The card as it is filled in. */
export interface BusinessCardForm {
  readonly name: string;
  readonly phone: string;
  readonly confirmPhone: string;
  readonly company: string;
  readonly jobTitle: string;
  readonly email: string;
  readonly department: string;
}

type CardField = keyof BusinessCardForm;

/** The card's fields each type asks for (a group's people need no department). */
export const CARD_FIELDS: Readonly<Record<OthersType, readonly CardField[]>> = {
  group: ['name', 'phone', 'confirmPhone', 'company', 'jobTitle', 'email'],
  work: ['name', 'phone', 'confirmPhone', 'company', 'department', 'jobTitle', 'email'],
};

/** The props a card's values are sent under (`PersonEntry.values`). */
export const CARD_VALUE_PROPS = ['name', 'company', 'jobTitle', 'email', 'department'] as const;

const tooLong = (value: string, max: number): boolean => textLength(value.trim()) > max;

const textErrors = (card: BusinessCardForm, field: 'company' | 'jobTitle' | 'department', required: boolean, errors: FieldErrors<CardField>): void => {
  const value = card[field];
  if (isBlank(value)) {
    if (required) errors[field] = ['VALIDATION.REQUIRED'];
  } else if (tooLong(value, CARD_LIMITS[field])) errors[field] = ['VALIDATION.TOO_LONG'];
};

/** The card's field → error codes for the type ({} when it can be sent). */
export function businessCardErrors(type: OthersType, card: BusinessCardForm): FieldErrors<CardField> {
  const errors: FieldErrors<CardField> = {
    ...validateInput(PersonNameInput, { name: card.name }),
    ...validateInput(PhoneConfirmationInput, { phone: card.phone, confirmPhone: card.confirmPhone }),
  };
  if (!errors.name && tooLong(card.name, CARD_LIMITS.name)) errors.name = ['VALIDATION.TOO_LONG'];
  textErrors(card, 'company', true, errors);
  textErrors(card, 'jobTitle', false, errors);
  if (type === 'work') textErrors(card, 'department', true, errors);
  if (!isBlank(card.email)) {
    if (!isEmailAddress(card.email)) errors.email = ['VALIDATION.EMAIL_INVALID'];
    else if (tooLong(card.email, CARD_LIMITS.email)) errors.email = ['VALIDATION.TOO_LONG'];
  }
  return errors;
}

/** What a card sends: the mobile, and the type's values trimmed (a group's card has no department). */
export function businessCardEntry(type: OthersType, card: BusinessCardForm): PersonEntry {
  const values: Record<string, string> = {};
  for (const prop of CARD_VALUE_PROPS) {
    if (prop === 'department' && type !== 'work') continue;
    values[prop] = card[prop].trim();
  }
  return { phone: card.phone.trim(), values };
}
