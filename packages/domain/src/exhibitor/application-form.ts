// The application to exhibit as typed (design exhibitor.md §2.1 `exhibitorRegist`): company name (zh,
// and en), unified social credit code by its check character, contact (a person's name), mainland
// mobile, e-mail (optional), booth type and the number of standard booths or the raw-space area, not
// above 300 (spec §5 "Booth order count or area not above 300"), and the exhibit category (a code of the
// exhibitCategory dictionary).
import { BOOTH_ORDER_MAX } from '../config/limits.constants';
import type { FieldErrors } from '../validation/validate-input';
import { isValidCreditCode } from '../validation/credit-code';
import { isMainlandMobile, isPersonName } from '../validation/field-predicates';
import { isEmailAddress } from '../validation/email-address';
import { normaliseCertificationCode, isCertificationCode } from './certification-code';
import type { ExhibitorApplication } from './exhibitor.types';

export type ApplicationField = keyof ExhibitorApplication;

/** The form's values as the form layer holds them: text as typed. */
export type ApplicationForm = { readonly [K in ApplicationField]-?: string };

export const emptyApplicationForm = (mobile = ''): ApplicationForm => ({
  companyName: '',
  companyEnName: '',
  creditCode: '',
  contactName: '',
  mobile,
  email: '',
  boothType: 'standard',
  boothQuantity: '',
  exhibitCategory: '',
});

/**
 * The form to start from: a refused application as it was sent (to change what the organiser asked and
 * send again), else an empty one with the login's mobile.
 */
export const applicationFormFrom = (sent: ExhibitorApplication | undefined, mobile = ''): ApplicationForm =>
  sent === undefined
    ? emptyApplicationForm(mobile)
    : {
        companyName: sent.companyName,
        companyEnName: sent.companyEnName ?? '',
        creditCode: sent.creditCode,
        contactName: sent.contactName,
        mobile: sent.mobile || mobile,
        email: sent.email ?? '',
        boothType: sent.boothType,
        boothQuantity: sent.boothQuantity > 0 ? String(sent.boothQuantity) : '',
        exhibitCategory: sent.exhibitCategory ?? '',
      };

/** The field → error codes of an application as typed ({} when it may be sent). */
export function applicationErrors(form: ApplicationForm): FieldErrors<ApplicationField> {
  const errors: FieldErrors<ApplicationField> = {};
  if (form.companyName.trim().length < 2) errors.companyName = ['VALIDATION.REQUIRED'];
  if (form.creditCode.trim() === '') errors.creditCode = ['VALIDATION.REQUIRED'];
  else if (!isValidCreditCode(form.creditCode)) errors.creditCode = ['VALIDATION.CREDIT_CODE_INVALID'];
  if (form.contactName.trim() === '') errors.contactName = ['VALIDATION.REQUIRED'];
  else if (!isPersonName(form.contactName)) errors.contactName = ['VALIDATION.NAME_INVALID'];
  if (form.mobile.trim() === '') errors.mobile = ['VALIDATION.REQUIRED'];
  else if (!isMainlandMobile(form.mobile)) errors.mobile = ['VALIDATION.PHONE_INVALID'];
  if (form.email.trim() !== '' && !isEmailAddress(form.email)) errors.email = ['VALIDATION.EMAIL_INVALID'];
  const quantity = Number(form.boothQuantity.trim());
  if (form.boothQuantity.trim() === '') errors.boothQuantity = ['VALIDATION.REQUIRED'];
  else if (!Number.isFinite(quantity) || quantity <= 0 || (form.boothType === 'standard' && !Number.isInteger(quantity))) errors.boothQuantity = ['VALIDATION.NUMBER_INVALID'];
  else if (quantity > BOOTH_ORDER_MAX) errors.boothQuantity = ['VALIDATION.BOOTH_ORDER_LIMIT'];
  if (form.exhibitCategory.trim() === '') errors.exhibitCategory = ['VALIDATION.REQUIRED'];
  return errors;
}

/** The request of a valid form. */
export const applicationRequestOf = (form: ApplicationForm): ExhibitorApplication => ({
  companyName: form.companyName.trim(),
  ...(form.companyEnName.trim() === '' ? {} : { companyEnName: form.companyEnName.trim() }),
  creditCode: form.creditCode.trim().toUpperCase(),
  contactName: form.contactName.trim(),
  mobile: form.mobile.trim(),
  ...(form.email.trim() === '' ? {} : { email: form.email.trim() }),
  boothType: form.boothType === 'raw' ? 'raw' : 'standard',
  boothQuantity: Number(form.boothQuantity.trim()),
  exhibitCategory: form.exhibitCategory.trim(),
});

/** The certification code field's errors. */
export function certificationCodeErrors(form: { readonly code: string }): FieldErrors<'code'> {
  if (normaliseCertificationCode(form.code) === '') return { code: ['VALIDATION.REQUIRED'] };
  return isCertificationCode(form.code) ? {} : { code: ['VALIDATION.VERIFICATION_CODE_INVALID'] };
}
