// `pnpm sdk:check`: @fairpass/domain and @fairpass/sdk as another team gets them. Packs both with pnpm
// (after `pnpm build`; publishConfig and workspace: ranges applied), checks the packed package.json and
// files, runs attw and publint on both tarballs, installs the tarballs into a scratch npm project outside
// the workspace, and there runs a Node ESM, a Node CJS and a strict TypeScript consumer (node16 from CJS,
// node16 ESM, bundler) against the contract server, and the browser-bundle checks (sizes, areas apart,
// a lean prefetch, a tree-shaken bundle that still logs in). Independent steps overlap.
// Ends with "sdk-check: N passed, N failed"; the same counts go to test-results/sdk-check.json, which
// scripts/test-summary.mjs adds to the closing line of `pnpm test`.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { buildRunnableBundle, buildRunnableSource, bundleProblems, measureBundles, sizeTable, type BundleMeasure } from './bundle-sizes';
import { CJS_CONSUMER, ESM_CONSUMER, MESSAGES_CJS, MESSAGES_ESM, MIXED_COPIES, TS_CONFIGS, TS_CONSUMER, TS_RUNNER } from './consumers';
import { shippedSnippets, writeSnippetProject } from './doc-snippets';
import { inspectTarball } from './package-checks';
import { RECIPE_BROWSER, RECIPE_CJS, RECIPE_ESM, RECIPE_LINE, RETRY_ROWS } from './pc-recipe';
import { CommandError, inPool, run, start, stopAll } from './run';

const root = resolve(import.meta.dirname, '../..');
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const requireFromRoot = createRequire(join(root, 'package.json'));
const REPORT = join(root, 'test-results/sdk-check.json');
const PACKAGES = ['domain', 'sdk'] as const;
const startedAt = Date.now();

const scratch = mkdtempSync(join(tmpdir(), 'fairpass-sdk-check-'));
const results: Array<{ name: string; ok: boolean; detail?: string }> = [];

/** SDK_CHECK_KEEP=1 keeps the scratch project for a look after a failure. */
const keep = process.env.SDK_CHECK_KEEP === '1';

function cleanUp(): void {
  stopAll();
  if (!keep) rmSync(scratch, { recursive: true, force: true });
}
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    console.log(`\nsdk-check: stopped by ${signal}; contract server stopped, ${scratch} ${keep ? 'kept' : 'removed'}`);
    cleanUp();
    process.exit(code);
  });
}

/** Runs one check: its line is printed when it ends, its outcome counted. Resolves to whether it passed. */
async function check(name: string, body: () => Promise<string | void> | string | void): Promise<boolean> {
  const began = Date.now();
  const took = () => `[${((Date.now() - began) / 1000).toFixed(1)} s]`;
  try {
    const detail = (await body()) ?? undefined;
    results.push({ name, ok: true, detail });
    console.log(`  ✓ ${name}${detail ? `: ${detail}` : ''} ${took()}`);
    return true;
  } catch (error) {
    const output = error instanceof CommandError ? error.output.trim().split('\n').slice(-40).join('\n') : '';
    const detail = `${error instanceof Error ? error.message : String(error)}${output ? `\n${output}` : ''}`;
    results.push({ name, ok: false, detail });
    console.log(`  ✗ ${name} ${took()}\n${detail.trim().replace(/^/gm, '      ')}`);
    return false;
  }
}

/** The packages must have been built: sdk-check packs what `pnpm build` wrote. */
function assertBuilt(): void {
  for (const pkg of PACKAGES) {
    const dir = join(root, 'packages', pkg);
    const built = join(dir, 'dist/index.js');
    if (!existsSync(built)) throw new Error(`packages/${pkg} is not built (no dist/index.js): run pnpm build first`);
    const builtAt = statSync(built).mtimeMs;
    const newer = readdirSync(join(dir, 'src'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && statSync(join(dir, 'src', file)).mtimeMs > builtAt,
    );
    if (newer.length > 0) console.log(`  ! packages/${pkg}/src has ${newer.length} file(s) newer than its dist (${newer[0]}, …): this checks the last build`);
  }
}

/** The contract server on a free port, answering as the real backend's Jackson setup does. */
async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const child = start(process.execPath, [requireFromRoot.resolve('tsx/cli'), 'src/cli.ts', '--port', '0', '--jackson-nulls'], join(root, 'packages/test-fixtures'));
  const url = await new Promise<string>((resolveUrl, reject) => {
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error('the contract server did not start within 30 s')), 30_000);
    let printed = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const found = /listening on (http:\/\/\S+)/.exec(printed)?.[1];
      if (found) {
        clearTimeout(timer);
        resolveUrl(found);
      }
    });
    child.once('exit', (code) => fail(new Error(`the contract server exited with ${code}`)));
  });
  return { url, child };
}

function expectLine(stdout: string, expected: string): string {
  const line = stdout.trim().split('\n').at(-1) ?? '';
  if (line !== expected) throw new Error(`expected "${expected}", got "${line}"`);
  return line;
}

function expectStep(stdout: string): string {
  const line = stdout.trim().split('\n').at(-1) ?? '';
  if (line !== 'next step: /confirmation') throw new Error(`expected "next step: /confirmation", got "${line}"`);
  return line;
}

async function main(): Promise<void> {
  console.log(`sdk-check in ${scratch}`);
  assertBuilt();
  const packs = join(scratch, 'packs');
  const project = join(scratch, 'consumer');
  mkdirSync(packs);
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'sdk-consumer', private: true }));

  // pnpm pack (not npm pack): applies publishConfig and turns workspace: ranges into versions.
  await Promise.all(PACKAGES.map((pkg) => run('pnpm', ['pack', '--pack-destination', packs], { cwd: join(root, 'packages', pkg) })));
  const tarballs = readdirSync(packs).map((file) => join(packs, file));
  console.log(`packed: ${tarballs.map((file) => relative(scratch, file)).join(', ')}`);

  // What only needs the tarballs runs while npm installs them and the contract server starts.
  const tarballChecks = (async () => {
    for (const tarball of tarballs) {
      const name = tarball.replace(/.*\//, '');
      await check(`${name}: packed package.json and files (no source condition, no workspace: ranges, types per condition, LICENSE/README/CHANGELOG, no tests)`, () => {
        const packed = inspectTarball(tarball);
        if (packed.problems.length > 0) throw new Error(packed.problems.join('\n'));
        return `${packed.name}@${packed.version}, ${packed.fileCount} files`;
      });
      await check(`${name}: attw (are the types wrong)`, async () => void (await run(bin('attw'), [tarball, '--format', 'ascii'], { cwd: scratch, timeoutMs: 420_000 })));
      await check(`${name}: publint --strict`, async () => {
        const output = await run(bin('publint'), ['run', tarball, '--strict'], { cwd: scratch });
        // --strict turns warnings into errors; a suggestion still exits 0, so anything but "All good!" fails.
        if (!output.includes('All good!')) throw new CommandError('publint reported something', output);
      });
    }
  })();
  // Node's types for the node16 TypeScript consumers, in the workspace's range.
  const nodeTypes = `@types/node@${(requireFromRoot('./package.json') as { devDependencies: Record<string, string> }).devDependencies['@types/node']}`;
  const installed = check('npm install of both tarballs into a scratch project outside the workspace', async () => {
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs, nodeTypes], { cwd: project });
  });
  const server = startServer();
  server.catch(() => undefined);

  let bundles: BundleMeasure[] = [];
  if (!(await installed)) {
    await check('consumers, TypeScript and bundles', () => {
      throw new Error('not run: the tarballs did not install');
    });
  } else if (
    await check('contract server started', async () => (await server).url)
  ) {
    const { url } = await server;
    const env = { FAIRPASS_URL: url };
    const node = (file: string, cwd = project) => run(process.execPath, [file], { cwd, env, timeoutMs: 60_000 });
    writeFileSync(join(project, 'esm.mjs'), ESM_CONSUMER);
    writeFileSync(join(project, 'cjs.cjs'), CJS_CONSUMER);
    writeFileSync(join(project, 'mixed.mjs'), MIXED_COPIES);
    writeFileSync(join(project, 'pc-recipe.mjs'), RECIPE_ESM);
    writeFileSync(join(project, 'pc-recipe.cjs'), RECIPE_CJS);
    writeFileSync(join(project, 'retry-rows.mjs'), RETRY_ROWS);
    writeFileSync(join(project, 'messages.mjs'), MESSAGES_ESM);
    writeFileSync(join(project, 'messages.cjs'), MESSAGES_CJS);
    const tasks: Array<() => Promise<unknown>> = [
      () => check('Node ESM consumer (import) logs in by SMS and reads the next step', async () => expectStep(await node('esm.mjs'))),
      () => check('Node CJS consumer (require) logs in by SMS and reads the next step', async () => expectStep(await node('cjs.cjs'))),
      () => check('the /pc/ recipe (Node ESM): link, SMS login, ticket types, order, Native QR pay polled with nextPollStep, wallet', async () => expectLine(await node('pc-recipe.mjs'), RECIPE_LINE)),
      () => check('the /pc/ recipe (Node CJS): the same through require', async () => expectLine(await node('pc-recipe.cjs'), RECIPE_LINE)),
      () =>
        check('the /pc/ recipe as a browser bundle (transport fetch, tree-shaken) runs to a paid order', async () =>
          expectLine(await node(await buildRunnableSource(project, url, 'pc-recipe-bundle', RECIPE_BROWSER)), RECIPE_LINE),
        ),
      () => check('a DomainError from the ESM build is recognised by the CJS build and back', async () => (await node('mixed.mjs')).trim()),
      () => check('every error code has its zh and en text in @fairpass/sdk/messages (Node ESM), and a refusal over HTTP is worded', async () => (await node('messages.mjs')).trim()),
      () => check('the same through require (Node CJS)', async () => (await node('messages.cjs')).trim()),
      () => checkSnippets(project, url),
      ...TS_CONFIGS.map((config) => async () => {
        const dir = join(project, config.dir);
        mkdirSync(dir);
        writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: config.packageType }));
        writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config.tsconfig, null, 2));
        writeFileSync(join(dir, 'consumer.ts'), TS_CONSUMER);
        const typed = await check(`strict TypeScript consumer type-checks (${config.dir})`, async () => {
          await run(process.execPath, [requireFromRoot.resolve('typescript/bin/tsc'), '-p', '.'], { cwd: dir });
        });
        if (config.emit && typed) {
          writeFileSync(join(dir, 'run.mjs'), TS_RUNNER);
          await check(`compiled TypeScript consumer runs (${config.dir})`, async () => expectStep(await node('run.mjs', dir)));
        }
      }),
      async () => {
        bundles = await measureBundles(project);
        await check('browser bundles: core within budget, areas apart, prefetch without the DI stack or validators, the error texts in the messages entry alone', () => {
          const problems = bundleProblems(bundles);
          if (problems.length > 0) throw new Error(problems.join('\n'));
        });
      },
      () =>
        check('the tree-shaken browser bundle of the core (transport fetch) runs in Node and logs in', async () =>
          expectStep(await node(await buildRunnableBundle(project, url))),
        ),
    ];
    await inPool(Math.max(2, availableParallelism()), tasks);
    // Alone, after the rest: its fault switches act on every order/create the server gets.
    await check("README 'Retrying a write': time-out after commit, reply lost after commit, 500 before commit, 409 in flight — one order each", async () => {
      const lines = (await node('retry-rows.mjs')).trim().split('\n');
      if (lines.length !== 4) throw new Error(`expected four rows, got ${lines.length}: ${lines.join(' | ')}`);
      return lines.join('; ');
    });
  }
  await tarballChecks;
  await server.then(({ child }) => child.kill(), () => undefined);

  if (bundles.length > 0) console.log(sizeTable(bundles));
}

/** Every README snippet and `@example` of the packed packages type-checks; those Node can run, run. */
async function checkSnippets(project: string, url: string): Promise<void> {
  const snippets = shippedSnippets(project);
  const dir = join(project, 'snippets');
  const files = writeSnippetProject(dir, snippets, url);
  const compiled = await check(`every README snippet and @example type-checks against the packed types (${snippets.length}, strict, NodeNext)`, async () => {
    await run(process.execPath, [requireFromRoot.resolve('typescript/bin/tsc'), '-p', '.'], { cwd: dir, timeoutMs: 300_000 });
    return snippets.map((item) => item.name).join(', ');
  });
  if (!compiled) return;
  const runnable = snippets.flatMap((item, index) => (item.runnable ? [{ item, file: files[index]!.replace(/\.ts$/, '.js') }] : []));
  await check(`the snippets that need no browser run against the contract server (${runnable.length})`, async () => {
    const env = { FAIRPASS_URL: url, FAIRPASS_CLIENT_ID: 'saber', FAIRPASS_CLIENT_SECRET: 'saber_secret' };
    for (const { item, file } of runnable) {
      try {
        await run(process.execPath, [file], { cwd: dir, env, timeoutMs: 60_000 });
      } catch (error) {
        if (error instanceof CommandError) throw new CommandError(`${item.name} failed: ${error.message}`, error.output);
        throw error;
      }
    }
    return runnable.map(({ item }) => item.name).join(', ');
  });
}

function report(): number {
  const failed = results.filter((result) => !result.ok);
  mkdirSync(join(root, 'test-results'), { recursive: true });
  writeFileSync(
    REPORT,
    JSON.stringify({ numPassedTests: results.length - failed.length, numFailedTests: failed.length, numPendingTests: 0, numTodoTests: 0, checks: results }, null, 2),
  );
  if (failed.length > 0) console.log(`failed:\n${failed.map((result) => `  ✗ ${result.name}`).join('\n')}`);
  console.log(`(${Math.round((Date.now() - startedAt) / 1000)} s; scratch project ${keep ? `kept in ${scratch}` : 'removed'}; report ${relative(root, REPORT)})`);
  console.log(`sdk-check: ${results.length - failed.length} passed, ${failed.length} failed`);
  return failed.length === 0 && results.length > 0 ? 0 : 1;
}

main()
  .catch((error: unknown) => {
    results.push({ name: 'sdk-check ran to its end', ok: false, detail: String(error) });
    console.error(error instanceof Error ? error.message : error);
  })
  .finally(() => {
    cleanUp();
    process.exit(report());
  });
