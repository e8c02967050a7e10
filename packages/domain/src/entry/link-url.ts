// Splits a landing URL into its parts without the WHATWG URL class (the domain has no DOM/Node
// globals). Hash-routed links carry parameters in two places: `https://h/p?a=1#/route?b=2`.

export interface LinkUrlParts {
  /** scheme://host[:port] in lower case, or '' for a relative or malformed URL. */
  readonly origin: string;
  /** The document's path on that origin (before query and hash), e.g. '/pc/'; '/' when none. */
  readonly pagePath: string;
  /** The query before the hash, without '?'. */
  readonly search: string;
  /** The in-app path inside the hash, e.g. '/registration'; '/' when the hash names none. */
  readonly hashPath: string;
  /** The query inside the hash, without '?'. */
  readonly hashSearch: string;
}

const ORIGIN = /^([a-z][a-z\d+.-]*:\/\/[^/?#]*)/i;

export const splitLinkUrl = (url: string): LinkUrlParts => {
  const trimmed = url.trim();
  const hashAt = trimmed.indexOf('#');
  const beforeHash = hashAt === -1 ? trimmed : trimmed.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : trimmed.slice(hashAt + 1);
  const searchAt = beforeHash.indexOf('?');
  const hashSearchAt = hash.indexOf('?');
  const rawHashPath = hashSearchAt === -1 ? hash : hash.slice(0, hashSearchAt);
  const origin = ORIGIN.exec(beforeHash)?.[1] ?? '';
  const beforeSearch = searchAt === -1 ? beforeHash : beforeHash.slice(0, searchAt);
  const pagePath = beforeSearch.slice(origin.length);
  return {
    origin: origin.toLowerCase(),
    pagePath: pagePath.startsWith('/') ? pagePath : '/',
    search: searchAt === -1 ? '' : beforeHash.slice(searchAt + 1),
    hashPath: normalisePath(rawHashPath),
    hashSearch: hashSearchAt === -1 ? '' : hash.slice(hashSearchAt + 1),
  };
};

/** '/x/' and 'x' become '/x'; an empty path becomes '/'. */
export const normalisePath = (path: string): string => {
  const withoutTrailing = (path.startsWith('/') ? path : `/${path}`).replace(/\/+$/, '');
  return withoutTrailing === '' ? '/' : withoutTrailing;
};
