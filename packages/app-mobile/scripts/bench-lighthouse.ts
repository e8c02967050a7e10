// Lighthouse (mobile preset, simulated throttling) against the built app served as `pnpm start` serves
// it, in Debian's chromium. Prints the performance score and FCP, LCP, TBT, CLS for the first screen.
// Lighthouse's simulated timings scale with the machine's CPU, so the same run also measures the floor
// (floor-page.ts: the login screen's final HTML and CSS, no script) and prints FCP and LCP as ratios
// to it, which another machine can compare. It also prints the TBT the page observes with no inspector
// attached (observed-tbt.ts): Lighthouse's includes what its inspector makes V8 do. FAIRPASS_BEFORE_DIST
// adds an earlier build, measured alternately in the same run.
// A benchmark, not a test: it reports figures and exits 0 unless Lighthouse itself fails.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startContractServer } from '@fairpass/test-fixtures';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './debian-chromium';
import { buildFloorPage, type FloorPage } from './floor-page';
import { observeTbt, type ObservedTbt } from './observed-tbt';
import { serveFloorPage } from './serve-floor-page';

const TARGET = { score: 95, lcpMs: 2000 } as const;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

// FAIRPASS_APP_DIST measures another build (`vite build --outDir …`), as bench:size and the journeys do.
// FAIRPASS_BEFORE_DIST: an earlier build (e.g. of a `git worktree` at an earlier commit), measured in the
// same run, alternately, so a change's before and after share the machine's state.
const distOf = (path: string | undefined) => (path ? resolve(path) : undefined);
const dist = distOf(process.env.FAIRPASS_APP_DIST) ?? resolve(import.meta.dirname, '../dist');
const beforeDist = distOf(process.env.FAIRPASS_BEFORE_DIST);
for (const folder of [dist, beforeDist]) {
  if (folder && !existsSync(resolve(folder, 'index.html'))) {
    console.error(`No build in ${folder}: run \`pnpm --filter @fairpass/app-mobile build\` first.`);
    process.exit(1);
  }
}

const LINK = '/?exhibitionId=demo&registerType=visitor&tenantId=000000#/registration';
const server = await startContractServer({ port: 0, staticDir: dist });
const url = `${server.url}${LINK}`;
const beforeServer = beforeDist ? await startContractServer({ port: 0, staticDir: beforeDist }) : undefined;
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of this machine's CPU speed, to set beside the figures. */
  benchmarkIndex: number;
}

async function measure(pageUrl: string): Promise<Figures> {
  const result = await lighthouse(pageUrl, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
  if (!result) throw new Error('Lighthouse returned no result');
  const { audits, categories, runtimeError, environment } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse could not measure ${pageUrl}: ${runtimeError.code} ${runtimeError.message}`);
  // A page that broke at boot paints only the static loading line, and scores perfectly: refuse it.
  // The floor passes too: its largest paint is the same screen markup.
  const lcpElement = JSON.stringify(audits['largest-contentful-paint-element']?.details ?? {});
  if (!lcpElement.includes('main.fp-page')) {
    throw new Error(`the largest paint on ${pageUrl} was not on a screen of the app (did the page fail to boot?): ${lcpElement.slice(0, 300)}`);
  }
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    benchmarkIndex: environment.benchmarkIndex,
  };
}

/** Each figure's own median, so one noisy run on a busy 2-core machine does not decide it. */
function medians(runs: Figures[]): Figures {
  const median = (key: keyof Figures) => [...runs].map((run) => run[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
  return {
    score: median('score'),
    fcp: median('fcp'),
    lcp: median('lcp'),
    tbt: median('tbt'),
    cls: median('cls'),
    benchmarkIndex: median('benchmarkIndex'),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ratio = (app: number, floor: number) => `${(app / floor).toFixed(2)} × floor ${seconds(floor)}`;

/** A build's runs: Lighthouse's, and the page's own observation with no inspector (observed-tbt.ts). */
interface Measured {
  readonly label: string;
  readonly url: string;
  readonly lighthouse: Figures[];
  readonly observed: ObservedTbt[];
}

function report({ label, url: pageUrl, lighthouse: runs, observed }: Measured, base: Figures): void {
  const app = medians(runs);
  const observedTbt = observed.map((load) => load.tbt).sort((a, b) => a - b);
  console.log(`  ${label} ${pageUrl}`);
  console.log(`    performance score ${app.score} (target ≥ ${TARGET.score}; floor ${base.score})`);
  console.log(`    FCP ${seconds(app.fcp)} = ${ratio(app.fcp, base.fcp)}`);
  console.log(`    LCP ${seconds(app.lcp)} = ${ratio(app.lcp, base.lcp)} (target ≤ ${TARGET.lcpMs / 1000} s)`);
  console.log(`    TBT ${Math.round(app.tbt)} ms, Lighthouse's (floor ${Math.round(base.tbt)} ms)`);
  console.log(
    `    TBT observed by the page, 4× CPU, slow 4G, no inspector: median ${observedTbt[Math.floor(observedTbt.length / 2)]} ms ` +
      `(${observedTbt.join(', ')}); longest task after FCP ${Math.max(0, ...observed.flatMap((load) => load.longTasks))} ms`,
  );
  console.log(`    CLS ${app.cls.toFixed(3)}`);
}

let floor: FloorPage | undefined;
try {
  floor = await buildFloorPage(chrome.port, url, (html) => serveFloorPage(html, dist));
  const builds: Measured[] = [
    { label: 'fairpass', url, lighthouse: [], observed: [] },
    ...(beforeServer ? [{ label: 'before  ', url: `${beforeServer.url}${LINK}`, lighthouse: [], observed: [] }] : []),
  ];
  const floorRuns: Figures[] = [];
  // Alternating, so a burst of load from other work on the machine falls on every page alike.
  for (let run = 0; run < RUNS; run += 1) {
    for (const build of builds) {
      build.lighthouse.push(await measure(build.url));
      build.observed.push(await observeTbt(chrome.port, build.url));
    }
    floorRuns.push(await measure(floor.url));
  }
  const base = medians(floorRuns);
  console.log(`lighthouse (mobile preset, medians of ${RUNS} runs per page, benchmarkIndex ${Math.round(base.benchmarkIndex)})`);
  console.log(`  floor    ${floor.url} (the login screen's final HTML and CSS, no script)`);
  for (const build of builds) report(build, base);
  const app = medians(builds[0]!.lighthouse);
  const met = app.score >= TARGET.score && app.lcp <= TARGET.lcpMs;
  console.log(met ? '  targets met' : '  targets NOT met');
} finally {
  await floor?.close();
  chrome.kill();
  await server.close();
  await beforeServer?.close();
}
