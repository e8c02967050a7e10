// Login by account and password (grant password), plus the consents. The password is only required and
// length-limited: the strength rule of §5 is for choosing a password, not for trying one.
import { ConsentInput } from './consent.input';
import { isAccountLength } from './field-predicates';
import { Required, Satisfies } from './rule.decorators';
import { LoginPassword } from './strong-password.decorator';

export class PasswordLoginInput extends ConsentInput {
  @Required()
  @Satisfies('accountLength', 'VALIDATION.ACCOUNT_LENGTH', isAccountLength)
  account!: string;

  @LoginPassword()
  password!: string;
}
