// An overseas number for WhatsApp verification: the country code (1–4 digits, with or without '+') and
// the local number, joined as +<code><number> (the form the phone-code grant takes for overseas phones).
import type { ValidationErrorCode } from '../errors/error-codes';
import { isPhoneNumber, isVerificationCode } from './field-predicates';
import type { FieldErrors } from './validate-input';

export interface WhatsAppValues {
  readonly countryCode?: unknown;
  readonly localNumber?: unknown;
  readonly code?: unknown;
}

type Field = 'countryCode' | 'localNumber' | 'code';

const COUNTRY_CODE = /^\+?\d{1,4}$/;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** +<country code><local number>, separators removed. */
export const internationalNumber = (values: WhatsAppValues): string =>
  `+${text(values.countryCode).replace(/^\+/, '')}${text(values.localNumber).replace(/[\s-]/g, '')}`;

function phoneErrors(values: WhatsAppValues): Partial<Record<Field, ValidationErrorCode[]>> {
  const errors: Partial<Record<Field, ValidationErrorCode[]>> = {};
  if (!text(values.countryCode)) errors.countryCode = ['VALIDATION.REQUIRED'];
  else if (!COUNTRY_CODE.test(text(values.countryCode))) errors.countryCode = ['VALIDATION.PHONE_INVALID'];
  if (!text(values.localNumber)) errors.localNumber = ['VALIDATION.REQUIRED'];
  else if (!errors.countryCode && !isPhoneNumber(internationalNumber(values))) errors.localNumber = ['VALIDATION.PHONE_INVALID'];
  return errors;
}

/** Before sending a code: the number only. */
export const whatsAppPhoneErrors = (values: WhatsAppValues): FieldErrors<Field> => phoneErrors(values);

/** Before verifying: the number and the 6-digit code. */
export function whatsAppLoginErrors(values: WhatsAppValues): FieldErrors<Field> {
  const errors = phoneErrors(values);
  if (!text(values.code)) errors.code = ['VALIDATION.REQUIRED'];
  else if (!isVerificationCode(text(values.code))) errors.code = ['VALIDATION.VERIFICATION_CODE_INVALID'];
  return errors;
}
