// The policy of a concrete path (`/contentPage/7`, `/registration?x=1`), read from the route catalogue.
import { normalisePath } from '../entry/link-url';
import { ROUTE_CATALOGUE, ROUTE_PATHS, type RoutePath, type RoutePolicy } from './route-catalogue';

const patternOf = (path: RoutePath): RegExp =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`);
const PATTERNS = ROUTE_PATHS.map((path) => [path, patternOf(path)] as const);

/** The catalogue route a concrete path is a page of, or undefined for a path the product has no screen for. */
export function routePathOf(path: string): RoutePath | undefined {
  const bare = normalisePath(path.split('?')[0] ?? '');
  return PATTERNS.find(([, pattern]) => pattern.test(bare))?.[0];
}

/** A path no catalogue route matches needs a login (the safe reading). */
export function policyOf(path: string): RoutePolicy {
  const route = routePathOf(path);
  return route ? ROUTE_CATALOGUE[route] : { access: 'login' };
}
