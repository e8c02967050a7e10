// The route preload map (issue 33): `route-deps.json`, for each route the chunks its screen imports
// statically beyond what the entry already holds. Vite writes such lists into the entry, for every lazy
// import (6.4 KiB gzip on every route's first load by 2026-11-26); the build keeps only the stylesheets
// there (vite.config.ts `modulePreload`) and the app reads this file instead: at once for a visit that
// lands on a screen other than the login, after the first paint otherwise (routes/route-preload.ts), and
// adds `<link rel="modulepreload">` for the route being opened, so its chunks still come in parallel.
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { reachable } from './reachable';
import { routeScreens } from './route-screens';

interface ChunkLike {
  readonly type: string;
  readonly fileName: string;
  readonly isEntry?: boolean;
  readonly facadeModuleId?: string | null;
  readonly moduleIds?: readonly string[];
  readonly imports?: readonly string[];
}

/** `{ files, routes: { <route path>: indexes into files } }`: each file name once. */
export interface RouteDeps {
  readonly files: readonly string[];
  readonly routes: Readonly<Record<string, readonly number[]>>;
}

export function routeDepsOf(chunks: readonly ChunkLike[], screens: readonly { path: string; screenFile: string }[], root: string): RouteDeps {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: readonly string[]) => reachable(roots, (file) => byName.get(file)?.imports ?? []);
  const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const source = (id: string) => relative(root, id).replaceAll('\\', '/');
  const files: string[] = [];
  const indexOf = (file: string) => {
    const at = files.indexOf(file);
    return at >= 0 ? at : files.push(file) - 1;
  };
  const routes: Record<string, number[]> = {};
  for (const { path, screenFile } of screens) {
    const screen =
      chunks.find((chunk) => chunk.facadeModuleId && source(chunk.facadeModuleId) === screenFile) ??
      chunks.find((chunk) => chunk.moduleIds?.some((id) => source(id) === screenFile));
    if (!screen) continue;
    routes[path] = [...closure([screen.fileName])].filter((file) => !entry.has(file)).sort().map(indexOf);
  }
  return { files, routes };
}

export function routeDeps(root: string): Plugin {
  return {
    name: 'fairpass:route-deps',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output): output is typeof output & ChunkLike => output.type === 'chunk');
        const map = routeDepsOf(chunks, routeScreens(`${root}/src/features`), root);
        this.emitFile({ type: 'asset', fileName: 'route-deps.json', source: JSON.stringify(map) });
      },
    },
  };
}
