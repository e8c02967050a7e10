// The convention the route manifest relies on, checked where the whole module can be seen (the manifest
// imports only the `routes` export, to ship nothing more): each src/features/<area>/routes.ts exports
// exactly one thing, `routes`, the area's `readonly RouteEntry[]`. Used by route-manifest.test.ts and by
// Node scripts, which cannot load route-manifest.ts (import.meta.glob exists only under Vite).
import type { RouteEntry } from './route-entry';

/** `../features/user-center/routes.ts` (or any path ending so) → `user-center`. */
export function featureOfFile(file: string): string {
  const match = /(?:^|\/)features\/([^/]+)\/routes\.ts$/.exec(file.replace(/\\/g, '/'));
  if (!match) throw new Error(`${file} is not a src/features/<area>/routes.ts`);
  return match[1]!;
}

/** Folder names in code-unit order: the manifest's order of the features. */
export const byFeatureFolder = (a: string, b: string): number => {
  const [x, y] = [featureOfFile(a), featureOfFile(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * The routes of the features' modules (file → module namespace), features in folder-name order, each in
 * its routes.ts's order, as the manifest builds them; throws, naming the file, when a routes.ts breaks
 * the convention (exports anything but `routes`, or `routes` is not an array).
 */
export function routesOfModules(modules: Readonly<Record<string, unknown>>): readonly RouteEntry[] {
  return Object.keys(modules)
    .sort(byFeatureFolder)
    .flatMap((file) => {
      featureOfFile(file);
      const module = modules[file] as Record<string, unknown>;
      if (Object.keys(module).join() !== 'routes' || !Array.isArray(module.routes)) {
        throw new Error(`${file} must export exactly one thing: \`routes\`, the feature's readonly RouteEntry[]`);
      }
      return module.routes as readonly RouteEntry[];
    });
}

/** The spec writes path parameters as `{name}`; wouter as `:name`. */
export const specPathOf = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
