// The lead account's own rules beyond buying (package-rules.ts): the link that invites a colleague to the
// lead tool (the exhibition's entry link with the trade-fair register type, so the login lands on
// /tradeFairSystem/home by the after-login table), and what a staff member to add must be (spec §5:
// a person's name, a mainland mobile — the same checks the server makes before 4908/4909).
import type { LanguageType } from '../config/language';
import { buildQueryString } from '../entry/query-string';
import { REGISTER_TYPES } from '../identity/register-type';
import { isMainlandMobile, isPersonName } from '../validation/field-predicates';
import type { FieldErrors } from '../validation/validate-input';

export interface LeadToolLinkBase {
  readonly exhibitionId: string;
  readonly tenantId: string;
  /** Omitted: the colleague's page opens in the default language. */
  readonly languageType?: LanguageType;
}

/** The query of the lead tool's login link, URL-encoded, without the leading '?'. */
export const leadToolLinkQuery = ({ exhibitionId, tenantId, languageType }: LeadToolLinkBase): string =>
  buildQueryString({
    exhibitionId,
    registerType: REGISTER_TYPES.commerceExhibition,
    tenantId,
    ...(languageType === undefined ? {} : { languageType }),
  });

const blank = (value: string): boolean => value.trim() === '';

/** What is wrong with a staff member to add ({} when they can be sent). */
export function staffMemberErrors(input: { readonly name: string; readonly phone: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(input.name)) errors.name = ['VALIDATION.REQUIRED'];
  else if (!isPersonName(input.name.trim())) errors.name = ['VALIDATION.NAME_INVALID'];
  if (blank(input.phone)) errors.phone = ['VALIDATION.REQUIRED'];
  else if (!isMainlandMobile(input.phone.trim())) errors.phone = ['VALIDATION.PHONE_INVALID'];
  return errors;
}
