// Each route's screen module, read from the features' routes.ts files as text (Node scripts and build
// plugins cannot load the route manifest: import.meta.glob exists only under Vite). The shape relied on:
// `{ path: '…', screen: lazyScreen(() => import('./…')) }`, or a `const X = lazyScreen(() => import('./…'))`
// named by `screen: X`. Used by bench-size and the route preload map.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface RouteScreen {
  readonly path: string;
  /** `src/features/<area>/<screen>.tsx`. */
  readonly screenFile: string;
}

export function routeScreens(featuresDir: string): RouteScreen[] {
  const routes: Array<{ path: string; screenFile: string | undefined }> = [];
  for (const feature of readdirSync(featuresDir)) {
    const file = resolve(featuresDir, feature, 'routes.ts');
    if (!existsSync(file)) continue;
    const source = readFileSync(file, 'utf8');
    const named = new Map<string, string>();
    for (const [, name, screen] of source.matchAll(/const (\w+) = lazyScreen\(\(\) => import\('\.\/([^']+)'\)\)/g)) {
      named.set(name!, `src/features/${feature}/${screen}.tsx`);
    }
    for (const [, path, inline, name] of source.matchAll(/path: '([^']+)',\s*screen: (?:lazyScreen\(\(\) => import\('\.\/([^']+)'\)\)|(\w+))/g)) {
      routes.push({ path: path!, screenFile: inline ? `src/features/${feature}/${inline}.tsx` : named.get(name!) });
    }
  }
  if (routes.length === 0 || routes.some((route) => !route.screenFile)) {
    throw new Error('could not read src/features/*/routes.ts: has the { path, screen: lazyScreen(() => import(...)) } shape changed?');
  }
  return routes as RouteScreen[];
}
