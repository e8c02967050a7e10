// Where a verification code for an account goes: e-mail to an address, SMS to a mainland mobile,
// WhatsApp to any other (overseas) phone number.
import type { VerificationChannel } from '../ports/auth.gateway';
import { isMainlandMobile } from './field-predicates';
import { isEmailAddress } from './email-address';

export function codeChannelFor(account: string): VerificationChannel {
  const value = account.trim();
  if (isEmailAddress(value)) return 'email';
  return isMainlandMobile(value) ? 'sms' : 'whatsapp';
}
