// The route table as the app holds it, in two stages (issue 33: the first screen's weight). The landing
// area's routes (features/registration: the login and the screens around it) come with the first load, so
// the build's login markup hydrates with its route row in hand; the whole table (route-manifest.ts: every
// feature's routes.ts, and each route's offline pack) is a chunk of its own, loaded right after the first
// screen, at once when the visit lands elsewhere (main.ts), or as soon as a path or a target needs it.
// Until it is in, a path the landing routes do not answer is not known yet: never "not found".
import { routes as landingRoutes } from '../features/registration/routes';
import type { RouteEntry } from './route-entry';
import { findRoute } from './route-match';

export interface RouteTable {
  readonly routes: readonly RouteEntry[];
  /** Every feature's routes are in. */
  readonly complete: boolean;
  /** The offline pack a route's screen belongs to (features/<area>/offline-pack.ts); known once complete. */
  readonly offlinePackOf: (route: RouteEntry) => string | undefined;
}

/** What the first load holds: also what the build's login markup was rendered with (hydration reads it). */
export const LANDING_TABLE: RouteTable = { routes: landingRoutes, complete: false, offlinePackOf: () => undefined };

let table = LANDING_TABLE;
let loading: Promise<RouteTable> | undefined;
const listeners = new Set<() => void>();

export const routeTableNow = (): RouteTable => table;

export function subscribeRouteTable(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Loads the whole table (once; again after a failure, as the network may be back). The table is in, and
 * the subscribers told, before the promise settles.
 */
export function loadWholeRouteTable(): Promise<RouteTable> {
  loading ??= import('./whole-route-table').then(
    ({ ROUTE_MANIFEST, offlinePackOf }) => {
      table = { routes: ROUTE_MANIFEST, complete: true, offlinePackOf };
      for (const listener of listeners) listener();
      return table;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Whether the table in hand settles `path` (the route answering it, or that none does). */
export const settles = (current: RouteTable, path: string): boolean => current.complete || findRoute(path, current.routes) !== undefined;

/**
 * The routes to look `path` (query allowed) up among: the table in hand when it settles the path, else the
 * whole table once in (the table in hand if it cannot load: the router then shows that failure).
 */
export async function routesFor(path: string): Promise<readonly RouteEntry[]> {
  if (settles(table, path.split('?')[0] ?? '')) return table.routes;
  return loadWholeRouteTable().then(
    (whole) => whole.routes,
    () => table.routes,
  );
}
