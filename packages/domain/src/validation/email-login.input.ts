// Login by e-mail code (grant appemail), the default for English visitors, plus the consents.
import { ConsentInput } from './consent.input';
import { isVerificationCode } from './field-predicates';
import { isEmailAddress } from './email-address';
import { Required, Satisfies } from './rule.decorators';

export class EmailLoginInput extends ConsentInput {
  @Required()
  @Satisfies('emailAddress', 'VALIDATION.EMAIL_INVALID', isEmailAddress)
  email!: string;

  @Required()
  @Satisfies('verificationCode', 'VALIDATION.VERIFICATION_CODE_INVALID', isVerificationCode)
  code!: string;
}
