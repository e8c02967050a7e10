// `pnpm bench:size`: the gzip JavaScript each route loads first — the entry, the route's lazy chunk and
// everything they import statically — read from the build's .vite/manifest.json. Fails when the first
// screen (#/registration) is over budget.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

const FIRST_SCREEN = '/registration';
const BUDGET_KIB = 170;
const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** Screen source files per route path, read from the manifest source (the lazy import() lines). */
const manifestSource = readFileSync(resolve(dist, '../src/routes/route-manifest.ts'), 'utf8');
const screenFileOf = new Map<string, string>();
for (const [, name, file] of manifestSource.matchAll(/const (\w+) = lazyScreen\(\(\) => import\('\.\.\/(features\/[^']+)'\)\)/g)) {
  screenFileOf.set(name!, `src/${file}.tsx`);
}
const routes = [...manifestSource.matchAll(/path: '([^']+)', screen: (\w+)/g)].map(([, path, screen]) => ({
  path: path!,
  key: screenFileOf.get(screen!),
}));

// A benchmark that silently measures nothing is worse than none: the manifest's shape is checked here.
if (screenFileOf.size === 0 || routes.length === 0) {
  throw new Error('bench-size found no routes in src/routes/route-manifest.ts: has its lazyScreen(() => import(...)) shape changed?');
}

const closure = (keys: readonly string[], seen = new Set<string>()): Set<string> => {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
};

const gzipKiB = (keys: Iterable<string>) =>
  [...keys].reduce((sum, key) => sum + gzipSync(readFileSync(resolve(dist, manifest[key]!.file))).length, 0) / 1024;

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest: run the build first');

console.log(`entry alone: ${gzipKiB(closure([entryKey])).toFixed(1)} KiB gzip`);
let failed = false;
for (const { path, key } of routes) {
  if (!key || !manifest[key]) continue;
  const kib = gzipKiB(closure([entryKey, key]));
  const overBudget = path === FIRST_SCREEN && kib > BUDGET_KIB;
  failed ||= overBudget;
  console.log(`#${path.padEnd(24)} ${kib.toFixed(1).padStart(7)} KiB gzip${overBudget ? `  OVER ${BUDGET_KIB} KiB` : ''}`);
}
if (!routes.some((route) => route.path === FIRST_SCREEN)) {
  console.log(`(${FIRST_SCREEN} has no screen yet: the budget of ${BUDGET_KIB} KiB applies to the entry alone)`);
  failed = gzipKiB(closure([entryKey])) > BUDGET_KIB;
}
process.exit(failed ? 1 : 0);
