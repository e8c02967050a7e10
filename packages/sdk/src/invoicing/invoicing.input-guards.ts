// Input checks of the invoicing operations, on top of operations/input-guard.ts: a header's kind, type
// and delivery must be one of their choices and its title and recipient given, an English invoice's
// required details given, in English (issue 28), and its e-mail an address. The rest of the header rules (the taxpayer ID's
// check character, a special invoice's bank details) depend on the organiser and are the server's,
// answered as INVOICE.HEADER_INVALID with field errors; the app runs the domain's own checks
// (`invoiceHeaderErrors`) before sending.
import { isEmailAddress, type DomainError, type Err } from '@fairpass/domain';
import { ENGLISH_ONLY_FIELDS, isEnglishText, type InvoiceHeader } from '@fairpass/domain/invoicing';
import { fieldError, missingObject, missingText, outOfRange, under } from '../operations/input-guard';

type Invalid = Err<DomainError> | undefined;

/** A header: kind, type and delivery among their choices, a title and where the e-invoice goes. */
export const invalidHeader = (input: unknown): Invalid =>
  outOfRange(input, 'kind', ['personal', 'enterprise']) ??
  outOfRange(input, 'invoiceType', ['ordinary', 'special']) ??
  missingText(input, ['title']) ??
  outOfRange(input, 'delivery', ['email', 'mobile']) ??
  missingText(input, ['deliverTo']);

/** A header nested in an application (`header.title`). */
export const invalidNestedHeader = (input: unknown): Invalid =>
  missingObject(input, 'header') ?? under('header.', invalidHeader((input as { header?: unknown }).header));

/** An English invoice's details: the five required ones given, the e-mail an address. */
export function invalidEnglish(input: unknown): Invalid {
  const missing = missingText(input, ['companyName', 'address', 'country', 'contact', 'email']);
  if (missing) return missing;
  // "Please fill in English" (issue 28): the first field written in another script.
  const chinese = ENGLISH_ONLY_FIELDS.find((field) => !isEnglishText((input as Record<string, string>)[field] ?? ''));
  if (chinese) return fieldError('VALIDATION.ENGLISH_ONLY', chinese);
  return isEmailAddress((input as { email: string }).email.trim()) ? undefined : fieldError('VALIDATION.EMAIL_INVALID', 'email');
}

/** A text as sent: trimmed; none (a field the header's kind does not use) is "". */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Only the header's own fields, each text trimmed. */
export const headerOf = (header: InvoiceHeader): InvoiceHeader => ({
  kind: header.kind,
  invoiceType: header.invoiceType,
  title: textOf(header.title),
  taxNumber: textOf(header.taxNumber),
  companyAddress: textOf(header.companyAddress),
  telephone: textOf(header.telephone),
  bankName: textOf(header.bankName),
  bankAccount: textOf(header.bankAccount),
  delivery: header.delivery,
  deliverTo: textOf(header.deliverTo),
});
