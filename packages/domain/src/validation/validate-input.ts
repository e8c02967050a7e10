// Runs an input class's rules and returns field → error codes ({} when valid). A field left empty
// reports only VALIDATION.REQUIRED: "invalid phone" under an empty box helps nobody.
import { validateSync } from 'class-validator';
import { isErrorCode, type ValidationErrorCode } from '../errors/error-codes';

export type FieldErrors<K extends string = string> = Partial<Record<K, ValidationErrorCode[]>>;

/** Own keys that would reach the prototype when assigned; never copied onto the instance. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const isValidationCode = (message: string): message is ValidationErrorCode =>
  isErrorCode(message) && message.startsWith('VALIDATION.');

const toValidationCodes = (constraints: Record<string, string> | undefined): ValidationErrorCode[] => {
  const codes = Object.values(constraints ?? {}).map((message) => {
    // A decorator without one of our codes as message is a programming error in an input class.
    if (!isValidationCode(message)) throw new Error(`validation message is not a code: ${message}`);
    return message;
  });
  const unique = [...new Set(codes)];
  return unique.includes('VALIDATION.REQUIRED') ? ['VALIDATION.REQUIRED'] : unique;
};

export const validateInput = <T extends object>(
  InputClass: new () => T,
  data: Readonly<Record<string, unknown>>,
): FieldErrors<Extract<keyof T, string>> => {
  const input = new InputClass();
  for (const key of Object.keys(data)) {
    if (UNSAFE_KEYS.has(key)) continue;
    Object.defineProperty(input, key, { value: data[key], enumerable: true, writable: true });
  }
  const errors: Record<string, ValidationErrorCode[]> = {};
  for (const error of validateSync(input, { validationError: { target: false, value: false } })) {
    const codes = toValidationCodes(error.constraints);
    if (codes.length > 0) errors[error.property] = codes;
  }
  return errors as FieldErrors<Extract<keyof T, string>>;
};
