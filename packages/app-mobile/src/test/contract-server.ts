// A contract server for component tests. jsdom fixes a page's origin when the environment starts and
// the contract server sends no CORS headers, so the test file must open its page on the server's
// origin: put `// @vitest-environment-options {"url":"http://127.0.0.1:<port>/"}` on its first line and
// pass the same port here (one port per test file, so files can run side by side).
import { afterAll, beforeAll, beforeEach } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- test code only: never in the built app's module graph
import { startContractServer, type ContractServer } from '@fairpass/test-fixtures';

export function useContractServer(port: number): { readonly current: ContractServer } {
  const holder: { current: ContractServer | null } = { current: null };
  beforeAll(async () => {
    const expected = `http://127.0.0.1:${port}`;
    if (location.origin !== expected) throw new Error(`open this test file's page on ${expected} (see contract-server.ts)`);
    holder.current = await startContractServer({ port });
  });
  beforeEach(() => holder.current?.reset());
  afterAll(async () => {
    await holder.current?.close();
  });
  return {
    get current(): ContractServer {
      if (!holder.current) throw new Error('the contract server starts in beforeAll');
      return holder.current;
    },
  };
}
