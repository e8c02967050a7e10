// The link by which a company's staff apply for a pass themselves (design exhibitor.md §2.4
// `inviteCodePage`, §5.2 "The staff link"): the app's own entry link with the staff register type, the
// link source `exhInviteStaffCard` (spec §2: it opens /exhibitorSelfService/exhInviteStaff), the
// company's link id and its dept. The landing names the company as the server knows it by the link id,
// never by anything the link says.
import type { LanguageType } from '../config/language';
import { buildQueryString } from '../entry/query-string';
import { REGISTER_TYPES } from '../identity/register-type';

export interface StaffLinkBase {
  readonly exhibitionId: string;
  readonly tenantId: string;
  /** Omitted: the staff member's page opens in the default language. */
  readonly languageType?: LanguageType;
}

/** The query of the staff link, URL-encoded, without the leading '?'. */
export const staffLinkQuery = ({ exhibitionId, tenantId, languageType }: StaffLinkBase, registerLinkId: string, deptId: string): string =>
  buildQueryString({
    exhibitionId,
    registerType: REGISTER_TYPES.exhibitorInviteStaff,
    tenantId,
    ...(languageType === undefined ? {} : { languageType }),
    registrationSource: 'exhInviteStaffCard',
    registerLinkId,
    inviteDeptId: deptId,
  });
