// The VIP invitation form (design exhibitor.md §2.5): the VIP's name (spec §5 name rule), a mainland
// mobile (sent by text) or an e-mail address, their company and title (optional, at most 50 and 30
// characters) and the language the invitation is written in.
import { isMainlandMobile } from '../validation/field-predicates';
import { isEmailAddress } from '../validation/email-address';
import { PersonNameInput } from '../validation/person-name.input';
import { Required, Satisfies } from '../validation/rule.decorators';
import { validateInput, type FieldErrors } from '../validation/validate-input';
import { VIP_LANGUAGES, type VipInviteFields, type VipLanguage } from './exhibitor-guests.types';
import { VIP_COMPANY_MAX, VIP_TITLE_MAX } from './vip-invite-limits';


const looksLikeEmail = (value: unknown): boolean => typeof value === 'string' && value.includes('@');
const within = (max: number) => (value: unknown) => typeof value !== 'string' || [...value.trim()].length <= max;
const isLanguage = (value: unknown): value is VipLanguage => typeof value === 'string' && (VIP_LANGUAGES as readonly string[]).includes(value);

class VipInviteInput extends PersonNameInput {
  // An address with @ is read as an e-mail, anything else as a mobile: each refused with its own message.
  @Required()
  @Satisfies('vipEmail', 'VALIDATION.EMAIL_INVALID', (value) => !looksLikeEmail(value) || isEmailAddress(value))
  @Satisfies('vipMobile', 'VALIDATION.PHONE_INVALID', (value) => looksLikeEmail(value) || isMainlandMobile(value))
  recipient!: string;

  @Satisfies('companyLength', 'VALIDATION.TOO_LONG', within(VIP_COMPANY_MAX))
  company!: string;

  @Satisfies('titleLength', 'VALIDATION.TOO_LONG', within(VIP_TITLE_MAX))
  title!: string;

  @Satisfies('language', 'VALIDATION.REQUIRED', isLanguage)
  language!: string;
}

export type VipInviteField = 'name' | 'recipient' | 'company' | 'title' | 'language';

/** The form's field → error codes ({} when the invitation can go). */
export const vipInviteErrors = (values: Readonly<Record<VipInviteField, unknown>>): FieldErrors<VipInviteField> =>
  validateInput(VipInviteInput, { name: values.name, recipient: values.recipient, company: values.company, title: values.title, language: values.language });

/** The invitation as sent: trimmed. */
export const vipInviteOf = (values: Readonly<Record<VipInviteField, string>>): VipInviteFields => ({
  name: values.name.trim(),
  recipient: values.recipient.trim(),
  company: values.company.trim(),
  title: values.title.trim(),
  language: isLanguage(values.language) ? values.language : 'zh',
});

/** Whether the VIP is reached by text (a mobile) rather than by e-mail. */
export const isSentByText = (recipient: string): boolean => isMainlandMobile(recipient.trim());
