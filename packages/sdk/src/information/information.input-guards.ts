// The information area's input checks before sending: the enquiry's and the builder filing's required
// texts, phone numbers and e-mail, as a Result error naming the field (operations/input-guard.ts).
import { isEmailAddress, isMainlandMobile, isPhoneNumber, type DomainError, type Err } from '@fairpass/domain';
import { optionalText } from '../operations/area-operation';
import { fieldError, missingText, missingTextList } from '../operations/input-guard';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The special-equipment enquiry: company, contact, phone and message; a phone and an optional e-mail that are real; an optional booth area > 0. */
export function invalidEnquiry(input: unknown): Err<DomainError> | undefined {
  const missing = missingText(input, ['company', 'contact', 'phone', 'message']);
  if (missing) return missing;
  const enquiry = input as Record<string, unknown>;
  if (!isPhoneNumber(String(enquiry['phone']).trim())) return fieldError('VALIDATION.PHONE_INVALID', 'phone');
  const email = optionalText(enquiry['email']);
  if (email !== undefined && !isEmailAddress(email)) return fieldError('VALIDATION.EMAIL_INVALID', 'email');
  const area = enquiry['boothArea'];
  const validArea = area === undefined || area === null || (typeof area === 'number' && Number.isFinite(area) && area > 0);
  return validArea ? undefined : fieldError('VALIDATION.NUMBER_INVALID', 'boothArea');
}

/**
 * The builder filing: the company; at least one on-site contact, each with a name and a mainland mobile
 * number (`contacts.0.phone`: the builder's people on site are called on one); at least one booth number; the uploaded documents' ids (at least one).
 */
export function invalidFiling(input: unknown): Err<DomainError> | undefined {
  const missing = missingText(input, ['company']);
  if (missing) return missing;
  const contacts = isRecord(input) ? input['contacts'] : undefined;
  if (!Array.isArray(contacts) || contacts.length === 0) return fieldError('VALIDATION.REQUIRED', 'contacts');
  for (const [index, contact] of contacts.entries()) {
    const missingField = missingText(contact, ['name', 'phone']);
    if (missingField) return fieldError('VALIDATION.REQUIRED', `contacts.${index}.${missingField.error.field ?? ''}`);
    if (!isMainlandMobile(String((contact as Record<string, unknown>)['phone']).trim())) return fieldError('VALIDATION.PHONE_INVALID', `contacts.${index}.phone`);
  }
  return missingTextList(input, 'boothNos') ?? missingTextList(input, 'documentIds');
}
