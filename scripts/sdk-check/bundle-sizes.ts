// What a browser bundle of the installed packages costs: esbuild (minified, tree-shaken, as a consumer's
// bundler would) over small entry files in the scratch project, gzip level 9.
import { build, type Metafile } from 'esbuild';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The core with SMS login must stay within this (gzip). */
export const CORE_BUDGET_KIB = 55;

const CLIENT = `const client = createFairpassClient({ baseURL: '', clientId: 'id', clientSecret: 'secret' });
await client.loginBySms.execute({ phone: '13800000004', code: '123456' });`;

const ENTRIES = {
  core: `import { createFairpassClient } from '@fairpass/sdk';\n${CLIENT}`,
  'core + registration': `import { createFairpassClient } from '@fairpass/sdk';\nimport { getRegistration } from '@fairpass/sdk/registration';\n${CLIENT}\nawait getRegistration(client).fetchRegistrationForm.execute();`,
  'core + content': `import { createFairpassClient } from '@fairpass/sdk';\nimport { getContent } from '@fairpass/sdk/content';\n${CLIENT}\nawait getContent(client).fetchArticle.execute({ id: '1' });`,
  prefetch: `import { prefetchEntryConfig } from '@fairpass/sdk/prefetch';\nprefetchEntryConfig({ baseURL: '', clientId: 'id', clientSecret: 'secret', landingHref: location.href, language: 'cn', userAgent: navigator.userAgent });`,
} as const;

export type BundleName = keyof typeof ENTRIES;

export interface BundleMeasure {
  readonly name: BundleName;
  /** What loads before the program runs: the entry chunk and the chunks it imports statically. */
  readonly gzipKiB: number;
  /** What loads later, on first use (the default transport, axios, on the first request). */
  readonly lazyGzipKiB: number;
  /** The package files it holds, initial and lazy (paths inside node_modules). */
  readonly inputs: readonly string[];
}

async function measure(dir: string, name: BundleName): Promise<BundleMeasure> {
  const file = join(dir, `bundle-${name.replace(/\W+/g, '-')}.mjs`);
  writeFileSync(file, ENTRIES[name]);
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
  const outputs = (result.metafile as Metafile).outputs;
  const gzipOf = new Map(result.outputFiles.map((out) => [out.path.slice(dir.length + 1), gzipSync(out.contents, { level: 9 }).length / 1024]));
  const entry = Object.keys(outputs).find((path) => outputs[path]?.entryPoint !== undefined) ?? '';
  const initial = new Set([entry]);
  for (const path of initial) {
    for (const imported of outputs[path]?.imports ?? []) if (imported.kind === 'import-statement') initial.add(imported.path);
  }
  const sum = (paths: string[]) => paths.reduce((total, path) => total + (gzipOf.get(path) ?? 0), 0);
  const chunks = Object.keys(outputs).filter((path) => path.endsWith('.js'));
  // Only the modules that left bytes in the output: the metafile's own `inputs` lists every module parsed.
  const inputs = chunks.flatMap((path) =>
    Object.entries(outputs[path]?.inputs ?? {})
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([input]) => input),
  );
  return { name, gzipKiB: sum([...initial]), lazyGzipKiB: sum(chunks.filter((path) => !initial.has(path))), inputs };
}

export async function measureBundles(dir: string): Promise<BundleMeasure[]> {
  const names = Object.keys(ENTRIES) as BundleName[];
  return Promise.all(names.map((name) => measure(dir, name)));
}

const AREA_FILES = { registration: '@fairpass/sdk/dist/registration/', content: '@fairpass/sdk/dist/content/' } as const;

/** What is wrong with the bundles: over budget, an area pulling in another, the prefetch pulling the DI stack. */
export function bundleProblems(bundles: readonly BundleMeasure[]): string[] {
  const problems: string[] = [];
  const byName = new Map(bundles.map((bundle) => [bundle.name, bundle]));
  const core = byName.get('core');
  if (core && core.gzipKiB > CORE_BUDGET_KIB) problems.push(`the core with SMS login is ${core.gzipKiB.toFixed(1)} KiB gzip, over ${CORE_BUDGET_KIB} KiB`);
  for (const [area, own] of Object.entries(AREA_FILES)) {
    if (core?.inputs.some((input) => input.includes(own))) problems.push(`the core bundle holds ${area} files`);
    for (const [other, otherFiles] of Object.entries(AREA_FILES)) {
      if (other === area) continue;
      const bundle = byName.get(`core + ${area}` as BundleName);
      if (bundle?.inputs.some((input) => input.includes(otherFiles))) problems.push(`importing ${area} pulls in ${other}`);
    }
  }
  const prefetch = byName.get('prefetch');
  for (const heavy of ['class-validator', 'inversify', 'axios', 'rxjs']) {
    if (prefetch?.inputs.some((input) => input.includes(`node_modules/${heavy}/`))) problems.push(`the prefetch entry pulls in ${heavy}`);
  }
  return problems;
}

export function sizeTable(bundles: readonly BundleMeasure[]): string {
  const core = bundles.find((bundle) => bundle.name === 'core')?.gzipKiB ?? 0;
  const rows = bundles.map((bundle) => {
    // The lazy chunk is the default transport (axios); with transport: 'fetch' it is never loaded.
    const lazy = bundle.lazyGzipKiB > 0 ? `  + ${bundle.lazyGzipKiB.toFixed(1)} KiB on the first request (axios; none with transport 'fetch')` : '';
    const increment = bundle.name.startsWith('core + ') ? `  (area: +${(bundle.gzipKiB - core).toFixed(1)} KiB)` : '';
    return `  ${bundle.name.padEnd(24)} ${bundle.gzipKiB.toFixed(1).padStart(6)} KiB gzip${lazy}${increment}`;
  });
  return ['browser bundles of the installed packages (esbuild, minified, code-split, gzip -9; initial load):', ...rows].join('\n');
}
