// Login by SMS code (grant appsms): a mainland mobile and the 6-digit code, plus the consents.
import { ConsentInput } from './consent.input';
import { isMainlandMobile, isVerificationCode } from './field-predicates';
import { Required, Satisfies } from './rule.decorators';

export class SmsLoginInput extends ConsentInput {
  @Required()
  @Satisfies('mainlandMobile', 'VALIDATION.PHONE_INVALID', isMainlandMobile)
  phone!: string;

  @Required()
  @Satisfies('verificationCode', 'VALIDATION.VERIFICATION_CODE_INVALID', isVerificationCode)
  code!: string;
}
