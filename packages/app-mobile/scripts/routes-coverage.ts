// `pnpm routes:coverage`: how many of the spec's 145 routes have a real screen in the manifest.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { routesOfModules, specPathOf } from '../src/routes/feature-routes';

// The manifest's own routes, found on disk as route-manifest.ts finds them with import.meta.glob (which
// tsx does not have).
const featuresDir = resolve(dirname(fileURLToPath(import.meta.url)), '../src/features');
const routeFiles = readdirSync(featuresDir)
  .map((feature) => resolve(featuresDir, feature, 'routes.ts'))
  .filter((file) => existsSync(file));
const ROUTE_MANIFEST = routesOfModules(
  Object.fromEntries(await Promise.all(routeFiles.map(async (file) => [file, (await import(pathToFileURL(file).href)) as unknown] as const))),
);

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const routesFile = resolve(repoRoot, '../shared/spec/routes.txt');

const specRoutes = readFileSync(routesFile, 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

const implemented = new Set(ROUTE_MANIFEST.map((route) => specPathOf(route.path)));
const missing = specRoutes.filter((route) => !implemented.has(route));

console.log(`routes: ${specRoutes.length - missing.length}/${specRoutes.length} implemented`);
if (missing.length > 0) console.log(`missing (${missing.length}):\n${missing.map((route) => `  ${route}`).join('\n')}`);
