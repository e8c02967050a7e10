// Starts the contract server once per test file and builds SDK clients against it over real HTTP.
import { SEED, startContractServer, type ContractServer } from '@fairpass/test-fixtures';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createFairpassClient, type FairpassClient } from '../../src/client';
import type { FairpassClientOptions } from '../../src/client-options';
import { FixedClock } from '../../src/clock/fixed.clock';
import { MemoryNavigator } from '../../src/navigation/memory.navigator';
import { MemoryStorageAdapter } from '../../src/storage/memory-storage.adapter';

export const PLAIN_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
export const WECHAT_UA = `${PLAIN_UA} MicroMessenger/8.0.50(0x1800322f) NetType/WIFI Language/zh_CN`;

export interface TestClient {
  client: FairpassClient;
  navigator: MemoryNavigator;
  storage: MemoryStorageAdapter;
  clock: FixedClock;
}

/**
 * The contract server of this test file, answering as the real backend's Jackson setup does (no JSON
 * null: "" / -1 / {} …), reset to its seed before every test.
 */
export function useContractServer(): { readonly server: ContractServer; link(query?: Record<string, string>, route?: string): string } {
  let server: ContractServer | undefined;
  beforeAll(async () => {
    server = await startContractServer({ port: 0, jacksonNulls: true });
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => server?.reset());
  return {
    get server() {
      if (!server) throw new Error('contract server not started');
      return server;
    },
    link(query = {}, route = '/registration') {
      const params = new URLSearchParams({
        exhibitionId: SEED.exhibitions.demo,
        registerType: 'visitor',
        tenantId: SEED.tenantId,
        ...query,
      });
      return `${this.server.url}/?${params.toString()}#${route}`;
    },
  };
}

/** A client with in-memory twins, so tests can read what was stored and where the user was sent. */
export function testClient(server: ContractServer, options: Partial<FairpassClientOptions> = {}): TestClient {
  const navigator = new MemoryNavigator('/registration');
  const storage = new MemoryStorageAdapter();
  const clock = new FixedClock(Date.UTC(2026, 4, 1));
  const client = createFairpassClient({
    baseURL: server.url,
    clientId: SEED.client.id,
    clientSecret: SEED.client.secret,
    storage,
    navigator,
    clock,
    wechat: 'noop',
    environment: { userAgent: PLAIN_UA, landingUrl: `${server.url}/` },
    allowedRedirectOrigins: [server.url],
    ...options,
  });
  return { client, navigator, storage, clock };
}

/** A client that has entered through the demo link and logged in by SMS code as `phone`. */
export async function loggedIn(server: ContractServer, link: string, phone: string, options: Partial<FairpassClientOptions> = {}): Promise<TestClient> {
  const test = testClient(server, options);
  const entry = await test.client.startFromLink.execute({ url: link });
  if (!entry.ok) throw new Error(`entry failed: ${entry.error.code}`);
  const login = await test.client.loginBySms.execute({ phone, code: SEED.code });
  if (!login.ok) throw new Error(`login failed: ${login.error.message}`);
  return test;
}
