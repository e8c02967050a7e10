// A sub-account of a group account (/subordinate/form, /subordinate/resetPwd): a login name of the
// account length of spec §5 in letters, digits and `_ . @ -`, the holder's name and mainland mobile, and
// a password of at least 8 characters with digits, letters and special characters, typed twice.
import { isAccountLength, isMainlandMobile, isPersonName } from '../validation/field-predicates';
import { EqualsField, Required, Satisfies } from '../validation/rule.decorators';
import { StrongPassword } from '../validation/strong-password.decorator';
import { SUB_ACCOUNT_PATTERN } from './group-limits';

const isAccountName = (value: unknown): boolean => typeof value === 'string' && SUB_ACCOUNT_PATTERN.test(value.trim());

/** A new password and its confirmation (adding a sub-account, resetting its password). */
export class SubAccountPasswordInput {
  @StrongPassword()
  password!: string;

  @Required()
  @EqualsField('password', 'VALIDATION.PASSWORD_MISMATCH')
  confirmPassword!: string;
}

/** The holder of a sub-account (editing it: the account name itself never changes). */
export class SubAccountEditInput {
  @Required()
  @Satisfies('personName', 'VALIDATION.NAME_INVALID', isPersonName)
  name!: string;

  @Required()
  @Satisfies('mainlandMobile', 'VALIDATION.PHONE_INVALID', isMainlandMobile)
  phone!: string;
}

/** A new sub-account: its login name, holder and password. */
export class SubAccountInput {
  @Required()
  @Satisfies('accountLength', 'VALIDATION.ACCOUNT_LENGTH', isAccountLength)
  @Satisfies('accountName', 'VALIDATION.ACCOUNT_INVALID', isAccountName)
  account!: string;

  @Required()
  @Satisfies('personName', 'VALIDATION.NAME_INVALID', isPersonName)
  name!: string;

  @Required()
  @Satisfies('mainlandMobile', 'VALIDATION.PHONE_INVALID', isMainlandMobile)
  phone!: string;

  @StrongPassword()
  password!: string;

  @Required()
  @EqualsField('password', 'VALIDATION.PASSWORD_MISMATCH')
  confirmPassword!: string;
}
