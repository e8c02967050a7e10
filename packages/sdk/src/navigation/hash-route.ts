import type { RouteQuery } from '@fairpass/domain';

/** Builds the hash-route text `path?query` (without the leading `#`); empty values are left out. */
export function hashRoute(path: string, query?: RouteQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Splits a hash (`#/path?x=1`) into the in-app path and its query. */
export function parseHashRoute(hash: string): { path: string; query: Record<string, string> } {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  const [path = '', search = ''] = text.split('?', 2);
  return { path: path || '/', query: Object.fromEntries(new URLSearchParams(search)) };
}
