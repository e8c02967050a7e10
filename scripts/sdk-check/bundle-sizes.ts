// What a browser bundle of the installed packages costs: esbuild (minified, tree-shaken, code-split, as a
// consumer's bundler would) over small entry files in the scratch project, gzip level 9. The bundles go
// through the installed packages' exports map and sideEffects, i.e. what another team's bundler sees.
import { build, type Metafile } from 'esbuild';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { sdkAreaGetter, sdkAreas } from '../build/sdk-areas.mjs';

/**
 * The core with SMS login must stay within this (gzip, what loads before the program runs). 32 since the
 * core is wired by hand and the container comes with the first area (issue 33): 29.4 then, 50.0 before.
 */
export const CORE_BUDGET_KIB = 32;

const CLIENT = `const client = createFairpassClient({ baseURL: '', clientId: 'id', clientSecret: 'secret' });
await client.loginBySms.execute({ phone: '13800000004', code: '123456' });`;

// One bundle per area folder (packages/sdk/src/<area>/ with <area>.area.ts and index.ts): the core and
// the area, loaded into the client. The area's operations are all named by its operation map, so using
// the area object keeps what calling one of them would.
const AREAS = sdkAreas();

export type BundleName = 'core' | `core + ${string}` | 'prefetch' | 'messages';

const ENTRIES = new Map<BundleName, string>([
  ['core', `import { createFairpassClient } from '@fairpass/sdk';\n${CLIENT}`],
  ...AREAS.map((area): [BundleName, string] => [
    `core + ${area}`,
    `import { createFairpassClient } from '@fairpass/sdk';\nimport { ${sdkAreaGetter(area)} } from '@fairpass/sdk/${area}';\n${CLIENT}\nconsole.log(Object.keys(${sdkAreaGetter(area)}(client)));`,
  ]),
  [
    'prefetch',
    `import { prefetchEntryConfig } from '@fairpass/sdk/prefetch';\nprefetchEntryConfig({ baseURL: '', clientId: 'id', clientSecret: 'secret', landingHref: location.href, language: 'cn', userAgent: navigator.userAgent });`,
  ],
  ['messages', `import { messageOf } from '@fairpass/sdk/messages';\nconsole.log(messageOf('UNKNOWN', 'en'));`],
]);

/** Minified bytes per package (the sdk split into core and its areas). */
type Breakdown = ReadonlyMap<string, number>;

export interface BundleMeasure {
  readonly name: BundleName;
  /** What loads before the program runs: the entry chunk and the chunks it imports statically (gzip KiB). */
  readonly gzipKiB: number;
  /** What loads later, on first use: the default transport, axios, on the first request (gzip KiB). */
  readonly lazyGzipKiB: number;
  /** Every file the bundler read (the metafile's inputs), whether or not any of it was kept. */
  readonly parsed: readonly string[];
  /** The files that left bytes in the output. */
  readonly kept: readonly string[];
  readonly initialBytes: Breakdown;
  readonly lazyBytes: Breakdown;
}

/** `node_modules/@inversifyjs/core/lib/…` → `inversify`; the sdk's area folders → `@fairpass/sdk/<area>`. */
function packageOf(input: string): string {
  const area = AREAS.find((name) => input.includes(`node_modules/@fairpass/sdk/dist/${name}/`));
  if (area) return `@fairpass/sdk/${area}`;
  const found = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
  if (!found) return 'entry file';
  if (found === '@fairpass/sdk') return '@fairpass/sdk (core)';
  if (found.startsWith('@inversifyjs/') || found === 'inversify') return 'inversify (+ @inversifyjs/*)';
  return found;
}

async function measure(dir: string, name: BundleName): Promise<BundleMeasure> {
  const file = join(dir, `bundle-${name.replace(/\W+/g, '-')}.mjs`);
  const source = ENTRIES.get(name);
  if (source === undefined) throw new Error(`no bundle entry ${name}`);
  writeFileSync(file, source);
  // Code splitting, as an app's bundler does: a dynamic import becomes a chunk loaded when first used.
  const result = await build({
    entryPoints: [file],
    absWorkingDir: dir,
    outdir: join(dir, 'out'),
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const { inputs, outputs } = result.metafile as Metafile;
  const gzipOf = new Map(result.outputFiles.map((out) => [out.path.slice(dir.length + 1), gzipSync(out.contents, { level: 9 }).length / 1024]));
  const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint !== undefined) ?? '';
  const initial = new Set([entry]);
  for (const path of initial) {
    for (const imported of outputs[path]?.imports ?? []) if (imported.kind === 'import-statement') initial.add(imported.path);
  }
  const chunks = Object.keys(outputs).filter((path) => path.endsWith('.js'));
  const sum = (paths: string[]) => paths.reduce((total, path) => total + (gzipOf.get(path) ?? 0), 0);
  const breakdown = (paths: string[]) => {
    const bytes = new Map<string, number>();
    for (const path of paths)
      for (const [input, { bytesInOutput }] of Object.entries(outputs[path]?.inputs ?? {}))
        if (bytesInOutput > 0) bytes.set(packageOf(input), (bytes.get(packageOf(input)) ?? 0) + bytesInOutput);
    return bytes;
  };
  const kept = chunks.flatMap((path) =>
    Object.entries(outputs[path]?.inputs ?? {})
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([input]) => input),
  );
  const lazy = chunks.filter((path) => !initial.has(path));
  return {
    name,
    gzipKiB: sum([...initial]),
    lazyGzipKiB: sum(lazy),
    parsed: Object.keys(inputs),
    kept,
    initialBytes: breakdown([...initial]),
    lazyBytes: breakdown(lazy),
  };
}

export async function measureBundles(dir: string): Promise<BundleMeasure[]> {
  return Promise.all([...ENTRIES.keys()].map((name) => measure(dir, name)));
}

/**
 * A bundle built the same way (browser, minified, tree-shaken through sideEffects: false) that logs in
 * against the contract server when run in Node: proves the decorators and the metadata polyfill survive
 * a consumer's tree-shaking, not only Node's module loading. Returns the file to run.
 */
/** Bundles `source` for the browser (URL_ = the contract server), to run in Node; resolves to the bundle's path. */
export async function buildRunnableSource(dir: string, url: string, name: string, source: string): Promise<string> {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, source);
  const outfile = join(dir, 'out', `${name}.mjs`);
  await build({ entryPoints: [file], absWorkingDir: dir, outfile, bundle: true, minify: true, format: 'esm', platform: 'browser', target: 'es2022', define: { URL_: JSON.stringify(url) }, logLevel: 'silent' });
  return outfile;
}

export async function buildRunnableBundle(dir: string, url: string): Promise<string> {
  const file = join(dir, 'bundle-runs.mjs');
  writeFileSync(
    file,
    `import { createFairpassClient } from '@fairpass/sdk';
const landing = URL_ + '/?exhibitionId=demo&registerType=visitor&tenantId=000000';
const client = createFairpassClient({ baseURL: URL_, clientId: 'saber', clientSecret: 'saber_secret', storage: 'memory', navigator: 'memory', transport: 'fetch', environment: { userAgent: 'node', landingUrl: landing } });
const entry = await client.startFromLink.execute({ url: landing });
const login = entry.ok ? await client.loginBySms.execute({ phone: '13800000004', code: '123456' }) : entry;
const step = login.ok ? await client.nextStep.execute() : login;
console.log(step.ok && step.value.kind === 'route' ? 'next step: ' + step.value.path : 'failed: ' + JSON.stringify(step.ok ? step.value : step.error.code));
client.dispose();
`,
  );
  const outfile = join(dir, 'out', 'bundle-runs.mjs');
  await build({
    entryPoints: [file],
    absWorkingDir: dir,
    outfile,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    define: { URL_: JSON.stringify(url) },
    logLevel: 'silent',
  });
  return outfile;
}

const AREA_FILES = Object.fromEntries(AREAS.map((area) => [area, `@fairpass/sdk/dist/${area}/`]));
const NOT_IN_PREFETCH = ['class-validator', 'inversify', '@inversifyjs', 'axios', 'rxjs', 'reflect-metadata'];

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function largest(bytes: Breakdown, count = 6): string {
  const total = [...bytes.values()].reduce((sum, value) => sum + value, 0);
  return [...bytes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, value]) => `${name} ${kib(value)} (${Math.round((value / total) * 100)} %)`)
    .join(', ');
}

/** What is wrong with the bundles: over budget, an area pulling in another, the prefetch pulling the DI stack. */
export function bundleProblems(bundles: readonly BundleMeasure[]): string[] {
  const problems: string[] = [];
  const byName = new Map(bundles.map((bundle) => [bundle.name, bundle]));
  const core = byName.get('core');
  if (core && core.gzipKiB > CORE_BUDGET_KIB)
    problems.push(
      `the core with SMS login is ${core.gzipKiB.toFixed(1)} KiB gzip, over the ${CORE_BUDGET_KIB} KiB budget ` +
        `(initial load: entry chunk and its static imports; the axios chunk loaded on the first request is not counted). ` +
        `Largest parts, minified before gzip: ${largest(core.initialBytes)}`,
    );
  // The core runs without the container: inversify and its metadata polyfill come with the first area.
  for (const di of ['inversify', '@inversifyjs/', 'reflect-metadata/']) {
    const found = core?.kept.filter((input) => input.includes(`node_modules/${di}`)) ?? [];
    if (found.length > 0) problems.push(`the core bundle holds ${di} (${found.slice(0, 2).join(', ')}): the core is wired without the container`);
  }
  for (const bundle of bundles.filter((each) => each.name.startsWith('core + '))) {
    if (!bundle.kept.some((input) => input.includes('node_modules/reflect-metadata/')))
      problems.push(`the ${bundle.name} bundle lost the reflect-metadata polyfill (tree-shaken through sideEffects?): inversify needs it`);
  }
  for (const [area, own] of Object.entries(AREA_FILES)) {
    if (core?.parsed.some((input) => input.includes(own))) problems.push(`the core bundle reads ${area} files`);
    for (const [other, otherFiles] of Object.entries(AREA_FILES)) {
      if (other === area) continue;
      const found = byName.get(`core + ${area}`)?.parsed.filter((input) => input.includes(otherFiles)) ?? [];
      if (found.length > 0) problems.push(`importing ${area} reads ${other} files: ${found.slice(0, 3).join(', ')}`);
    }
  }
  // The lead tool's IndexedDB wrapper belongs to its bundle alone.
  for (const bundle of bundles.filter((each) => each.name !== 'core + leads')) {
    if (bundle.kept.some((input) => input.includes('node_modules/idb/'))) problems.push(`the ${bundle.name} bundle holds idb (the lead tool's IndexedDB wrapper)`);
  }
  // The prefetch entry re-exports nothing heavy, but reaches @fairpass/domain, whose index names
  // class-validator: those modules are read and dropped. What counts is what is left in the output.
  const prefetch = byName.get('prefetch');
  for (const heavy of NOT_IN_PREFETCH) {
    const found = prefetch?.kept.filter((input) => input.includes(`node_modules/${heavy}`)) ?? [];
    if (found.length > 0) problems.push(`the prefetch bundle holds ${heavy} (${found.slice(0, 2).join(', ')})`);
  }
  // Every code's zh and en text is the messages entry's alone: the core never reads it, and it holds no client.
  const texts = (input: string) => input.includes('/dist/messages/') || /-messages\.(zh|en)\.(c?js|mjs)$/.test(input);
  const readTexts = core?.parsed.filter(texts) ?? [];
  if (readTexts.length > 0) problems.push(`the core bundle reads the error texts (${readTexts.slice(0, 2).join(', ')})`);
  const messages = byName.get('messages');
  for (const heavy of ['inversify', 'axios', 'rxjs']) {
    const found = messages?.kept.filter((input) => input.includes(`node_modules/${heavy}`)) ?? [];
    if (found.length > 0) problems.push(`the messages bundle holds ${heavy} (${found.slice(0, 2).join(', ')})`);
  }
  return problems;
}

export function sizeTable(bundles: readonly BundleMeasure[]): string {
  const core = bundles.find((bundle) => bundle.name === 'core');
  const lines = [
    `browser bundles of the installed packages (esbuild: browser, esm, minify, bundle, code-split; gzip -9):`,
    `  ${'bundle'.padEnd(22)} ${'initial'.padStart(10)} ${'vs core'.padStart(10)}   later`,
  ];
  for (const bundle of bundles) {
    const increment = bundle.name.startsWith('core + ') && core ? `+${(bundle.gzipKiB - core.gzipKiB).toFixed(1)} KiB` : '';
    const lazy = bundle.lazyGzipKiB > 0 ? `+${bundle.lazyGzipKiB.toFixed(1)} KiB on the first request (axios; none with transport 'fetch')` : '';
    lines.push(`  ${bundle.name.padEnd(22)} ${`${bundle.gzipKiB.toFixed(1)} KiB`.padStart(10)} ${increment.padStart(10)}   ${lazy}`);
  }
  lines.push(`  budget: core ≤ ${CORE_BUDGET_KIB} KiB gzip initial`);
  if (core) {
    lines.push(`what the core loads first (minified, before gzip): ${largest(core.initialBytes, 8)}`);
    if (core.lazyBytes.size > 0) lines.push(`what it loads on the first request: ${largest(core.lazyBytes, 3)}`);
    for (const bundle of bundles.filter((each) => each.name.startsWith('core + '))) {
      const added = [...bundle.initialBytes]
        .map(([name, bytes]) => [name, bytes - (core.initialBytes.get(name) ?? 0)] as const)
        .filter(([, bytes]) => bytes >= 50)
        .sort((a, b) => b[1] - a[1])
        .map(([name, bytes]) => `${name} +${kib(bytes)}`);
      lines.push(`what ${bundle.name.slice(7)} adds (minified): ${added.join(', ') || 'nothing'}`);
    }
  }
  const prefetch = bundles.find((bundle) => bundle.name === 'prefetch');
  if (prefetch) lines.push(`what the prefetch holds (minified): ${largest(prefetch.initialBytes, 4)}`);
  return lines.join('\n');
}
