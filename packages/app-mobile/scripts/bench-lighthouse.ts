// Lighthouse (mobile preset, simulated throttling) against the built app served as `pnpm start` serves
// it, in Debian's chromium. Prints the performance score and FCP, LCP, TBT, CLS for the first screen.
// Lighthouse's simulated timings scale with the machine's CPU, so the same run also measures the floor
// (floor-page.ts: the login screen's final HTML and CSS, no script) and prints FCP and LCP as ratios
// to it, which another machine can compare.
// A benchmark, not a test: it reports figures and exits 0 unless Lighthouse itself fails.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startContractServer } from '@fairpass/test-fixtures';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './debian-chromium';
import { buildFloorPage, type FloorPage } from './floor-page';
import { serveFloorPage } from './serve-floor-page';

const TARGET = { score: 95, lcpMs: 2000 } as const;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

// FAIRPASS_APP_DIST measures another build (`vite build --outDir …`), as bench:size and the journeys do.
const dist = process.env.FAIRPASS_APP_DIST ? resolve(process.env.FAIRPASS_APP_DIST) : resolve(import.meta.dirname, '../dist');
if (!existsSync(resolve(dist, 'index.html'))) {
  console.error('No build in packages/app-mobile/dist: run `pnpm --filter @fairpass/app-mobile build` first.');
  process.exit(1);
}

const server = await startContractServer({ port: 0, staticDir: dist });
const url = `${server.url}/?exhibitionId=demo&registerType=visitor&tenantId=000000#/registration`;
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

let floor: FloorPage | undefined;
try {
  floor = await buildFloorPage(chrome.port, url, (html) => serveFloorPage(html, dist));
  const appRuns: Figures[] = [];
  const floorRuns: Figures[] = [];
  // Alternating, so a burst of load from other work on the machine falls on both pages alike.
  for (let run = 0; run < RUNS; run += 1) {
    appRuns.push(await measure(url));
    floorRuns.push(await measure(floor.url));
  }
  const app = medians(appRuns);
  const base = medians(floorRuns);
  console.log(`lighthouse (mobile preset, medians of ${RUNS} runs per page, benchmarkIndex ${Math.round(app.benchmarkIndex)})`);
  console.log(`  fairpass ${url}`);
  console.log(`  floor    ${floor.url} (the login screen's final HTML and CSS, no script)`);
  console.log(`  performance score ${app.score} (target ≥ ${TARGET.score}; floor ${base.score})`);
  console.log(`  FCP ${seconds(app.fcp)} = ${ratio(app.fcp, base.fcp)}`);
  console.log(`  LCP ${seconds(app.lcp)} = ${ratio(app.lcp, base.lcp)} (target ≤ ${TARGET.lcpMs / 1000} s)`);
  console.log(`  TBT ${Math.round(app.tbt)} ms (floor ${Math.round(base.tbt)} ms)`);
  console.log(`  CLS ${app.cls.toFixed(3)}`);
  const met = app.score >= TARGET.score && app.lcp <= TARGET.lcpMs;
  console.log(met ? '  targets met' : '  targets NOT met');
} finally {
  await floor?.close();
  chrome.kill();
  await server.close();
}
