// `pnpm sdk:check`: @fairpass/domain and @fairpass/sdk as another team gets them. Packs both (after
// `pnpm build`), installs the tarballs into a scratch npm project outside the workspace, and there runs
// a Node ESM, a Node CJS and a strict TypeScript consumer against the contract server, attw and publint
// on both tarballs, and the browser-bundle size checks. Ends with "sdk-check: N passed, N failed".
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bundleProblems, measureBundles, sizeTable } from './bundle-sizes';
import { CJS_CONSUMER, ESM_CONSUMER, MIXED_COPIES, TS_CONFIGS, TS_CONSUMER, TS_RUNNER } from './consumers';

const root = resolve(import.meta.dirname, '../..');
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const scratch = mkdtempSync(join(tmpdir(), 'fairpass-sdk-check-'));
const results: Array<{ name: string; ok: boolean; detail?: string }> = [];

function check(name: string, run: () => string | void): void {
  try {
    const detail = run();
    results.push({ name, ok: true, detail: detail ?? undefined });
    console.log(`  ✓ ${name}${detail ? `: ${detail}` : ''}`);
  } catch (error) {
    const detail = error instanceof Error ? `${error.message}\n${(error as { stdout?: Buffer }).stdout?.toString() ?? ''}` : String(error);
    results.push({ name, ok: false, detail });
    console.log(`  ✗ ${name}\n${detail.trim().replace(/^/gm, '      ')}`);
  }
}

const run = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) =>
  execFileSync(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], timeout: 180_000 }).toString();

/** The contract server on a free port, answering as the real backend's Jackson setup does. */
async function startServer(): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, [bin('../tsx/dist/cli.mjs'), 'src/cli.ts', '--port', '0', '--jackson-nulls'], {
    cwd: join(root, 'packages/test-fixtures'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error('the contract server did not start in 30 s')), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      const found = /listening on (http:\/\/\S+)/.exec(chunk.toString())?.[1];
      if (found) {
        clearTimeout(timer);
        resolveUrl(found);
      }
    });
    child.once('exit', (code) => reject(new Error(`the contract server exited with ${code}`)));
  });
  return { url, process: child };
}

async function main(): Promise<number> {
  console.log(`sdk-check in ${scratch}`);
  const packs = join(scratch, 'packs');
  mkdirSync(packs);
  for (const pkg of ['domain', 'sdk']) run('pnpm', ['pack', '--pack-destination', packs], join(root, 'packages', pkg));
  const tarballs = readdirSync(packs).map((file) => join(packs, file));

  for (const tarball of tarballs) {
    const name = tarball.replace(/.*\//, '');
    check(`attw ${name}`, () => void run(bin('attw'), [tarball, '--format', 'ascii'], scratch));
    check(`publint ${name}`, () => void run(bin('publint'), ['run', tarball, '--strict'], scratch));
  }

  const project = join(scratch, 'consumer');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'sdk-consumer', private: true }));
  check('npm install of both tarballs outside the workspace', () => {
    run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs], project);
  });

  const server = await startServer();
  try {
    const env = { FAIRPASS_URL: server.url };
    writeFileSync(join(project, 'esm.mjs'), ESM_CONSUMER);
    writeFileSync(join(project, 'cjs.cjs'), CJS_CONSUMER);
    check('Node ESM consumer logs in by SMS and reads the next step', () => expectStep(run(process.execPath, ['esm.mjs'], project, env)));
    check('Node CJS consumer logs in by SMS and reads the next step', () => expectStep(run(process.execPath, ['cjs.cjs'], project, env)));
    writeFileSync(join(project, 'mixed.mjs'), MIXED_COPIES);
    check('a DomainError from the ESM build is recognised by the CJS build and back', () => run(process.execPath, ['mixed.mjs'], project).trim());
    for (const config of TS_CONFIGS) {
      const dir = join(project, config.dir);
      mkdirSync(dir);
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: config.packageType }));
      writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config.tsconfig));
      writeFileSync(join(dir, 'consumer.ts'), TS_CONSUMER);
      check(`strict TypeScript consumer type-checks (${config.dir})`, () => void run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', '.'], dir));
      if (config.emit) {
        writeFileSync(join(dir, 'run.mjs'), TS_RUNNER);
        check(`compiled TypeScript consumer runs (${config.dir})`, () => expectStep(run(process.execPath, ['run.mjs'], dir, env)));
      }
    }
  } finally {
    server.process.kill();
  }

  const bundles = await measureBundles(project);
  console.log(sizeTable(bundles));
  check('browser bundles: core within budget, areas apart, prefetch without the DI stack', () => {
    const problems = bundleProblems(bundles);
    if (problems.length > 0) throw new Error(problems.join('; '));
  });

  const failed = results.filter((result) => !result.ok).length;
  console.log(`sdk-check: ${results.length - failed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

function expectStep(stdout: string): string {
  const line = stdout.trim().split('\n').at(-1) ?? '';
  if (line !== 'next step: /confirmation') throw new Error(`expected "next step: /confirmation", got "${line}"`);
  return line;
}

main()
  .then((code) => {
    rmSync(scratch, { recursive: true, force: true });
    process.exit(code);
  })
  .catch((error: unknown) => {
    console.error(error);
    rmSync(scratch, { recursive: true, force: true });
    process.exit(1);
  });
