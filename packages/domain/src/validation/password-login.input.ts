// Login by account and password (grant password), plus the consents. The password rule is the full
// strength rule of §5, as the login screen shows it.
import { ConsentInput } from './consent.input';
import { isAccountLength } from './field-predicates';
import { Required, Satisfies } from './rule.decorators';
import { StrongPassword } from './strong-password.decorator';

export class PasswordLoginInput extends ConsentInput {
  @Required()
  @Satisfies('accountLength', 'VALIDATION.ACCOUNT_LENGTH', isAccountLength)
  account!: string;

  @StrongPassword()
  password!: string;
}
