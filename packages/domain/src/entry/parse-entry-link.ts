// Reads a landing link into the entry context of spec §2/§3: parameters from the query string and the
// query inside the hash (the hash wins: it is what the in-app router last wrote), the yes/no flags, the
// language, the normalised registration source and the route the link's source asks for.
import { toLanguageType, type LanguageType } from '../config/language';
import { DEFAULT_ENTRY_PATH, entryRuleFor, type EntryRouteRule } from './entry-route.table';
import { LINK_PARAM_NAMES, type LinkParams } from './link-params';
import { splitLinkUrl } from './link-url';
import { parseQueryString } from './query-string';

export type EntryRoute = { readonly kind: 'route'; readonly path: string } | { readonly kind: 'nextStep' };

export interface EntryContext extends Omit<LinkParams, 'languageType' | 'registrationSource'> {
  /** 'cn' unless the link says 'en'. */
  readonly languageType: LanguageType;
  /** The link's registrationSource, with the legacy value 'personal' read as 'registration'. */
  readonly registrationSource?: string;
  /** isOpenAdapt=yes: desktop browsers go to the /pc/ site. */
  readonly isOpenAdapt: boolean;
  /** isOpenGeo=yes: the geo page is enabled for this link. */
  readonly isOpenGeo: boolean;
  readonly entryRoute: EntryRoute;
  /** The in-app path the link's hash asked for ('/' when none). */
  readonly requestedPath: string;
  /** scheme://host[:port] of the link ('' if the link was relative). */
  readonly origin: string;
  /** The page's own path on that origin, e.g. '/m/' or '/pc/' (a desktop site reuses this code). */
  readonly pagePath: string;
  /** Every parameter of the link, known or not, merged the same way (kept for /jump and /pc/). */
  readonly query: Readonly<Record<string, string>>;
}

const nonEmpty = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

const resolveRoute = (
  rule: EntryRouteRule | undefined,
  query: Readonly<Record<string, string>>,
  requestedPath: string,
): EntryRoute => {
  if (rule === undefined) return { kind: 'route', path: DEFAULT_ENTRY_PATH };
  if (rule.kind !== 'contentPage') return rule;
  const id = nonEmpty(query.id);
  if (id !== undefined) return { kind: 'route', path: `/contentPage/${encodeURIComponent(id)}` };
  if (/^\/contentPage\/[^/]+$/.test(requestedPath)) return { kind: 'route', path: requestedPath };
  return { kind: 'route', path: DEFAULT_ENTRY_PATH };
};

export const parseEntryLink = (url: string): EntryContext => {
  const parts = splitLinkUrl(url);
  const query = { ...parseQueryString(parts.search), ...parseQueryString(parts.hashSearch) };

  const params: Record<string, string> = {};
  for (const name of LINK_PARAM_NAMES) {
    const value = nonEmpty(query[name]);
    if (value !== undefined) params[name] = value;
  }
  // Older links say 'personal' for the plain registration source.
  const registrationSource = params.registrationSource === 'personal' ? 'registration' : params.registrationSource;
  const rule = entryRuleFor(params.from) ?? entryRuleFor(registrationSource);

  return {
    ...params,
    languageType: toLanguageType(params.languageType),
    registrationSource,
    isOpenAdapt: query.isOpenAdapt?.trim().toLowerCase() === 'yes',
    isOpenGeo: query.isOpenGeo?.trim().toLowerCase() === 'yes',
    entryRoute: resolveRoute(rule, query, parts.hashPath),
    requestedPath: parts.hashPath,
    origin: parts.origin,
    pagePath: parts.pagePath,
    query,
  };
};
