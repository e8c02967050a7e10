// Test-only: one contract server per test file for the ticketing tests, started when the file loads
// (top-level await), reset before each test and closed after the last.
import { afterAll, beforeEach } from 'vitest';
import { startContractServer, type ContractServerOptions } from '../server/start-contract-server';
import { contractHttp } from './contract-http';
import { ticketingHttp } from './ticketing-http';

export async function ticketingTestServer(options: ContractServerOptions = {}) {
  const server = await startContractServer({ port: 0, ...options });
  afterAll(() => server.close());
  beforeEach(() => server.reset());
  const http = contractHttp(server.url);
  return { server, http, shop: ticketingHttp(http) };
}
