// The English invoice for overseas buyers (/invoiceEn): company name, address, country, contact and the
// e-mail it goes to; a VAT or tax number is optional and not held to Chinese rules (any letters, digits,
// spaces, dots and dashes, as foreign tax numbers are written).
import type { FieldErrors } from '../validation/validate-input';
import { isBlank, isEmailAddress } from '../validation/field-predicates';

export interface EnglishInvoice {
  readonly companyName: string;
  readonly address: string;
  readonly country: string;
  readonly contact: string;
  readonly email: string;
  readonly vatNumber: string;
}

const REQUIRED = ['companyName', 'address', 'country', 'contact', 'email'] as const;
const FOREIGN_TAX_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 .\-/]{1,39}$/;

export function englishInvoiceErrors(invoice: EnglishInvoice): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of REQUIRED) if (isBlank(invoice[field])) errors[field] = ['VALIDATION.REQUIRED'];
  if (!errors.email && !isEmailAddress(invoice.email.trim())) errors.email = ['VALIDATION.EMAIL_INVALID'];
  const vat = invoice.vatNumber.trim();
  if (vat !== '' && !FOREIGN_TAX_NUMBER.test(vat)) errors.vatNumber = ['VALIDATION.NUMBER_INVALID'];
  return errors;
}
