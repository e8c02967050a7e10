// Where a password-reset code goes for the account typed (phone or e-mail): e-mail to an address,
// SMS to a mainland mobile, WhatsApp to any other (overseas) phone number.
import { isEmailAddress, isMainlandMobile, type VerificationChannel } from '@fairpass/domain';

export function codeChannelFor(account: string): VerificationChannel {
  const value = account.trim();
  if (isEmailAddress(value)) return 'email';
  return isMainlandMobile(value) ? 'sms' : 'whatsapp';
}
