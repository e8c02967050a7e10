// The SDK's navigation port over the same hash location wouter renders from, so a navigation the SDK
// decides (401 → /jump or /error) re-renders the router at once.
import type { NavigatorPort, RouteQuery } from '@fairpass/domain';
import { currentHashPath, currentHashQuery, hashNavigate } from './hash-path';

const withQuery = (path: string, query?: RouteQuery) => {
  const search = new URLSearchParams(
    Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== ''),
  ).toString();
  return search ? `${path}?${search}` : path;
};

export const wouterNavigator: NavigatorPort = {
  currentPath: currentHashPath,
  currentQuery: () => Object.fromEntries(new URLSearchParams(currentHashQuery())),
  navigate: (path, query) => hashNavigate(withQuery(path, query)),
  replace: (path, query) => hashNavigate(withQuery(path, query), { replace: true }),
  // Callers check the URL against the allowlist before asking for a full-page load.
  redirect: (url) => location.assign(url),
};
