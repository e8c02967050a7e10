// Issue 32 §2, a retry never makes a second order: over real HTTP against the contract server, each way a
// keyed write can fail after (or before) the server committed it ends with exactly one order when the
// caller retries as the README's "Retrying a write" says: same call, `{ idempotencyKey: error.idempotencyKey }`,
// after `error.retryAfterMs` when there is one, while `error.retryable`.
import type { DomainError, Result } from '@fairpass/domain';
import type { Order } from '@fairpass/domain/ticketing';
import { RC, SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import type { FairpassClientOptions } from '../../src/client-options';
import { FetchHttpTransport } from '../../src/http/fetch-http.transport';
import type { HttpRequest } from '../../src/http/http-transport';
import { getTicketing } from '../../src/ticketing';
import { loggedIn, testClient, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const T = SEED.ticketing.types;
const CREATE_ORDER = `POST ${RC}order/create`;
const VIP_ORDER = {
  lines: [{ ticketTypeId: T.vip, quantity: 1 }],
  attendees: [{ ticketTypeId: T.vip, values: { name: '孔购票', phone: SEED.phones.ticketBuyer } }],
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Every request the client sent, with its headers (a fetch transport that writes them down). */
function recordingTransport(sent: HttpRequest[]): FetchHttpTransport {
  const transport = new FetchHttpTransport(ctx.server.url);
  const send = transport.send.bind(transport);
  transport.send = (request) => {
    sent.push(request);
    return send(request);
  };
  return transport;
}

/** The buyer's ticketing, on a client with `options`, sharing the logged-in session (a reload). */
async function buyer(options: Partial<FairpassClientOptions> = {}) {
  const { storage } = await loggedIn(ctx.server, ctx.link(), SEED.phones.ticketBuyer);
  const sent: HttpRequest[] = [];
  const { client } = testClient(ctx.server, { storage, transport: recordingTransport(sent), ...options });
  return { ticketing: getTicketing(client), sent };
}

/** What the README tells a caller to do: while the error is retryable, wait as asked and send the same write with its key. */
async function retriedAsDocumented(
  write: (options: { idempotencyKey?: string }) => Promise<Result<Order, DomainError>>,
  first: Result<Order, DomainError>,
): Promise<Result<Order, DomainError>> {
  let result = first;
  for (let attempt = 0; attempt < 10 && !result.ok && result.error.retryable; attempt += 1) {
    await sleep(result.error.retryAfterMs ?? 200);
    const { idempotencyKey } = result.error;
    result = await write(idempotencyKey === undefined ? {} : { idempotencyKey });
  }
  return result;
}

async function ordersOfBuyer(): Promise<number> {
  const { ticketing } = await buyer();
  const orders = await ticketing.listOrders.execute({ current: 1, size: 20 });
  if (!orders.ok) throw new Error(`orders: ${orders.error.code}`);
  return orders.value.total;
}

describe('a keyed write that failed carries its key and request id, and retrying it as documented makes one order', () => {
  it('time-out after the server committed: NETWORK.TIMEOUT, retried with its key, is answered with the same order', async () => {
    const { ticketing, sent } = await buyer({ writeTimeoutMs: 150 });
    // The server holds the request past the time-out, then writes the order: the reply comes too late.
    ctx.server.faults.set(CREATE_ORDER, { latencyMs: 600, times: 1 });
    const write = (options: { idempotencyKey?: string }) => ticketing.createOrder.execute(VIP_ORDER, options);

    const first = await write({});
    const firstKey = sent.at(-1)?.headers['Idempotency-Key'];
    const settled = await retriedAsDocumented(write, first);

    expect(first).toMatchObject({ ok: false, error: { code: 'NETWORK.TIMEOUT', retryable: true, idempotencyKey: firstKey } });
    expect(!first.ok && first.error.requestId).toMatch(UUID);
    expect(settled.ok).toBe(true);
    expect(sent.filter((request) => request.path.endsWith('order/create')).every((request) => request.headers['Idempotency-Key'] === firstKey)).toBe(true);
    expect(await ordersOfBuyer()).toBe(1);
  });

  it('reply lost after the server committed, with retries off: NETWORK.EXCEPTION, retried with its key, is answered with the same order', async () => {
    const { ticketing, sent } = await buyer({ retry: { retries: 0 } });
    ctx.server.faults.set(CREATE_ORDER, { dropAfterCommit: true, times: 1 });
    const write = (options: { idempotencyKey?: string }) => ticketing.createOrder.execute(VIP_ORDER, options);

    const first = await write({});
    const settled = await retriedAsDocumented(write, first);

    expect(first).toMatchObject({ ok: false, error: { code: 'NETWORK.EXCEPTION', retryable: true, idempotencyKey: sent[0]?.headers['Idempotency-Key'] } });
    expect(!first.ok && first.error.requestId).toBe(sent[0]?.headers['X-Request-Id']);
    expect(settled).toMatchObject({ ok: true, value: { orderStatus: 'reserved', total: '128.00' } });
    expect(sent).toHaveLength(2);
    expect(await ordersOfBuyer()).toBe(1);
  });

  it('a 500 before the server committed: SERVER.FAILURE, retryable, retried with its key, writes the one order', async () => {
    const { ticketing, sent } = await buyer();
    ctx.server.faults.set(CREATE_ORDER, { status500: true, times: 1 });
    const write = (options: { idempotencyKey?: string }) => ticketing.createOrder.execute(VIP_ORDER, options);

    const first = await write({});
    const settled = await retriedAsDocumented(write, first);

    expect(first).toMatchObject({ ok: false, error: { code: 'SERVER.FAILURE', status: 500, retryable: true, idempotencyKey: sent[0]?.headers['Idempotency-Key'] } });
    expect(!first.ok && first.error.requestId).toBe(sent[0]?.headers['X-Request-Id']);
    expect(settled.ok).toBe(true);
    expect(await ordersOfBuyer()).toBe(1);
  });

  it("the server's 409 while the first send still runs: REQUEST.IN_FLIGHT, retryable after a short wait, answered with the first order", async () => {
    // The same write from two clients of one session (two tabs): the second reaches the server while the first runs.
    const first = await buyer();
    const second = await buyer();
    ctx.server.faults.set(CREATE_ORDER, { latencyMs: 1_200, times: 1 });
    const write = (options: { idempotencyKey?: string }) => second.ticketing.createOrder.execute(VIP_ORDER, options);

    const running = first.ticketing.createOrder.execute(VIP_ORDER, { idempotencyKey: 'checkout-409' });
    // The first send is on the wire (its area's code fetched first, slow on a busy machine), then has
    // time to reach the server; the server holds it well beyond that.
    await expect.poll(() => first.sent.some((request) => `${request.method} ${request.path}` === CREATE_ORDER), { timeout: 5_000, interval: 10 }).toBe(true);
    await sleep(200);
    const refused = await write({ idempotencyKey: 'checkout-409' });
    const settled = await retriedAsDocumented(write, refused);
    const original = await running;

    expect(refused).toMatchObject({ ok: false, error: { code: 'REQUEST.IN_FLIGHT', status: 409, retryable: true, idempotencyKey: 'checkout-409' } });
    expect(!refused.ok && refused.error.retryAfterMs).toBeGreaterThan(0);
    expect(!refused.ok && refused.error.requestId).toBe(second.sent[0]?.headers['X-Request-Id']);
    expect(original.ok && settled.ok && settled.value.orderId).toBe(original.ok && original.value.orderId);
    expect(await ordersOfBuyer()).toBe(1);
  });

  it("the SDK's own lock on the same write in flight says REQUEST.IN_FLIGHT with the key and a wait, like the server's 409", async () => {
    const { ticketing } = await buyer();
    ctx.server.faults.set(CREATE_ORDER, { latencyMs: 300, times: 1 });

    const running = ticketing.createOrder.execute(VIP_ORDER, { idempotencyKey: 'checkout-lock' });
    const double = await ticketing.createOrder.execute(VIP_ORDER, { idempotencyKey: 'checkout-lock' });
    const settled = await retriedAsDocumented((options) => ticketing.createOrder.execute(VIP_ORDER, options), double);

    expect(double).toMatchObject({ ok: false, error: { code: 'REQUEST.IN_FLIGHT', retryable: true, idempotencyKey: 'checkout-lock' } });
    expect(!double.ok && double.error.retryAfterMs).toBeGreaterThan(0);
    expect(settled.ok && settled.value.orderId).toBe((await running).ok && ((await running) as { value: Order }).value.orderId);
    expect(await ordersOfBuyer()).toBe(1);
  });

  it('sends a fresh X-Request-Id with every request, and a refusal carries it too', async () => {
    const { ticketing, sent } = await buyer();

    const refused = await ticketing.fetchTicket.execute({ ticketId: 'no-such-ticket' });

    const ids = sent.map((request) => request.headers['X-Request-Id']);
    expect(ids.every((id) => UUID.test(id ?? ''))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.requestId).toBe(ids.at(-1));
    expect(!refused.ok && refused.error).not.toHaveProperty('idempotencyKey');
  });
});
