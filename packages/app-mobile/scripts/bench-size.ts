// `pnpm bench:size`: the JavaScript each route loads first — what index.html runs and loads at once (its
// inline boot script, the entry and the chunks it preloads) plus the route's screen chunk, the route
// table's chunk where the first load does not hold the route's row, and everything they import
// statically — read from the build's .vite/chunks.json (build/chunk-report.ts). Prints gzip (the budget's
// unit) and brotli (what the server sends), and the first load's parts (PARTS=n prints n of them). Fails
// when the first screen (#/registration) is over BUDGET_KIB, any other route over ROUTE_CAP_KIB, or a
// screen has no chunk.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ChunkReport } from '../build/chunk-report';
import { partsOf } from '../build/module-part';
import { reachable } from '../build/reachable';
import { routeScreens } from '../build/route-screens';

const FIRST_SCREEN = '/registration';
/**
 * 176 since issue 33 (was 170): the features of issues 27–30 (the login's target, the ways on from every
 * error, times with their zone, the keep-a-file texts) took the shell to 173.2 KiB gzip even after rxjs's
 * ES2015 build. A hand-written stand-in for inversify would have saved 16.4 KiB on every route and was
 * tried, but the container is a library fixed by the product design: the way down is to load the
 * container after the first paint (issue 33), not to replace it.
 * 174 since the preload lists left the entry (issue 33, route-deps.json): 171.4 then. The goal is 130.
 * 172.6 since reflect-metadata's lite build (issue 33): 170.6 then.
 * 147.2 since the SDK's core runs without the container, the other areas' routes and error tables come
 * after the first screen (issue 33): 145.2 then.
 * 145.6 since React 19's own useSyncExternalStore replaced the shim (issue 33): 145.0 then.
 * 137.8 since the login's texts come with the shell's in one language, and the next step's rules, the share
 * texts' rules, the kit's locale and the error catalogue after the first paint (issue 33): 136.2 then.
 * 133.0 since the shared codes' messages come after the first paint and antd-mobile's tslib helpers are
 * native (issue 33): 132.8 then.
 * 132.8 since the screen boundary is the app's own class, not react-error-boundary (issue 33): 132.6 then.
 * 132.2 since the SDK's core operations the login never runs before its first tap come on first use
 * (issue 33): 132.1 then.
 * 130, the issue's goal, since the app's own button on the kit's look, the list of every error code and
 * the areas' error texts' code after the paint, and the WeChat JS-SDK adapter fetched inside WeChat only
 * (issue 33): 129.7 then.
 */
const BUDGET_KIB = 130;
/**
 * Any route: a screen that needs a heavy library loads it lazily, after the screen is up. 205 since issue
 * 17: every lead tool screen carries the phone's lead book and its outbox (11.7 KiB) so that whichever one
 * a staff member opens keeps syncing, and the service worker serves them from the phone after a first visit.
 * 206 since issue 25: the shell every route loads gained what keeps one person from becoming another
 * (credentials read once and stripped from the address, the account forgotten on logout, 401 and another
 * login, slow keyed writes that say so): +2.4 KiB on every route, which took the two heaviest lead tool
 * screens 0.05 KiB past 205.
 * 218 since issues 27–30: the same shell growth as the first screen's; the heaviest route
 * (#/buyAccTypePage, the lead tool's offers) 215.5 then. The issue's goal is 180 (issue 33, open).
 * 216 since the preload lists left the entry (issue 33): the heaviest route 214.0 then.
 * 215.3 since reflect-metadata's lite build (issue 33): #/buyAccTypePage 213.3 then.
 * 212.4 since every area's failure tables are fetched with the first area, not bundled with it (issue 33):
 * #/buyAccTypePage 211.8 then.
 * 180, the issue's goal, since an SDK area's code (and the DI container) is fetched when its first operation
 * runs, the lead tool's screens take the lead book after their paint, and forms fetch their class-validator
 * checks after theirs (issue 33): the heaviest route, #/wallet/:id (the rotating QR's library), 180.0 then.
 */
const ROUTE_CAP_KIB = 180;
const app = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// FAIRPASS_APP_DIST measures another build (`vite build --outDir …`), as the journeys and bench:lists do.
const dist = process.env.FAIRPASS_APP_DIST ? resolve(process.env.FAIRPASS_APP_DIST) : resolve(app, 'dist');
const chunks = JSON.parse(readFileSync(resolve(dist, '.vite/chunks.json'), 'utf8')) as ChunkReport;

/**
 * Screen source files per route path, read from the features' routes.ts: each entry is written
 * `{ path: '…', screen: lazyScreen(() => import('./…')) … }` or names a `const X = lazyScreen(…)` above it.
 */
const routes = routeScreens(resolve(app, 'src/features'));

const closure = (files: Iterable<string>) => reachable(files, (file) => chunks[file]?.imports ?? []);

const html = readFileSync(resolve(dist, 'index.html'), 'utf8');
const htmlLoads = [...html.matchAll(/<(?:script[^>]* src|link rel="modulepreload"[^>]* href)="\.\/([^"]+\.js)"/g)].map(([, file]) => file!);
if (!htmlLoads.some((file) => chunks[file])) throw new Error('bench-size found no chunk loaded by dist/index.html: run the build first');
const firstLoad = closure(htmlLoads);
// Scripts written into index.html (the boot prefetch) run first too: they count with every route.
const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => Buffer.from(code!));

/** Each file is compressed once (brotli at quality 11 is slow): every route shares the first load's files. */
interface Compressed {
  readonly gzip: number;
  readonly brotli: number;
}
const compress = (code: Buffer): Compressed => ({
  gzip: gzipSync(code).length,
  brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});
const inlineSizes = inlineScripts.map(compress);
const fileSizes = new Map<string, Compressed>();
const sizeOf = (file: string): Compressed => {
  let size = fileSizes.get(file);
  if (!size) fileSizes.set(file, (size = compress(readFileSync(resolve(dist, file)))));
  return size;
};
const total = (files: Iterable<string>): Compressed =>
  [...inlineSizes, ...[...files].map(sizeOf)].reduce((sum, size) => ({ gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }), { gzip: 0, brotli: 0 });
const kib = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
const sizes = (files: Iterable<string>) => {
  const { gzip, brotli } = total(files);
  return `${kib(gzip)} KiB gzip ${kib(brotli)} KiB brotli`;
};
const gzipKiB = (files: Iterable<string>) => total(files).gzip / 1024;

console.log(`${'index.html loads'.padEnd(25)} ${sizes(firstLoad)}`);
// What the first load holds, by part (library, or workspace package and folder): each part's share of the
// gzipped rendered code (tree-shaken, before minifying; build/chunk-report.ts), applied to the gzip total
// as an estimate. Builds from before the parts were recorded print nothing here.
const parts = partsOf(chunks, firstLoad);
const renderedTotal = parts.reduce((sum, [, bytes]) => sum + bytes, 0);
if (renderedTotal > 0) {
  const firstGzip = total(firstLoad).gzip;
  const shownCount = Number(process.env.PARTS ?? 14);
  const shown = parts.slice(0, shownCount);
  const rest = parts.slice(shownCount).reduce((sum, [, bytes]) => sum + bytes, 0);
  for (const [part, bytes] of [...shown, [`${parts.length - shown.length} more parts`, rest] as const]) {
    const share = bytes / renderedTotal;
    console.log(`  ${part.padEnd(23)} ${(share * 100).toFixed(1).padStart(5)} %  ~${kib(share * firstGzip)} KiB gzip`);
  }
}
/**
 * The route table's chunks a route needs before its screen (src/routes/route-table.ts): none when its
 * feature's routes.ts is in the first load (the landing routes), else the chunk holding it and its imports.
 */
const routeTableFiles = (screenFile: string): Set<string> => {
  const table = screenFile.replace(/^(src\/features\/[^/]+)\/.*$/, '$1/routes.ts');
  const holds = (file: string) => chunks[file]!.modules.includes(table);
  if ([...firstLoad].some(holds)) return new Set();
  return closure(Object.keys(chunks).filter(holds));
};
let failed = false;
for (const { path, screenFile } of routes) {
  const screenChunk = Object.keys(chunks).find((file) => chunks[file]!.modules.some((id) => id === screenFile));
  if (!screenChunk) {
    console.log(`#${path}: no chunk holds ${screenFile}`);
    failed = true;
    continue;
  }
  const files = new Set([...firstLoad, ...closure([screenChunk]), ...routeTableFiles(screenFile)]);
  const limit = path === FIRST_SCREEN ? BUDGET_KIB : ROUTE_CAP_KIB;
  const over = gzipKiB(files) > limit;
  failed ||= over;
  console.log(`#${path.padEnd(24)} ${sizes(files)}${over ? `  OVER ${limit} KiB gzip` : ''}`);
}

// What the offline shell's worker downloads on a first visit (its precache list in sw.js: the shell, issue
// 33), and what each role's offline pack adds once one of its screens is opened (offline-packs.json,
// build/offline-packs.ts): the brotli copy where the build made one (what the server sends), the file
// itself otherwise.
const sentSize = (url: string): { raw: number; sent: number } => {
  const file = resolve(dist, url);
  if (!existsSync(file)) return { raw: 0, sent: 0 };
  const raw = readFileSync(file).length;
  return { raw, sent: existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : url.endsWith('.html') ? sizeOf(url).brotli : raw };
};
const printDownload = (label: string, urls: readonly string[]): void => {
  const total = urls.map(sentSize).reduce((sum, size) => ({ raw: sum.raw + size.raw, sent: sum.sent + size.sent }), { raw: 0, sent: 0 });
  console.log(`${label.padEnd(25)} ${urls.length} files ${kib(total.raw)} KiB ${kib(total.sent)} KiB brotli`);
};
const worker = resolve(dist, 'sw.js');
if (existsSync(worker)) {
  printDownload('worker, first visit', [...readFileSync(worker, 'utf8').matchAll(/url:"([^"]+)"/g)].map(([, url]) => url!));
}
const packsFile = resolve(dist, 'offline-packs.json');
if (existsSync(packsFile)) {
  const { packs } = JSON.parse(readFileSync(packsFile, 'utf8')) as { packs: Record<string, string[]> };
  for (const [pack, files] of Object.entries(packs)) printDownload(`+ offline pack ${pack}`, files);
}
process.exit(failed ? 1 : 0);
