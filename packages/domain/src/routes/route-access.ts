// The policy of a concrete path (`/contentPage/7`, `/registration?x=1`), and the route pattern a
// concrete path is a page of.
import { normalisePath } from '../entry/link-url';
import { LOGIN_POLICY, ROUTE_POLICIES, type RoutePolicy } from './route-catalogue';
import { ROUTE_PATHS, type RoutePath } from './route-paths';

const patternOf = (path: string): RegExp =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`);
const bare = (path: string): string => normalisePath(path.split('?')[0] ?? '');

const POLICY_PATTERNS = Object.entries(ROUTE_POLICIES).map(([path, policy]) => [patternOf(path), policy] as const);

/** A path the catalogue does not list as open or no-token needs a login (the safe reading). */
export function policyOf(path: string): RoutePolicy {
  const concrete = bare(path);
  return POLICY_PATTERNS.find(([pattern]) => pattern.test(concrete))?.[1] ?? LOGIN_POLICY;
}

/** The route among `routes` a concrete path is a page of, or undefined. */
export function routeAmong<P extends string>(path: string, routes: readonly P[]): P | undefined {
  const concrete = bare(path);
  return routes.find((route) => patternOf(route).test(concrete));
}

/** The route a concrete path is a page of, or undefined for a path the product has no screen for. */
export function routePathOf(path: string): RoutePath | undefined {
  return routeAmong(path, ROUTE_PATHS);
}
