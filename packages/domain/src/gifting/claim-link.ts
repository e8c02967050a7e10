// The address a gift's recipient opens is the app's own entry link (docs/endpoints.md "Gifts"): the
// exhibition's link parameters plus `registrationSource=giveCard&ticketGiveRecordId=<giftId>`, which the
// entry flow routes to the claim page (entry-route.table.ts). The gift id is unguessable: holding the
// link is what lets someone claim.
import type { LanguageType } from '../config/language';
import { buildQueryString } from '../entry/query-string';

/** The exhibition's link parameters the claim link carries over (spec §3 names). */
export interface ClaimLinkBase {
  readonly exhibitionId: string;
  readonly registerType: string;
  readonly tenantId: string;
  /** Omitted: the recipient's page opens in the default language. */
  readonly languageType?: LanguageType;
}

export const GIFT_LINK_SOURCE = 'giveCard';

/** The query of the claim link, URL-encoded, without the leading '?'. */
export const giftClaimLinkQuery = ({ exhibitionId, registerType, tenantId, languageType }: ClaimLinkBase, giftId: string): string =>
  buildQueryString({
    exhibitionId,
    registerType,
    tenantId,
    ...(languageType === undefined ? {} : { languageType }),
    registrationSource: GIFT_LINK_SOURCE,
    ticketGiveRecordId: giftId,
  });
