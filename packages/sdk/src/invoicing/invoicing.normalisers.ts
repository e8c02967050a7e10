// The invoicing replies in the domain's shape, whatever placeholders the backend wrote for absent values
// (wire/absent-values.ts): a header's unused fields stay "" (the domain's "none" for them), an
// application's missing header or English details ({}), failure reason, invoice number, PDF address and
// issue time ("") are left out, as are an eligible order's refusal ("") and an order's missing
// application ({}). And 4403's field errors (`data.fields`) become the error's `field` and `params`.
import { DomainError, err, isErrorCode, type FieldErrors, type Page, type Result, type ValidationErrorCode } from '@fairpass/domain';
import { type EnglishInvoice, type InvoiceApplication, type InvoiceEligibility, type InvoiceHeader, type SavedHeaderReply, type SavedInvoiceHeader } from '@fairpass/domain/invoicing';
import { readPage, withOptional } from '../wire/reply-parts';
import { readReply, type ShapeOf } from '../wire/reply-shape';

/** A header as an application copies it: every field a text, "" for one its kind does not use. */
export const INVOICE_HEADER_SHAPE: ShapeOf<InvoiceHeader> = {
  object: {
    kind: 'text',
    invoiceType: 'text',
    title: 'text',
    taxNumber: 'text',
    companyAddress: 'text',
    telephone: 'text',
    bankName: 'text',
    bankAccount: 'text',
    delivery: 'text',
    deliverTo: 'text',
  },
};

/** A saved header: the copy's fields, its id and whether it is the default (null → false). */
export const SAVED_INVOICE_HEADER_SHAPE: ShapeOf<SavedInvoiceHeader> = {
  object: { ...INVOICE_HEADER_SHAPE.object, id: 'text', isDefault: 'flag' },
};

/** invoiceHeader/save's answer: the header, and whether an identical one was saved already (null → false). */
export const SAVED_HEADER_REPLY_SHAPE: ShapeOf<SavedHeaderReply> = {
  object: { ...SAVED_INVOICE_HEADER_SHAPE.object, alreadySaved: 'flag' },
};

/** The English invoice's details; no VAT number is "". */
export const ENGLISH_INVOICE_SHAPE: ShapeOf<EnglishInvoice> = {
  object: { companyName: 'text', address: 'text', country: 'text', contact: 'text', email: 'text', vatNumber: 'text' },
};

/** An application; `header` (zh) and `english` (en) are read on their own (withOptional). */
export const INVOICE_APPLICATION_SHAPE: ShapeOf<InvoiceApplication> = {
  object: {
    applicationId: 'text',
    orderId: 'text',
    orderNo: 'text',
    language: 'text',
    header: 'keep',
    english: 'keep',
    amount: 'text',
    currency: 'text',
    status: 'text',
    failReason: 'optionalText',
    invoiceNo: 'optionalText',
    pdfUrl: 'optionalText',
    applyTime: 'text',
    issueTime: 'optionalText',
  },
};

/** An order's eligibility; its latest `application` is read on its own. */
export const INVOICE_ELIGIBILITY_SHAPE: ShapeOf<InvoiceEligibility> = {
  object: {
    orderId: 'text',
    orderNo: 'text',
    total: 'text',
    currency: 'text',
    invoiceable: 'flag',
    refusal: 'optionalText',
    application: 'keep',
  },
};

const readApplication = (application: InvoiceApplication): InvoiceApplication => {
  const read = readReply(application, INVOICE_APPLICATION_SHAPE) as InvoiceApplication;
  return withOptional(withOptional(read, 'header', INVOICE_HEADER_SHAPE), 'english', ENGLISH_INVOICE_SHAPE);
};

const readEligibility = (eligibility: InvoiceEligibility): InvoiceEligibility => {
  const read = withOptional(readReply(eligibility, INVOICE_ELIGIBILITY_SHAPE) as InvoiceEligibility, 'application', INVOICE_APPLICATION_SHAPE);
  const application = read.application && readApplication(read.application);
  return application === read.application ? read : { ...read, application };
};

/** `invoiceHeader/list`, `/setDefault` (null → []). */
export const normaliseSavedHeaders = (raw: unknown): SavedInvoiceHeader[] => readReply(raw, { list: SAVED_INVOICE_HEADER_SHAPE }) as SavedInvoiceHeader[];

/** `invoiceHeader/save`. */
export const normaliseSavedHeader = (raw: unknown): SavedHeaderReply => readReply(raw, SAVED_HEADER_REPLY_SHAPE) as SavedHeaderReply;

/** `invoice/apply`, `/applyEn`, `/detail`. */
export const normaliseApplication = (raw: unknown): InvoiceApplication => readApplication(raw as InvoiceApplication);

/** `invoice/list`. */
export const normaliseApplicationPage = (raw: unknown): Page<InvoiceApplication> => readPage(raw, INVOICE_APPLICATION_SHAPE, readApplication);

/** `invoice/eligibility`. */
export const normaliseEligibility = (raw: unknown): InvoiceEligibility => readEligibility(raw as InvoiceEligibility);

/** `invoice/orders`. */
export const normaliseEligibilityPage = (raw: unknown): Page<InvoiceEligibility> => readPage(raw, INVOICE_ELIGIBILITY_SHAPE, readEligibility);

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isValidationCode = (code: unknown): code is ValidationErrorCode => typeof code === 'string' && isErrorCode(code) && code.startsWith('VALIDATION.');

/**
 * 4403's `data: {fields: {[field]: [code]}}`: each field with the domain's validation codes the server
 * named for it. Codes this SDK does not know, and fields left with none, are dropped.
 */
export function fieldErrorsOfReply(data: unknown): FieldErrors {
  const fields = isRecord(data) ? data['fields'] : undefined;
  if (!isRecord(fields)) return {};
  const errors: FieldErrors = {};
  for (const [field, codes] of Object.entries(fields)) {
    const known = (Array.isArray(codes) ? codes : [codes]).filter(isValidationCode);
    if (!UNSAFE_KEYS.has(field) && known.length > 0) errors[field] = known;
  }
  return errors;
}

/**
 * An INVOICE.HEADER_INVALID failure with the server's field errors on it, as every error about input
 * carries them: `field` names the first field in error, `params` maps each field in error to its
 * (first) code — `{ taxNumber: 'VALIDATION.CREDIT_CODE_INVALID' }`. Any other result passes unchanged.
 */
export function withFieldErrors<T>(result: Result<T, DomainError>): Result<T, DomainError> {
  if (result.ok || result.error.code !== 'INVOICE.HEADER_INVALID') return result;
  const { error } = result;
  const errors = Object.entries(fieldErrorsOfReply((error.cause as { data?: unknown } | undefined)?.data));
  if (errors.length === 0) return result;
  const params = Object.fromEntries(errors.map(([field, codes]) => [field, codes?.[0] ?? 'VALIDATION.OUT_OF_RANGE']));
  const options = { status: error.status, backendCode: error.backendCode, field: errors[0]?.[0], params };
  return err(new DomainError(error.code, error.detail, error.cause, options));
}

/**
 * The field errors of an INVOICE.HEADER_INVALID failure in the domain's shape (`invoiceHeaderErrors`'
 * and a form's): `{ taxNumber: ['VALIDATION.CREDIT_CODE_INVALID'] }`; {} for any other error.
 */
export function invoiceFieldErrors(error: DomainError): FieldErrors {
  if (error.code !== 'INVOICE.HEADER_INVALID' || error.params === undefined) return {};
  const errors: FieldErrors = {};
  for (const [field, code] of Object.entries(error.params)) if (isValidationCode(code)) errors[field] = [code];
  return errors;
}
