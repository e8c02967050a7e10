// The link a visitor shares: built from an allowlist of the entry link's public parameters, never from the
// address as it stands, so no credential (link-credentials.ts) goes with it. A file of its own: only the
// share screens and WeChat's share run it, never the first screen (issue 33).
import { HASH_CREDENTIALS, hashPathOf, join, keepPairs } from './link-credentials';
import type { LinkParamName, LinkParams } from './link-params';
import { splitLinkUrl } from './link-url';
import { buildQueryString, parseQueryString } from './query-string';

/**
 * The entry link's parameters a share may carry: who the link is for and where it came from. Not the
 * credentials, nor the addresses a link may send the visitor on to (`fromUrl`, `targetUrl`).
 */
export const SHAREABLE_LINK_PARAMS = [
  'exhibitionId',
  'registerType',
  'tenantId',
  'registerLinkId',
  'languageType',
  'registrationSource',
  'sourceDeptId',
  'sourceTicketTypeId',
  'ticketGiveRecordId',
  'sourceInviteUserId',
  'inviteUserId',
  'inviteUserName',
  'inviteType',
  'inviteDeptId',
  'sourceCode',
  'visitingGroupId',
  'fissionParentBladeUserId',
  'signCodeId',
  'upgradeTicket',
  'from',
] as const satisfies readonly LinkParamName[];

/** Link switches that are not entry parameters but shape the visit (spec §2): shared as they are. */
const SHAREABLE_SWITCHES = ['isOpenAdapt', 'isOpenGeo', 'id'] as const;

/**
 * The link to share for the page at `pageUrl`: its origin and page path, the entry link's shareable
 * parameters (the allowlist above, taken from `entry`, else from the page's own query), and the page's
 * in-app path with its screen parameters. Nothing else of the address goes into it.
 */
export function shareLinkOf(pageUrl: string, entry: LinkParams = {}): string {
  const parts = splitLinkUrl(pageUrl);
  const pageQuery = parseQueryString(parts.search);
  const query: Record<string, string> = {};
  for (const name of [...SHAREABLE_LINK_PARAMS, ...SHAREABLE_SWITCHES]) {
    const value = entry[name as LinkParamName] ?? pageQuery[name];
    if (value !== undefined && value !== '') query[name] = value;
  }
  const hashSearch = keepPairs(parts.hashSearch, (name) => HASH_CREDENTIALS.has(name)).search;
  const hashPath = hashPathOf(pageUrl) === undefined ? undefined : parts.hashPath;
  return join(`${parts.origin}${parts.pagePath}`, buildQueryString(query), hashPath, hashSearch);
}
