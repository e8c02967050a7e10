// Validates the server-driven personal-info form (registerConfig/formConfig): each field says whether
// it is required, which named rule applies and how long it may be. Returns the same field → codes map
// as validateInput.
import type { FormField, FormFieldRule } from '../config/form-field';
import type { ValidationErrorCode } from '../errors/error-codes';
import { isValidCreditCode } from './credit-code';
import { isBlank, isMainlandMobile, isPersonName, isPhoneNumber, textLength } from './field-predicates';
import { isEmailAddress } from './email-address';
import { isValidResidentId } from './resident-id';
import type { FieldErrors } from './validate-input';

export type FormValue = string | readonly string[] | undefined | null;

const RULE_CHECKS: Readonly<Record<FormFieldRule, { test: (value: string) => boolean; code: ValidationErrorCode }>> = {
  name: { test: isPersonName, code: 'VALIDATION.NAME_INVALID' },
  mobile: { test: isMainlandMobile, code: 'VALIDATION.PHONE_INVALID' },
  phone: { test: isPhoneNumber, code: 'VALIDATION.PHONE_INVALID' },
  email: { test: isEmailAddress, code: 'VALIDATION.EMAIL_INVALID' },
  idNumber: { test: (value) => isValidResidentId(value), code: 'VALIDATION.ID_NUMBER_INVALID' },
  creditCode: { test: isValidCreditCode, code: 'VALIDATION.CREDIT_CODE_INVALID' },
};

type CheckedField = Pick<FormField, 'prop' | 'required' | 'rule' | 'maxLength'>;

const fieldErrors = (field: CheckedField, value: FormValue): ValidationErrorCode[] => {
  if (isBlank(value)) return field.required ? ['VALIDATION.REQUIRED'] : [];
  // Multi-choice answers (checkboxes) only have to be present.
  if (typeof value !== 'string') return [];
  const errors: ValidationErrorCode[] = [];
  // A rule this client does not know yet must not block the user; the server checks again.
  const check = field.rule === undefined ? undefined : RULE_CHECKS[field.rule];
  if (check && !check.test(value.trim())) errors.push(check.code);
  if (field.maxLength !== undefined && textLength(value.trim()) > field.maxLength) errors.push('VALIDATION.TOO_LONG');
  return errors;
};

export const validateFormValues = (
  fields: readonly CheckedField[],
  values: Readonly<Record<string, FormValue>>,
): FieldErrors => {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const value = Object.hasOwn(values, field.prop) ? values[field.prop] : undefined;
    const codes = fieldErrors(field, value);
    if (codes.length > 0) errors[field.prop] = codes;
  }
  return errors;
};
