// The link an exhibitor shares to its public booth card (design exhibitor.md §2.2 `boothInfo`): the app's
// entry link as a visitor of the exhibition (whoever opens it may register from there), opening the card
// of the company by its dept. Nothing of the sharer travels: no token, no user, only the exhibition.
import type { LanguageType } from '../config/language';
import { buildQueryString } from '../entry/query-string';
import { REGISTER_TYPES } from '../identity/register-type';

export interface BoothCardLinkBase {
  readonly exhibitionId: string;
  readonly tenantId: string;
  /** Omitted: the card opens in the default language. */
  readonly languageType?: LanguageType;
}

/** The booth card's screen path with its company, for the link's hash. */
export const boothCardPath = (deptId: string): string => `/exhibitorSelfService/boothInfo?${buildQueryString({ deptId })}`;

/** The query of the booth card link, URL-encoded, without the leading '?'. */
export const boothCardLinkQuery = ({ exhibitionId, tenantId, languageType }: BoothCardLinkBase): string =>
  buildQueryString({ exhibitionId, registerType: REGISTER_TYPES.visitor, tenantId, ...(languageType === undefined ? {} : { languageType }) });
