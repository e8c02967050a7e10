// The boot prefetch (@fairpass/sdk/prefetch) over real HTTP: the entry flow takes its replies instead
// of asking again, asks again when the prefetch got none, and the visit is recorded when told.
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RC, SEED } from '@fairpass/test-fixtures';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prefetchEntryConfig } from '../../src/prefetch';
import { basicAuthorization } from '../../src/http/basic-client';
import { FetchHttpTransport } from '../../src/http/fetch-http.transport';
import { PLAIN_UA, testClient, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const FUNCTION_CONFIG = `GET ${RC}registerConfig/functionConfig`;
const PAGE_CONFIG = `GET ${RC}pageConfig`;
const CLIENT_HEADERS = {
  Authorization: basicAuthorization({ clientId: SEED.client.id, clientSecret: SEED.client.secret }),
  'Tenant-Id': SEED.tenantId,
};

// A pass-through proxy that counts requests by method and path.
let proxy: Server;
let proxyUrl: string;
const seen: string[] = [];
const count = (line: string) => seen.filter((entry) => entry === line).length;

beforeAll(async () => {
  const target = new URL(ctx.server.url);
  proxy = createServer((incoming, outgoing) => {
    seen.push(`${incoming.method} ${(incoming.url ?? '').split('?')[0]}`);
    const upstream = forward(
      { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (reply) => {
        outgoing.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => proxy?.close(done));
});
beforeEach(() => {
  seen.length = 0;
});

const prefetch = (link: string, language: 'cn' | 'en' = 'cn') =>
  prefetchEntryConfig({ baseURL: proxyUrl, clientId: SEED.client.id, clientSecret: SEED.client.secret, landingHref: link, language, userAgent: PLAIN_UA });

describe('the boot prefetch', () => {
  it('lets the entry flow use the config it already asked for, without asking the server again', async () => {
    const link = ctx.link();
    const primedReads = prefetch(link);
    const { client } = testClient(ctx.server, { baseURL: proxyUrl, primedReads });

    const outcome = await client.startFromLink.execute({ url: link });

    expect(outcome).toEqual({ ok: true, value: { kind: 'route', path: '/registration' } });
    expect(client.session.getSnapshot().config?.functionConfig).toBeDefined();
    expect(count(FUNCTION_CONFIG)).toBe(1);
    expect(count(PAGE_CONFIG)).toBe(1);
    expect(primedReads.size).toBe(0);
  });

  it('asks again when the prefetched read got no reply, and the visitor still gets in', async () => {
    ctx.server.faults.set(PAGE_CONFIG, { dropAfterCommit: true, times: 1 });
    const link = ctx.link();
    const primedReads = prefetch(link);
    const { client } = testClient(ctx.server, { baseURL: proxyUrl, primedReads });

    const outcome = await client.startFromLink.execute({ url: link });

    expect(outcome.ok).toBe(true);
    expect(count(PAGE_CONFIG)).toBe(2);
    expect(count(FUNCTION_CONFIG)).toBe(1);
  });

  it('is not taken for a visit in another language: the entry flow asks in its own', async () => {
    const link = ctx.link();
    const primedReads = prefetch(link, 'en');
    const { client } = testClient(ctx.server, { baseURL: proxyUrl, primedReads });

    await client.startFromLink.execute({ url: link });

    expect(count(FUNCTION_CONFIG)).toBe(2);
    expect(primedReads.size).toBe(2);
  });

  it('asks nothing for a link without exhibition and identity (the entry flow judges it wrong)', () => {
    expect(prefetch(`${ctx.server.url}/#/registration`).size).toBe(0);
    expect(seen).toEqual([]);
  });
});

describe('recording the visit', () => {
  it('waits for the moment the app names (the first screen painted) before writing the register log', async () => {
    // Only this visit's log counts: earlier tests' visits are recorded without waiting, and under load
    // their writes may still land now. The log carries the landing URL, marked here.
    const link = ctx.link({ visit: 'painted-first' });
    const logsOfThisVisit = () => ctx.server.state.registerLogs.filter((write) => String(write.body.url).includes('visit=painted-first')).length;
    const { client } = testClient(ctx.server, { baseURL: proxyUrl });
    let painted = () => {};
    const firstScreen = new Promise<void>((resolve) => (painted = resolve));

    await client.startFromLink.execute({ url: link, recordVisitAfter: firstScreen });
    // Nothing goes before the paint (a while later, the log is still not written).
    await new Promise((done) => setTimeout(done, 50));
    expect(logsOfThisVisit()).toBe(0);

    painted();
    await expect.poll(logsOfThisVisit, { timeout: 15_000 }).toBe(1);
  });
});

// Each fault goes on a route no other request of this file asks for. On a busy machine a request can
// reach the server after its test has moved on (a prefetch left in flight on purpose, the time-out test's
// own request, given up after 100 ms) and take a fault the next test set for the same route.
const ARTICLE = `GET ${RC}article/detail`;
const SERVER_TIME = `GET ${RC}system/time`;

describe('the fetch transport', () => {
  it('reports a reply that outlasts the time-out as a time-out', async () => {
    ctx.server.faults.set(ARTICLE, { latencyMs: 400, times: 1 });
    const transport = new FetchHttpTransport(ctx.server.url);

    const outcome = await transport.send({ method: 'GET', path: `${RC}article/detail`, query: { id: 'any' }, headers: CLIENT_HEADERS, timeoutMs: 100 });

    expect(outcome).toEqual({ ok: false, failure: { kind: 'timeout' } });
  });

  it('reports a connection cut before the reply as a network failure', async () => {
    ctx.server.faults.set(SERVER_TIME, { dropAfterCommit: true, times: 1 });
    const transport = new FetchHttpTransport(ctx.server.url);

    const outcome = await transport.send({ method: 'GET', path: `${RC}system/time`, headers: CLIENT_HEADERS, timeoutMs: 5000 });

    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? undefined : outcome.failure.kind).toBe('network');
  });

  it('hands back every status with its parsed body, for the domain to judge', async () => {
    const transport = new FetchHttpTransport(ctx.server.url);

    const outcome = await transport.send({ method: 'GET', path: `${RC}pageConfig`, query: { exhibitionId: SEED.exhibitions.demo }, headers: CLIENT_HEADERS, timeoutMs: 5000 });

    expect(outcome.ok).toBe(true);
    expect(outcome.ok ? typeof outcome.response.status : undefined).toBe('number');
    expect(outcome.ok ? typeof outcome.response.body : undefined).toBe('object');
  });
});
