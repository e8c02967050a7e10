// The rule set of every password a user chooses (spec §5), applied as one decorator.
import { isStrongPassword, PASSWORD_MAX_LENGTH, textLength } from './field-predicates';
import { Required, Satisfies } from './rule.decorators';

const fitsMaxLength = (value: unknown): boolean =>
  typeof value !== 'string' || textLength(value) <= PASSWORD_MAX_LENGTH;

export const StrongPassword =
  (): PropertyDecorator =>
  (target, key): void => {
    Required()(target, key);
    Satisfies('strongPassword', 'VALIDATION.PASSWORD_WEAK', isStrongPassword)(target, key);
    Satisfies('passwordMaxLength', 'VALIDATION.TOO_LONG', fitsMaxLength)(target, key);
  };
