// Forgotten password (user/password/reset): the account is the phone or e-mail the code went to.
import { isPhoneNumber, isVerificationCode } from './field-predicates';
import { isEmailAddress } from './email-address';
import { EqualsField, Required, Satisfies } from './rule.decorators';
import { StrongPassword } from './strong-password.decorator';

const isPhoneOrEmail = (value: unknown): boolean => isPhoneNumber(value) || isEmailAddress(value);

export class PasswordResetInput {
  @Required()
  @Satisfies('phoneOrEmail', 'VALIDATION.ACCOUNT_INVALID', isPhoneOrEmail)
  account!: string;

  @Required()
  @Satisfies('verificationCode', 'VALIDATION.VERIFICATION_CODE_INVALID', isVerificationCode)
  code!: string;

  @StrongPassword()
  newPassword!: string;

  @Required()
  @EqualsField('newPassword', 'VALIDATION.PASSWORD_MISMATCH')
  newPassword1!: string;
}
