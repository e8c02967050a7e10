import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const packageDir = fileURLToPath(new URL('../..', import.meta.url));

describe('the Node example', () => {
  it('logs in as the approved visitor and prints the next step /confirmation', async () => {
    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', '--conditions=source', '--tsconfig', '../../tsconfig.base.json', 'examples/node-login.ts', ctx.server.url],
      { cwd: packageDir, timeout: 60_000 },
    );

    expect(stdout.trim()).toBe('next step: /confirmation');
  }, 60_000);
});
