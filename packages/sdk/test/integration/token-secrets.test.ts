import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SEED } from '@fairpass/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient, useContractServer } from './contract-client.harness';

const ctx = useContractServer();

// A pass-through proxy that keeps every request line, as an access log or a corporate proxy would.
let proxy: Server;
let proxyUrl: string;
const requestLines: string[] = [];

beforeAll(async () => {
  const target = new URL(ctx.server.url);
  proxy = createServer((incoming, outgoing) => {
    requestLines.push(`${incoming.method} ${incoming.url}`);
    const upstream = forward(
      { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (reply) => {
        outgoing.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(outgoing);
      },
    );
    incoming.pipe(upstream);
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => proxy?.close(done));
});

describe('token requests keep secrets out of URLs', () => {
  it('sends passwords, verification codes and refresh tokens in the body, never in the request line', async () => {
    const { client } = testClient(ctx.server, { baseURL: proxyUrl });
    await client.startFromLink.execute({ url: ctx.link() });

    const byPassword = await client.loginByPassword.execute(SEED.accounts.password);
    const refreshed = await client.refreshToken.execute();
    const bySms = await client.loginBySms.execute({ phone: SEED.phones.approvedWithTicket, code: SEED.code });

    expect([byPassword.ok, refreshed.ok, bySms.ok]).toEqual([true, true, true]);
    const tokenLines = requestLines.filter((line) => line.includes('/oauth/token'));
    expect(tokenLines).toHaveLength(3);
    for (const line of tokenLines) {
      expect(line).not.toMatch(/password|refresh_token|code=|Demo%402026|123456/);
    }
  });
});
