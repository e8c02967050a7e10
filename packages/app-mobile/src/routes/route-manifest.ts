// Every route that has a real screen, assembled from the feature folders: Vite's import.meta.glob finds
// each `features/<area>/routes.ts` (eager: a static import per file, as a hand-written list would be), so
// a new feature is a new folder and nothing here changes. The app loads it after the first screen, in the
// chunk of whole-route-table.ts (route-table.ts: the first load holds the landing routes only).
// Convention: a routes.ts exports exactly one thing, `routes`, the feature's `readonly RouteEntry[]`
// (route-manifest.test.ts checks it: only that export is imported here). Features come in the order of
// their folder names, each in its routes.ts's order; no route of one feature answers a path of another
// (tested), so the order between features decides nothing. Adding a screen = one entry in its feature's
// routes.ts (the path must be in the domain's route catalogue).
// import.meta.glob exists only under Vite (the build, vitest); Node scripts read the folders themselves
// (scripts/routes-coverage.ts, with feature-routes.ts).
import type { RouteEntry } from './route-entry';

const FEATURE_ROUTES = import.meta.glob<readonly RouteEntry[]>('../features/*/routes.ts', { eager: true, import: 'routes' });
/** `../features/<area>/routes.ts` → `<area>`. */
const folderOf = (file: string): string => file.split('/')[2]!;

export const ROUTE_MANIFEST: readonly RouteEntry[] = Object.keys(FEATURE_ROUTES)
  .sort((a, b) => (folderOf(a) < folderOf(b) ? -1 : 1))
  .flatMap((file) => FEATURE_ROUTES[file]!);

/** The feature folder a route comes from. */
export const featureOf = (route: RouteEntry): string | undefined => {
  for (const file in FEATURE_ROUTES) if (FEATURE_ROUTES[file]!.includes(route)) return folderOf(file);
  return undefined;
};

export { specPathOf } from './feature-routes';
