// Which manifest entry answers an in-app path, outside the router (the entry flow decides before the
// router renders). Patterns use wouter's `:name` segments; nothing else of its syntax is used here.
import type { RouteEntry } from './route-entry';

const patternOf = (path: string): RegExp =>
  new RegExp(
    '^' +
      path
        .split('/')
        .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/') +
      '/?$',
  );

export function findRoute(path: string, routes: readonly RouteEntry[]): RouteEntry | undefined {
  return routes.find((route) => patternOf(route.path).test(path));
}
