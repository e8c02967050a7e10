// The address a member scans to join the group (/groupManagement/qrCode) is the app's own entry link
// with the group's id as `visitingGroupId` (spec §3 link parameters) and the group register type: the SDK
// sends it as the Visiting-Group-Id header for the rest of that visit, so the registration it leads to
// is made in the group, and reviewed with it.
import type { LanguageType } from '../config/language';
import { buildQueryString } from '../entry/query-string';
import { REGISTER_TYPES } from '../identity/register-type';

/** The exhibition's link parameters the join link carries over. */
export interface JoinLinkBase {
  readonly exhibitionId: string;
  readonly tenantId: string;
  /** Omitted: the member's page opens in the default language. */
  readonly languageType?: LanguageType;
}

/** The query of the join link, URL-encoded, without the leading '?'. */
export const groupJoinLinkQuery = ({ exhibitionId, tenantId, languageType }: JoinLinkBase, groupId: string): string =>
  buildQueryString({
    exhibitionId,
    registerType: REGISTER_TYPES.visitingGroup,
    tenantId,
    ...(languageType === undefined ? {} : { languageType }),
    visitingGroupId: groupId,
  });
