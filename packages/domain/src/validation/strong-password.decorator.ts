// The rule sets of passwords (spec §5), each applied as one decorator.
import { isStrongPassword, PASSWORD_MAX_LENGTH, textLength } from './field-predicates';
import { Required, Satisfies } from './rule.decorators';

const fitsMaxLength = (value: unknown): boolean =>
  typeof value !== 'string' || textLength(value) <= PASSWORD_MAX_LENGTH;

/**
 * A password typed to log in: required and not over the length limit, but never judged by the strength
 * rule — an account may predate the rule, and only the server knows whether the password is right.
 */
export const LoginPassword =
  (): PropertyDecorator =>
  (target, key): void => {
    Required()(target, key);
    Satisfies('passwordMaxLength', 'VALIDATION.TOO_LONG', fitsMaxLength)(target, key);
  };

/** A password the user chooses (reset, change): the full strength rule of §5. */
export const StrongPassword =
  (): PropertyDecorator =>
  (target, key): void => {
    Required()(target, key);
    Satisfies('strongPassword', 'VALIDATION.PASSWORD_WEAK', isStrongPassword)(target, key);
    Satisfies('passwordMaxLength', 'VALIDATION.TOO_LONG', fitsMaxLength)(target, key);
  };
