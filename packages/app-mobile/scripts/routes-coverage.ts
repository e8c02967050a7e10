// `pnpm routes:coverage`: how many of the spec's 145 routes have a real screen in the manifest.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTE_MANIFEST, specPathOf } from '../src/routes/route-manifest';

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
