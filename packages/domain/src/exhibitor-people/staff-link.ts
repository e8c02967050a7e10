// The link by which a company's staff apply for a pass themselves (design exhibitor.md §2.4
// `inviteCodePage`, §5.2 "The staff link"): the app's own entry link with the staff register type, the
// link source `exhInviteStaffCard` (spec §2: it opens /exhibitorSelfService/exhInviteStaff), the
// company's link id and its dept. The landing names the company as the server knows it by the link id,
// never by anything the link says.
import type { LanguageType } from '../config/language';
import type { LinkParams } from '../entry/link-params';
import { buildQueryString } from '../entry/query-string';
import { REGISTER_TYPES } from '../identity/register-type';
import type { RegisterLinkInput } from '../ports/user.gateway';

/** The staff link's source (spec §2 `exhInviteStaffCard`): the entry opens the staff landing. */
export const STAFF_LINK_SOURCE = 'exhInviteStaffCard';

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
    registrationSource: STAFF_LINK_SOURCE,
    registerLinkId,
    inviteDeptId: deptId,
  });

/**
 * What the visit's staff link asks to record once the staff member has logged in (spec `POST
 * userRegisterLink/save` with the company's `inviteDeptId`): only the server can tie a link to a person,
 * and only with the person's token, so the visit recorded before the login (no user yet) does not count.
 * Undefined when the visit came through no staff link or the link lacks its id or company.
 */
export function staffApplicationOf(entry: LinkParams): RegisterLinkInput | undefined {
  const registerLinkId = entry.registerLinkId?.trim() ?? '';
  const inviteDeptId = entry.inviteDeptId?.trim() ?? '';
  if (entry.registrationSource !== STAFF_LINK_SOURCE || registerLinkId === '' || inviteDeptId === '') return undefined;
  return {
    registerLinkId,
    sourceCode: entry.sourceCode?.trim() ?? '',
    inviteType: entry.inviteType?.trim() ?? '',
    inviteDeptId,
    inviteUserId: entry.inviteUserId?.trim() ?? '',
    inviteUserName: entry.inviteUserName?.trim() ?? '',
  };
}
