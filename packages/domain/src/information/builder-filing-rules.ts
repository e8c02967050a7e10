// The booth builder's filing (docs/endpoints.md "Information": `RC builder/upload`, `RC builder/filing`):
// the building company, at least one on-site contact (a name and a mainland mobile each), at least one
// booth number and at least one uploaded document. Field errors of a list item are keyed by its
// position, `contacts.0.phone`, `boothNos.2`; the list itself by its name when it is empty. The server
// checks again (BUILDER.BOOTH_UNKNOWN for a booth that does not exist, FILE.REFUSED for an upload).
import { FILE_LIMITS } from '../config/limits.constants';
import type { ValidationErrorCode } from '../errors/error-codes';
import type { FileRule } from '../validation/file-rules';
import { isBlank, isMainlandMobile, isPersonName, textLength } from '../validation/field-predicates';
import { validateFile, type FileFacts } from '../validation/validate-file';
import type { FieldErrors } from '../validation/validate-input';
import type { BuilderFilingRequest } from './information.types';

export const BUILDER_FILING_LIMITS = { company: 100, boothNo: 10 } as const;

/** What `RC builder/upload` takes: pdf, jpg or png of at most 10 MB (spec §5's document size). */
export const BUILDER_DOCUMENT_RULE = {
  extensions: ['pdf', 'jpg', 'png'],
  maxBytes: FILE_LIMITS.documentMaxBytes,
} as const satisfies FileRule;

const BOOTH_NO = new RegExp(`^[A-Za-z0-9-]{1,${BUILDER_FILING_LIMITS.boothNo}}$`);

/** Booth numbers compare without case or surrounding spaces: "a1-01" is "A1-01". */
const boothKey = (boothNo: string): string => boothNo.trim().toUpperCase();

const contactErrors = (request: BuilderFilingRequest, errors: FieldErrors): void => {
  if (request.contacts.length === 0) errors.contacts = ['VALIDATION.REQUIRED'];
  request.contacts.forEach(({ name, phone }, index) => {
    if (isBlank(name)) errors[`contacts.${index}.name`] = ['VALIDATION.REQUIRED'];
    else if (!isPersonName(name)) errors[`contacts.${index}.name`] = ['VALIDATION.NAME_INVALID'];
    if (isBlank(phone)) errors[`contacts.${index}.phone`] = ['VALIDATION.REQUIRED'];
    else if (!isMainlandMobile(phone)) errors[`contacts.${index}.phone`] = ['VALIDATION.PHONE_INVALID'];
  });
};

const boothErrors = (request: BuilderFilingRequest, errors: FieldErrors): void => {
  if (request.boothNos.length === 0) errors.boothNos = ['VALIDATION.REQUIRED'];
  const seen = new Set<string>();
  request.boothNos.forEach((boothNo, index) => {
    const key = boothKey(boothNo);
    if (key === '') errors[`boothNos.${index}`] = ['VALIDATION.REQUIRED'];
    else if (!BOOTH_NO.test(key)) errors[`boothNos.${index}`] = ['VALIDATION.BOOTH_NO_INVALID'];
    // The later copy is the one marked: the first stays as typed.
    else if (seen.has(key)) errors[`boothNos.${index}`] = ['VALIDATION.BOOTH_NO_DUPLICATE'];
    seen.add(key);
  });
};

/** The filing form's field → error codes ({} when it can be sent). */
export function builderFilingErrors(request: BuilderFilingRequest): FieldErrors {
  const errors: FieldErrors = {};
  if (isBlank(request.company)) errors.company = ['VALIDATION.REQUIRED'];
  else if (textLength(request.company.trim()) > BUILDER_FILING_LIMITS.company) errors.company = ['VALIDATION.TOO_LONG'];
  contactErrors(request, errors);
  boothErrors(request, errors);
  if (request.documentIds.filter((id) => !isBlank(id)).length === 0) errors.documentIds = ['VALIDATION.REQUIRED'];
  return errors;
}

/**
 * Why a chosen file cannot be a filing document, before it is uploaded: VALIDATION.FILE_TYPE,
 * VALIDATION.FILE_TOO_LARGE or VALIDATION.FILE_TOO_SMALL (empty); undefined when it can go.
 */
export const builderDocumentProblem = (file: Pick<FileFacts, 'name' | 'size' | 'type'>): ValidationErrorCode | undefined =>
  validateFile(file, BUILDER_DOCUMENT_RULE).errors[0];
