// A route's `home` as the failure view needs it: the list's path and the key of its title, read from the
// manifest entry of that list (route-manifest.test.ts checks every `home` is a titled route).
import type { AreaHome } from '../ui/way-on/area-home';
import type { RouteEntry } from './route-entry';

export function areaHomeOf(route: RouteEntry, routes: readonly RouteEntry[]): AreaHome | null {
  if (!route.home) return null;
  const titleKey = routes.find((entry) => entry.path === route.home)?.titleKey;
  return titleKey ? { path: route.home, titleKey } : null;
}
