// "Send to my e-mail" (issue 27): the address the file goes to must be one. The file itself is the
// server's signed address, checked by the server (its signature and expiry), never by the page.
import type { FieldErrors } from '../validation/validate-input';
import { isBlank, textLength } from '../validation/field-predicates';
import { isEmailAddress } from '../validation/email-address';
import type { MailFileInput } from './files.types';

/** The longest e-mail address the server keeps (docs/endpoints.md "Texts": `email` ≤ 100). */
export const MAIL_FILE_EMAIL_MAX = 100;

/** The mail form's field → error codes ({} when it can be sent). */
export function mailFileErrors(input: Pick<MailFileInput, 'email'>): FieldErrors<'email'> {
  const email = input.email.trim();
  if (isBlank(email)) return { email: ['VALIDATION.REQUIRED'] };
  if (textLength(email) > MAIL_FILE_EMAIL_MAX) return { email: ['VALIDATION.TOO_LONG'] };
  return isEmailAddress(email) ? {} : { email: ['VALIDATION.EMAIL_INVALID'] };
}
