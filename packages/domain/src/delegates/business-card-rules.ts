// The rules of the business card (business-card.ts): the name (PersonNameInput) and the mobile pair
// (PhoneConfirmationInput) as everywhere, the company required, the department a colleague's, an e-mail
// that is one, and the lengths of CARD_LIMITS.
import { isBlank, textLength } from '../validation/field-predicates';
import { isEmailAddress } from '../validation/email-address';
import { PersonNameInput } from '../validation/person-name.input';
import { PhoneConfirmationInput } from '../validation/phone-confirmation.input';
import { validateInput, type FieldErrors } from '../validation/validate-input';
import { CARD_LIMITS, type BusinessCardForm } from './business-card';
import type { OthersType } from './delegates.types';

type CardField = keyof BusinessCardForm;

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
