// The allowlist check every full-page redirect goes through (server jump addresses, desktop URLs).
// Parsing is deliberately strict: anything a browser might read differently from this parser (spaces,
// control characters, backslashes, credentials, odd hosts) is refused rather than interpreted.

const HTTP_URL = /^(https?):\/\/([^/?#]*)(?:[/?#].*)?$/i;
const HOST = /^(?:[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)*|\[[a-f\d:.]+\])$/i;
const PORT = /^\d{1,5}$/;
const DEFAULT_PORT: Readonly<Record<string, string>> = { http: '80', https: '443' };
// C0 controls, space, DEL and backslash: browsers strip or reinterpret them inside URLs.
// eslint-disable-next-line no-control-regex
const AMBIGUOUS = /[\u0000-\u0020\u007f\\]/;

/** `scheme://host[:port]` in canonical form (lower case, default port dropped), or undefined. */
export const httpOriginOf = (url: string): string | undefined => {
  if (AMBIGUOUS.test(url)) return undefined;
  const match = HTTP_URL.exec(url);
  if (!match) return undefined;
  const scheme = (match[1] ?? '').toLowerCase();
  const authority = match[2] ?? '';
  if (authority.includes('@')) return undefined;
  const portAt = authority.lastIndexOf(':');
  const hasPort = portAt !== -1 && !authority.endsWith(']') && authority.indexOf(']') < portAt;
  const host = (hasPort ? authority.slice(0, portAt) : authority).toLowerCase();
  const port = hasPort ? authority.slice(portAt + 1) : '';
  if (!HOST.test(host)) return undefined;
  if (hasPort && (!PORT.test(port) || Number(port) > 65535)) return undefined;
  const keepPort = hasPort && String(Number(port)) !== DEFAULT_PORT[scheme];
  return keepPort ? `${scheme}://${host}:${Number(port)}` : `${scheme}://${host}`;
};

/**
 * True only for an absolute http(s) URL whose origin is exactly one of allowedOrigins (entries are
 * origins or URLs; malformed entries allow nothing). Relative, protocol-relative, javascript:, data:
 * and credential-carrying URLs are refused.
 */
export const isSafeRedirect = (url: string, allowedOrigins: readonly string[]): boolean => {
  const origin = httpOriginOf(url);
  if (origin === undefined) return false;
  return allowedOrigins.some((allowed) => httpOriginOf(allowed.trim()) === origin);
};
