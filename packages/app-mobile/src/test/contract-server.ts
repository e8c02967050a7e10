// A contract server for component tests, on a free port per test file, so files run side by side.
// The test client talks to it over the SDK's fetch transport (Node's fetch, which knows no CORS), so
// the jsdom page's own origin does not matter.
import { afterAll, beforeAll, beforeEach } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- test code only: never in the built app's module graph
import { startContractServer, type ContractServer } from '@fairpass/test-fixtures';

export function useContractServer(): { readonly current: ContractServer } {
  const holder: { current: ContractServer | null } = { current: null };
  beforeAll(async () => {
    holder.current = await startContractServer({ port: 0 });
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
