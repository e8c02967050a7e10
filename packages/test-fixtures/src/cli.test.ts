import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BASIC } from './test-support/contract-http';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

/** Starts the CLI with `args` and waits for the URL it prints. */
async function startCli(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(tsx, ['src/cli.ts', '--', ...args], { cwd: packageDir, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`CLI exited early (${code}): ${output}`)));
  });
  return { child, url };
}

describe('the CLI', () => {
  it('prints the URL it listens on, serves the API there and stops on SIGTERM', async () => {
    const { child, url } = await startCli(['--port', '0']);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const answer = await fetch(`${url}/api/ef-registration-client/system/time`, { headers: { authorization: BASIC } });
    expect(((await answer.json()) as { code: number }).code).toBe(200);

    child.kill('SIGTERM');
    const [code, signal] = await once(child, 'exit');
    expect(code === 0 || signal === 'SIGTERM').toBe(true);
    await expect(fetch(`${url}/api/ef-registration-client/system/time`)).rejects.toThrow();
  }, 20_000);

  it('answers as the real backend\'s Jackson setup with --jackson-nulls', async () => {
    const { child, url } = await startCli(['--port', '0', '--jackson-nulls']);
    try {
      const query = new URLSearchParams({ exhibitionId: 'demo', registerType: 'visitor', languageType: 'cn', index: '3' });
      const answer = await fetch(`${url}/api/ef-registration-client/questionnaire/detail?${query.toString()}`, { headers: { authorization: BASIC } });
      expect(((await answer.json()) as { data: unknown }).data).toEqual({});
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }, 20_000);

  it('refuses a port that is not a number', async () => {
    const child = spawn(tsx, ['src/cli.ts', '--port', 'abc'], { cwd: packageDir, stdio: ['ignore', 'pipe', 'pipe'] });
    const [code] = await once(child, 'exit');
    expect(code).toBe(2);
  }, 20_000);
});
