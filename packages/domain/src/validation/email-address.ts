// The e-mail rule of spec §5 on its own: class-validator's `isEmail` (validator.js, ~2 KiB gzip) comes only
// with the forms that take an e-mail, not with every rule that shares the plain text predicates (issue 33).
import { isEmail } from 'class-validator';
import { asText } from './field-predicates';

export const isEmailAddress = (value: unknown): boolean => isEmail(asText(value) ?? '');
