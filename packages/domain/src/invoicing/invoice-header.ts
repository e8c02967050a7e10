// A saved invoice (fapiao) header and what each kind asks for (shared/design/commerce.md "Fapiao"):
// personal or enterprise; an enterprise gives its taxpayer ID (the 18-character unified social credit
// code, GB 32100 check character); a special invoice (专票) also needs address, phone, bank and account;
// the e-invoice goes to an e-mail address or a mobile number. Field names follow WeChat's
// chooseInvoiceTitle (title, taxNumber, companyAddress, telephone, bankName, bankAccount).
import type { FieldErrors } from '../validation/validate-input';
import { isValidCreditCode } from '../validation/credit-code';
import { isBlank, isMainlandMobile, isPhoneNumber } from '../validation/field-predicates';
import { isEmailAddress } from '../validation/email-address';

export type InvoiceHeaderKind = 'personal' | 'enterprise';
export type InvoiceType = 'ordinary' | 'special';
export type InvoiceDelivery = 'email' | 'mobile';

export interface InvoiceHeader {
  readonly kind: InvoiceHeaderKind;
  readonly invoiceType: InvoiceType;
  readonly title: string;
  readonly taxNumber: string;
  readonly companyAddress: string;
  readonly telephone: string;
  readonly bankName: string;
  readonly bankAccount: string;
  readonly delivery: InvoiceDelivery;
  /** The e-mail address or mobile number the e-invoice is sent to, by `delivery`. */
  readonly deliverTo: string;
}

export interface InvoiceHeaderRules {
  /**
   * Accept a taxpayer ID of 15 or 20 characters (numbers issued before the unified code) without a
   * check character, where the organiser's tax office still takes them. Off: only checked 18-character codes.
   */
  readonly legacyTaxNumbers?: boolean;
}

/** The fields a special invoice needs beyond an ordinary enterprise one. */
export const SPECIAL_INVOICE_FIELDS = ['companyAddress', 'telephone', 'bankName', 'bankAccount'] as const;

const LEGACY_TAX_NUMBER = /^[0-9A-Z]{15}$|^[0-9A-Z]{20}$/;
const BANK_ACCOUNT = /^\d{8,30}$/;

export const isAcceptedTaxNumber = (value: string, rules: InvoiceHeaderRules = {}): boolean => {
  const number = value.trim().toUpperCase();
  if (number.length === 18) return isValidCreditCode(number);
  return rules.legacyTaxNumbers === true && LEGACY_TAX_NUMBER.test(number);
};

/** The header's field → error codes ({} when it can be saved). */
export function invoiceHeaderErrors(header: InvoiceHeader, rules: InvoiceHeaderRules = {}): FieldErrors {
  const errors: FieldErrors = {};
  const need = (field: keyof InvoiceHeader) => {
    if (isBlank(header[field])) errors[field] = ['VALIDATION.REQUIRED'];
  };
  need('title');
  if (header.kind === 'enterprise') {
    need('taxNumber');
    if (!errors.taxNumber && !isAcceptedTaxNumber(header.taxNumber, rules)) errors.taxNumber = ['VALIDATION.CREDIT_CODE_INVALID'];
  }
  if (header.invoiceType === 'special') {
    if (header.kind !== 'enterprise') errors.kind = ['VALIDATION.OUT_OF_RANGE'];
    for (const field of SPECIAL_INVOICE_FIELDS) need(field);
  }
  if (!errors.telephone && !isBlank(header.telephone) && !isPhoneNumber(header.telephone.trim())) errors.telephone = ['VALIDATION.PHONE_INVALID'];
  if (!errors.bankAccount && !isBlank(header.bankAccount) && !BANK_ACCOUNT.test(header.bankAccount.replace(/\s/g, ''))) {
    errors.bankAccount = ['VALIDATION.NUMBER_INVALID'];
  }
  need('deliverTo');
  if (!errors.deliverTo) {
    const to = header.deliverTo.trim();
    if (header.delivery === 'email' && !isEmailAddress(to)) errors.deliverTo = ['VALIDATION.EMAIL_INVALID'];
    if (header.delivery === 'mobile' && !isMainlandMobile(to)) errors.deliverTo = ['VALIDATION.PHONE_INVALID'];
  }
  return errors;
}
