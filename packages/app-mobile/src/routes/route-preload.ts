// At boot, the landing route's chunk and its title namespace start loading in parallel with the
// runtime and exhibition config, instead of after them: the first screen's critical chain gets shorter.
import type { i18n as I18n } from 'i18next';
import type { EntryContext } from '@fairpass/domain';
import { findRoute } from './route-match';
import type { RouteEntry } from './route-entry';

/** The path the visitor will most likely see first: the one the link asks for, else its entry route. */
export function landingPathOf(context: Pick<EntryContext, 'requestedPath' | 'entryRoute'>): string | undefined {
  if (context.requestedPath !== '/') return context.requestedPath;
  return context.entryRoute.kind === 'route' ? context.entryRoute.path : undefined;
}

export function preloadRoute(path: string | undefined, routes: readonly RouteEntry[], i18n: Pick<I18n, 'loadNamespaces'>): void {
  const route = path === undefined ? undefined : findRoute(path, routes);
  if (!route) return;
  // A failed preload is not an error: the router loads the chunk again and shows its own failure.
  route.screen.preload().catch(() => undefined);
  const namespace = route.titleKey?.split(':', 1)[0];
  if (namespace && route.titleKey?.includes(':')) void i18n.loadNamespaces(namespace);
}
