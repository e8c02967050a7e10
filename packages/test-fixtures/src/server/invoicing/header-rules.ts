// The domain's invoice rules (@fairpass/domain invoicing: invoiceHeaderErrors, englishInvoiceErrors with
// its English-only fields, isSameHeader; isValidCreditCode), restated for the server. The server must not load @fairpass/domain at run time:
// `pnpm start` runs it with tsx straight after `pnpm install`, when the domain's dist is not built. The
// error codes are the domain's, and header-rules.test.ts holds both versions to the same answers.

/** The domain's header fields (its InvoiceHeader): every field text, '' when unused. */
export interface HeaderFields {
  kind: 'personal' | 'enterprise';
  invoiceType: 'ordinary' | 'special';
  title: string;
  taxNumber: string;
  companyAddress: string;
  telephone: string;
  bankName: string;
  bankAccount: string;
  delivery: 'email' | 'mobile';
  deliverTo: string;
}

export interface EnglishFields {
  companyName: string;
  address: string;
  country: string;
  contact: string;
  email: string;
  vatNumber: string;
}

/** Field → the domain's validation error codes ({} when valid). */
export type FieldErrors = Record<string, string[]>;

// GB 32100-2015: MOD 31 check character over an alphabet without I, O, S, V, Z.
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const CREDIT_CODE_SHAPE = /^[1-9ANY][0-9A-HJ-NP-RTUW-Y]\d{6}[0-9A-HJ-NP-RTUW-Y]{10}$/;
const LEGACY_TAX_NUMBER = /^[0-9A-Z]{15}$|^[0-9A-Z]{20}$/;
const BANK_ACCOUNT = /^\d{8,30}$/;
const ANY_PHONE = /^(?:\+|00)?\d{6,15}$/;
const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const FOREIGN_TAX_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 .\-/]{1,39}$/;
/** A letter that is not Latin, or a CJK symbol, punctuation or full-width/half-width form. */
const NOT_ENGLISH = /[^\p{Script=Latin}\P{L}]|[\u3000-\u303f\uff00-\uffef]/u;
const ENGLISH_ONLY_FIELDS = ['companyName', 'address', 'country', 'contact'] as const;

export function isValidCreditCode(value: string): boolean {
  const code = value.trim().toUpperCase();
  if (!CREDIT_CODE_SHAPE.test(code)) return false;
  const sum = WEIGHTS.reduce((total, weight, i) => total + ALPHABET.indexOf(code[i] ?? '') * weight, 0);
  return ALPHABET[(31 - (sum % 31)) % 31] === code[17];
}

const isBlank = (value: string): boolean => value.trim() === '';
const isPhoneNumber = (value: string): boolean => ANY_PHONE.test(value.trim().replace(/[\s\-()]/g, ''));

const acceptedTaxNumber = (value: string, legacyTaxNumbers: boolean): boolean => {
  const number = value.trim().toUpperCase();
  return number.length === 18 ? isValidCreditCode(number) : legacyTaxNumbers && LEGACY_TAX_NUMBER.test(number);
};

export function invoiceHeaderErrors(header: HeaderFields, rules: { legacyTaxNumbers?: boolean } = {}): FieldErrors {
  const errors: FieldErrors = {};
  const need = (field: keyof HeaderFields) => {
    if (isBlank(header[field])) errors[field] = ['VALIDATION.REQUIRED'];
  };
  need('title');
  if (header.kind === 'enterprise') {
    need('taxNumber');
    if (!errors.taxNumber && !acceptedTaxNumber(header.taxNumber, rules.legacyTaxNumbers === true)) errors.taxNumber = ['VALIDATION.CREDIT_CODE_INVALID'];
  }
  if (header.invoiceType === 'special') {
    if (header.kind !== 'enterprise') errors.kind = ['VALIDATION.OUT_OF_RANGE'];
    for (const field of ['companyAddress', 'telephone', 'bankName', 'bankAccount'] as const) need(field);
  }
  if (!errors.telephone && !isBlank(header.telephone) && !isPhoneNumber(header.telephone)) errors.telephone = ['VALIDATION.PHONE_INVALID'];
  if (!errors.bankAccount && !isBlank(header.bankAccount) && !BANK_ACCOUNT.test(header.bankAccount.replace(/\s/g, ''))) errors.bankAccount = ['VALIDATION.NUMBER_INVALID'];
  need('deliverTo');
  if (!errors.deliverTo) {
    const to = header.deliverTo.trim();
    if (header.delivery === 'email' && !EMAIL.test(to)) errors.deliverTo = ['VALIDATION.EMAIL_INVALID'];
    if (header.delivery === 'mobile' && !MAINLAND_MOBILE.test(to)) errors.deliverTo = ['VALIDATION.PHONE_INVALID'];
  }
  return errors;
}

export function englishInvoiceErrors(invoice: EnglishFields): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ['companyName', 'address', 'country', 'contact', 'email'] as const) if (isBlank(invoice[field])) errors[field] = ['VALIDATION.REQUIRED'];
  for (const field of ENGLISH_ONLY_FIELDS) if (!errors[field] && NOT_ENGLISH.test(invoice[field])) errors[field] = ['VALIDATION.ENGLISH_ONLY'];
  if (!errors.email && !EMAIL.test(invoice.email.trim())) errors.email = ['VALIDATION.EMAIL_INVALID'];
  const vat = invoice.vatNumber.trim();
  if (vat !== '' && !FOREIGN_TAX_NUMBER.test(vat)) errors.vatNumber = ['VALIDATION.NUMBER_INVALID'];
  return errors;
}

type SameField = Exclude<keyof HeaderFields, 'kind' | 'invoiceType' | 'delivery'>;
const ENTERPRISE_FIELDS: readonly SameField[] = ['title', 'taxNumber', 'companyAddress', 'telephone', 'bankName', 'bankAccount', 'deliverTo'];
const PERSONAL_FIELDS: readonly SameField[] = ['title', 'deliverTo'];

const comparable = (field: SameField, value: string): string => {
  const text = value.trim().replace(/\s+/g, ' ').toUpperCase();
  if (field === 'taxNumber' || field === 'bankAccount') return text.replace(/ /g, '');
  return field === 'telephone' ? text.replace(/[ \-()]/g, '') : text;
};

/** Two headers that would print the same invoice and send it to the same place (issue 28: saved once). */
export function isSameHeader(a: HeaderFields, b: HeaderFields): boolean {
  if (a.kind !== b.kind || a.invoiceType !== b.invoiceType || a.delivery !== b.delivery) return false;
  return (a.kind === 'enterprise' ? ENTERPRISE_FIELDS : PERSONAL_FIELDS).every((field) => comparable(field, a[field]) === comparable(field, b[field]));
}
