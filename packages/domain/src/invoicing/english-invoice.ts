// The English invoice for overseas buyers (/invoiceEn): company name, address, country, contact and the
// e-mail it goes to; a VAT or tax number is optional and not held to Chinese rules (any letters, digits,
// spaces, dots and dashes, as foreign tax numbers are written). "Please fill in English" means it: every
// field is written in the Latin alphabet (accents allowed: Müller, São Paulo), so a Chinese character, a
// letter of another script or a full-width form (，（Ａ）) is refused as VALIDATION.ENGLISH_ONLY.
import type { FieldErrors } from '../validation/validate-input';
import { isBlank } from '../validation/field-predicates';
import { isEmailAddress } from '../validation/email-address';

export interface EnglishInvoice {
  readonly companyName: string;
  readonly address: string;
  readonly country: string;
  readonly contact: string;
  readonly email: string;
  readonly vatNumber: string;
}

const REQUIRED = ['companyName', 'address', 'country', 'contact', 'email'] as const;
/** The fields the buyer writes in words, which must be English; the e-mail and the VAT number have their own shapes. */
export const ENGLISH_ONLY_FIELDS = ['companyName', 'address', 'country', 'contact'] as const;
const FOREIGN_TAX_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 .\-/]{1,39}$/;
/** A letter that is not Latin, or a CJK symbol, punctuation or full-width/half-width form. */
const NOT_ENGLISH = /[^\p{Script=Latin}\P{L}]|[\u3000-\u303f\uff00-\uffef]/u;

/** Whether the text is written in the Latin alphabet: no Chinese (or other non-Latin) letters, no full-width forms. */
export const isEnglishText = (value: string): boolean => !NOT_ENGLISH.test(value);

export function englishInvoiceErrors(invoice: EnglishInvoice): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of REQUIRED) if (isBlank(invoice[field])) errors[field] = ['VALIDATION.REQUIRED'];
  for (const field of ENGLISH_ONLY_FIELDS) if (!errors[field] && !isEnglishText(invoice[field])) errors[field] = ['VALIDATION.ENGLISH_ONLY'];
  if (!errors.email && !isEmailAddress(invoice.email.trim())) errors.email = ['VALIDATION.EMAIL_INVALID'];
  const vat = invoice.vatNumber.trim();
  if (vat !== '' && !FOREIGN_TAX_NUMBER.test(vat)) errors.vatNumber = ['VALIDATION.NUMBER_INVALID'];
  return errors;
}
