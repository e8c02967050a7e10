// Credentials that can arrive in an address (issue 25): WeChat's openid, the imaster SSO code, the
// desktop site's account hand-off, OAuth's code and state, tokens. Whoever holds such an address is
// whoever it names, so it is read once, removed from the address, and never copied into a link,
// a share, a draft or storage (share links: share-link.ts).
import { LINK_PARAM_NAMES, type LinkParamName, type LinkParams } from './link-params';
import { splitLinkUrl } from './link-url';

/**
 * The query parameter the SDK adds to its openid return address: a nonce this tab keeps, so an openid
 * is believed only when this tab started the WeChat redirect that brought it (as OAuth's `state`).
 */
export const OPENID_STATE_PARAM = 'openidState';

/** Link parameters that identify someone: removed wherever they appear. */
export const LINK_CREDENTIAL_PARAMS = [
  'openid',
  'imasterCode',
  'pcJumpAccount',
  OPENID_STATE_PARAM,
  'token',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
] as const;

/**
 * OAuth's own answer parameters: credentials before the hash (where an OAuth server puts them); inside
 * the hash `code` is a screen's parameter (`#/error?code=…`), not a credential.
 */
const OAUTH_ANSWER_PARAMS = ['code', 'state'] as const;

const SEARCH_CREDENTIALS: ReadonlySet<string> = new Set([...LINK_CREDENTIAL_PARAMS, ...OAUTH_ANSWER_PARAMS]);
export const HASH_CREDENTIALS: ReadonlySet<string> = new Set(LINK_CREDENTIAL_PARAMS);

const decodeName = (raw: string): string => {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
};

/** The query's pairs as written, without those whose name is dropped; and whether any was. */
export const keepPairs = (search: string, drop: (name: string) => boolean): { search: string; dropped: boolean } => {
  const pairs = search.split('&').filter((pair) => pair !== '');
  const kept = pairs.filter((pair) => !drop(decodeName(pair.split('=')[0] ?? '')));
  return { search: kept.join('&'), dropped: kept.length !== pairs.length };
};

/** An address from its parts. */
export const join = (head: string, search: string, hashPath: string | undefined, hashSearch: string): string =>
  `${head}${search ? `?${search}` : ''}${hashPath === undefined ? '' : `#${hashPath}${hashSearch ? `?${hashSearch}` : ''}`}`;

/** The hash path as written (undefined when the address has no hash). */
export const hashPathOf = (url: string): string | undefined => {
  const at = url.indexOf('#');
  if (at === -1) return undefined;
  const hash = url.slice(at + 1);
  const queryAt = hash.indexOf('?');
  return queryAt === -1 ? hash : hash.slice(0, queryAt);
};

/**
 * The address without its credentials, every other part as written: the app replaces the address with
 * it as soon as the page has read it, and the SDK keeps and shares nothing else.
 */
export function withoutLinkCredentials(url: string): string {
  const parts = splitLinkUrl(url);
  const at = url.indexOf('#');
  const beforeHash = at === -1 ? url : url.slice(0, at);
  const searchAt = beforeHash.indexOf('?');
  const head = searchAt === -1 ? beforeHash : beforeHash.slice(0, searchAt);
  const search = keepPairs(parts.search, (name) => SEARCH_CREDENTIALS.has(name));
  const hashSearch = keepPairs(parts.hashSearch, (name) => HASH_CREDENTIALS.has(name));
  if (!search.dropped && !hashSearch.dropped) return url;
  return join(head, search.search, hashPathOf(url), hashSearch.search);
}

/** The entry parameters without credentials: what a session may keep of a link. */
export function publicLinkParams(params: LinkParams): LinkParams {
  const kept: Partial<Record<LinkParamName, string>> = {};
  for (const name of LINK_PARAM_NAMES) {
    const value = params[name];
    if (value !== undefined && !SEARCH_CREDENTIALS.has(name)) kept[name] = value;
  }
  return kept;
}

/** A query (name → value) without credentials: what /jump may keep to restart a visit. */
export function publicQuery(query: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([name]) => !SEARCH_CREDENTIALS.has(name)));
}
