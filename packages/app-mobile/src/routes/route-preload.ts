// At boot, the landing route's chunk and its title namespace start loading in parallel with the
// exhibition config, instead of after it: the first screen's critical chain gets shorter.
import type { i18n as I18n } from 'i18next';
import { preloadRouteChunks } from './route-chunk-preload';
import { findRoute } from './route-match';
import type { RouteEntry } from './route-entry';

/**
 * Starts the route's chunk and its title namespace; the promise settles (never rejects) once both are in,
 * so the shell can reveal the first screen without a Suspense fallback in between.
 */
export function preloadRoute(path: string | undefined, routes: readonly RouteEntry[], i18n: Pick<I18n, 'loadNamespaces'>): Promise<void> {
  const route = path === undefined ? undefined : findRoute(path, routes);
  if (!route) return Promise.resolve();
  preloadRouteChunks(route.path);
  const namespace = route.titleKey?.includes(':') ? route.titleKey.split(':', 1)[0] : undefined;
  // A failed preload is not an error: the router loads the chunk again and shows its own failure.
  return Promise.allSettled([route.screen.preload(), namespace ? i18n.loadNamespaces(namespace) : undefined]).then(() => undefined);
}
