// Property decorators whose class-validator message is one of our codes, so validateInput can return
// codes without any display text.
import { ValidateBy, ValidateIf } from 'class-validator';
import type { ValidationErrorCode } from '../errors/error-codes';
import { isBlank } from './field-predicates';

/** The property passes `test` (which may read the whole object for cross-field rules). */
export const Satisfies = (
  name: string,
  code: ValidationErrorCode,
  test: (value: unknown, object: Record<string, unknown>) => boolean,
): PropertyDecorator =>
  ValidateBy(
    {
      name,
      validator: {
        validate: (value: unknown, args?: { object: object }) =>
          test(value, (args?.object ?? {}) as Record<string, unknown>),
      },
    },
    { message: code },
  );

export const Required = (): PropertyDecorator =>
  Satisfies('fairpassRequired', 'VALIDATION.REQUIRED', (value) => !isBlank(value));

/** The property equals another one of the same object (confirmation fields). */
export const EqualsField = (other: string, code: ValidationErrorCode): PropertyDecorator =>
  Satisfies(`fairpassEquals_${other}`, code, (value, object) => {
    const normalise = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
    return normalise(value) === normalise(object[other]);
  });

/** A checkbox that must be ticked: only `true` counts. */
export const Ticked = (code: ValidationErrorCode): PropertyDecorator =>
  Satisfies(`fairpassTicked`, code, (value) => value === true);

/** Skips the property's other rules when it is left empty (an optional field). */
export const UnlessBlank = (): PropertyDecorator => ValidateIf((_object, value) => !isBlank(value));
