// Sending an invitation (spec §5): the invited person's name (at least 2 letters, no digits or symbols)
// and where it goes — a valid mainland mobile for a text message, an e-mail address for an e-mail.
import { isMainlandMobile } from '../validation/field-predicates';
import { isEmailAddress } from '../validation/email-address';
import { PersonNameInput } from '../validation/person-name.input';
import { Required, Satisfies } from '../validation/rule.decorators';
import { validateInput, type FieldErrors } from '../validation/validate-input';
import type { SentInviteType } from './reach.types';

/** An invitation by text message: the person's name and a mainland mobile. */
export class SmsInvitationInput extends PersonNameInput {
  @Required()
  @Satisfies('mainlandMobile', 'VALIDATION.PHONE_INVALID', isMainlandMobile)
  recipient!: string;
}

/** An invitation by e-mail: the person's name and an e-mail address. */
export class EmailInvitationInput extends PersonNameInput {
  @Required()
  @Satisfies('emailAddress', 'VALIDATION.EMAIL_INVALID', isEmailAddress)
  recipient!: string;
}

/** The invitation form's field → error codes for the way it is sent ({} when it can go). */
export const invitationErrors = (
  inviteType: SentInviteType,
  values: { readonly name: unknown; readonly recipient: unknown },
): FieldErrors<'name' | 'recipient'> =>
  validateInput(inviteType === 'SHORT_MSG' ? SmsInvitationInput : EmailInvitationInput, { name: values.name, recipient: values.recipient });
