// The special-equipment enquiry (docs/endpoints.md "Information": `RC special/enquiry`): the company,
// a contact person with a mainland mobile, an optional e-mail, an optional booth area in square metres
// and the message. A form delivers the booth area as text; the rules take either.
import type { FieldErrors } from '../validation/validate-input';
import { isBlank, isMainlandMobile, isPersonName, textLength } from '../validation/field-predicates';
import { isEmailAddress } from '../validation/email-address';
import { toNumber } from '../validation/numeric-value';
import type { SpecialEnquiry } from './information.types';

export const SPECIAL_ENQUIRY_LIMITS = { company: 100, contact: 30, message: 500, boothAreaMax: 10_000 } as const;

/** The enquiry as its form holds it: the booth area may still be text. */
export type SpecialEnquiryForm = Omit<SpecialEnquiry, 'boothArea'> & { readonly boothArea?: number | string };

type EnquiryField = keyof SpecialEnquiry;

const tooLong = (value: string, max: number): boolean => textLength(value.trim()) > max;

const boothAreaErrors = (boothArea: number | string | undefined, errors: FieldErrors<EnquiryField>): void => {
  if (isBlank(boothArea)) return;
  const area = toNumber(boothArea);
  if (area === undefined) errors.boothArea = ['VALIDATION.NUMBER_INVALID'];
  else if (area <= 0 || area > SPECIAL_ENQUIRY_LIMITS.boothAreaMax) errors.boothArea = ['VALIDATION.OUT_OF_RANGE'];
};

/** The enquiry form's field → error codes ({} when it can be sent). */
export function specialEnquiryErrors(input: SpecialEnquiryForm): FieldErrors<EnquiryField> {
  const errors: FieldErrors<EnquiryField> = {};
  if (isBlank(input.company)) errors.company = ['VALIDATION.REQUIRED'];
  else if (tooLong(input.company, SPECIAL_ENQUIRY_LIMITS.company)) errors.company = ['VALIDATION.TOO_LONG'];
  if (isBlank(input.contact)) errors.contact = ['VALIDATION.REQUIRED'];
  else if (tooLong(input.contact, SPECIAL_ENQUIRY_LIMITS.contact)) errors.contact = ['VALIDATION.TOO_LONG'];
  else if (!isPersonName(input.contact)) errors.contact = ['VALIDATION.NAME_INVALID'];
  if (isBlank(input.phone)) errors.phone = ['VALIDATION.REQUIRED'];
  else if (!isMainlandMobile(input.phone)) errors.phone = ['VALIDATION.PHONE_INVALID'];
  if (!isBlank(input.email) && !isEmailAddress(input.email)) errors.email = ['VALIDATION.EMAIL_INVALID'];
  boothAreaErrors(input.boothArea, errors);
  if (isBlank(input.message)) errors.message = ['VALIDATION.REQUIRED'];
  else if (tooLong(input.message, SPECIAL_ENQUIRY_LIMITS.message)) errors.message = ['VALIDATION.TOO_LONG'];
  return errors;
}
