import { DomainError, err, type Err, type ValidationErrorCode } from '@fairpass/domain';

// Bad input to an operation is a Result error naming the field, never a throw: a JavaScript caller (or
// a form that lost a value) gets a VALIDATION.* code it can show, not a TypeError from deep inside.

/** A VALIDATION.* error about one input field. */
export function fieldError(code: ValidationErrorCode, field: string): Err<DomainError> {
  return err(new DomainError(code, undefined, undefined, { field }));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The first of `fields` that is not a non-blank string, as VALIDATION.REQUIRED; undefined when all are. */
export function missingText(input: unknown, fields: readonly string[]): Err<DomainError> | undefined {
  for (const field of fields) {
    const value = isRecord(input) ? input[field] : undefined;
    if (typeof value !== 'string' || value.trim() === '') return fieldError('VALIDATION.REQUIRED', field);
  }
  return undefined;
}

/** VALIDATION.OUT_OF_RANGE when `input[field]` is not one of `allowed`. */
export function outOfRange(input: unknown, field: string, allowed: readonly unknown[]): Err<DomainError> | undefined {
  const value = isRecord(input) ? input[field] : undefined;
  return allowed.includes(value) ? undefined : fieldError(value === undefined ? 'VALIDATION.REQUIRED' : 'VALIDATION.OUT_OF_RANGE', field);
}

/** VALIDATION.REQUIRED when `input[field]` is not an object (an array when `list`). */
export function missingObject(input: unknown, field: string, list = false): Err<DomainError> | undefined {
  const value = isRecord(input) ? input[field] : undefined;
  const present = list ? Array.isArray(value) : isRecord(value);
  return present ? undefined : fieldError('VALIDATION.REQUIRED', field);
}

/**
 * VALIDATION.REQUIRED when missing, VALIDATION.NUMBER_INVALID unless a whole number ≥ 1. A numeric
 * string is refused too: the server is sent numbers, not the text of a form field.
 */
export function notPositiveInteger(input: unknown, field: string): Err<DomainError> | undefined {
  const value = isRecord(input) ? input[field] : undefined;
  if (value === undefined || value === null) return fieldError('VALIDATION.REQUIRED', field);
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? undefined : fieldError('VALIDATION.NUMBER_INVALID', field);
}

/** A page request: `current` and `size` whole numbers ≥ 1. */
export const invalidPage = (input: unknown): Err<DomainError> | undefined => notPositiveInteger(input, 'current') ?? notPositiveInteger(input, 'size');

/** An error about a field of a nested object, renamed to say where that object sits (`address.city`). */
export const under = (prefix: string, invalid: Err<DomainError> | undefined): Err<DomainError> | undefined =>
  invalid && fieldError(invalid.error.code as ValidationErrorCode, `${prefix}${invalid.error.field ?? ''}`);

/**
 * VALIDATION.REQUIRED when `input[field]` is not a list with at least one entry, or one of its entries
 * is not a non-blank string (the error's field then names the entry: `sessionIds.1`).
 */
export function missingTextList(input: unknown, field: string): Err<DomainError> | undefined {
  const value = isRecord(input) ? input[field] : undefined;
  if (!Array.isArray(value) || value.length === 0) return fieldError('VALIDATION.REQUIRED', field);
  const blank = value.findIndex((entry) => typeof entry !== 'string' || entry.trim() === '');
  return blank === -1 ? undefined : fieldError('VALIDATION.REQUIRED', `${field}.${blank}`);
}
