// `pnpm bench:size`: the JavaScript each route loads first — what index.html runs and loads at once (its
// inline boot script, the entry and the chunks it preloads) plus the route's screen chunk and everything
// they import statically — read from the build's .vite/chunks.json (build/chunk-report.ts). Prints gzip (the budget's unit) and brotli (what
// the server sends). Fails when the first screen (#/registration) is over budget, or a screen has no chunk.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ChunkReport } from '../build/chunk-report';
import { reachable } from '../build/reachable';

const FIRST_SCREEN = '/registration';
const BUDGET_KIB = 170;
const app = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(app, 'dist');
const chunks = JSON.parse(readFileSync(resolve(dist, '.vite/chunks.json'), 'utf8')) as ChunkReport;

/** Screen source files per route path, read from the route manifest (its lazyScreen(() => import()) lines). */
const manifestSource = readFileSync(resolve(app, 'src/routes/route-manifest.ts'), 'utf8');
const screenFileOf = new Map<string, string>();
for (const [, name, file] of manifestSource.matchAll(/const (\w+) = lazyScreen\(\(\) => import\('\.\.\/(features\/[^']+)'\)\)/g)) {
  screenFileOf.set(name!, `src/${file}.tsx`);
}
const routes = [...manifestSource.matchAll(/path: '([^']+)', screen: (\w+)/g)].map(([, path, screen]) => ({
  path: path!,
  screenFile: screenFileOf.get(screen!),
}));
// A benchmark that silently measures nothing is worse than none: the shapes it reads are checked here.
if (screenFileOf.size === 0 || routes.length === 0 || routes.some((route) => !route.screenFile)) {
  throw new Error('bench-size could not read src/routes/route-manifest.ts: has its lazyScreen(() => import(...)) shape changed?');
}

const closure = (files: Iterable<string>) => reachable(files, (file) => chunks[file]?.imports ?? []);

const html = readFileSync(resolve(dist, 'index.html'), 'utf8');
const htmlLoads = [...html.matchAll(/<(?:script[^>]* src|link rel="modulepreload"[^>]* href)="\.\/([^"]+\.js)"/g)].map(([, file]) => file!);
if (!htmlLoads.some((file) => chunks[file])) throw new Error('bench-size found no chunk loaded by dist/index.html: run the build first');
const firstLoad = closure(htmlLoads);
// Scripts written into index.html (the boot prefetch) run first too: they count with every route.
const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => Buffer.from(code!));
const codeOf = (files: Iterable<string>) => [...inlineScripts, ...[...files].map((file) => readFileSync(resolve(dist, file)))];

const sizes = (files: Iterable<string>) => {
  let gzip = 0;
  let brotli = 0;
  for (const code of codeOf(files)) {
    gzip += gzipSync(code).length;
    brotli += brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return `${(gzip / 1024).toFixed(1).padStart(6)} KiB gzip ${(brotli / 1024).toFixed(1).padStart(6)} KiB brotli`;
};
const gzipKiB = (files: Iterable<string>) => codeOf(files).reduce((sum, code) => sum + gzipSync(code).length, 0) / 1024;

console.log(`${'index.html loads'.padEnd(25)} ${sizes(firstLoad)}`);
let failed = false;
for (const { path, screenFile } of routes) {
  const screenChunk = Object.keys(chunks).find((file) => chunks[file]!.modules.some((id) => id === screenFile));
  if (!screenChunk) {
    console.log(`#${path}: no chunk holds ${screenFile}`);
    failed = true;
    continue;
  }
  const files = new Set([...firstLoad, ...closure([screenChunk])]);
  const overBudget = path === FIRST_SCREEN && gzipKiB(files) > BUDGET_KIB;
  failed ||= overBudget;
  console.log(`#${path.padEnd(24)} ${sizes(files)}${overBudget ? `  OVER ${BUDGET_KIB} KiB gzip` : ''}`);
}
process.exit(failed ? 1 : 0);
