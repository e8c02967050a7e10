// Change password while logged in (user/password/update). The old password is checked by the server
// only: it may predate the current strength rule.
import { EqualsField, Required } from './rule.decorators';
import { StrongPassword } from './strong-password.decorator';

export class PasswordChangeInput {
  @Required()
  oldPassword!: string;

  @StrongPassword()
  newPassword!: string;

  @Required()
  @EqualsField('newPassword', 'VALIDATION.PASSWORD_MISMATCH')
  newPassword1!: string;
}
