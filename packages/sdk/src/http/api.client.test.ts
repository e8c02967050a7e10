import { registerAreaErrors, type ErrorCode } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_ENDPOINTS } from '../registration/registration.endpoints';
import { ApiClient } from './api.client';
import { CORE_ENDPOINTS } from './endpoints';
import { HttpObserver, type FairpassLogger, type HttpHooks } from './http-observer';
import type { HttpRequest, HttpTransport, TransportOutcome } from './http-transport';

/** A transport twin that answers from a script and remembers every request. */
class ScriptedTransport implements HttpTransport {
  readonly requests: HttpRequest[] = [];
  constructor(private readonly script: TransportOutcome[]) {}
  async send(request: HttpRequest): Promise<TransportOutcome> {
    this.requests.push(request);
    const next = this.script.shift();
    if (!next) throw new Error('script exhausted');
    return next;
  }
}

/** A transport twin whose replies the test releases by hand, and which honours the abort signal. */
class HeldTransport implements HttpTransport {
  readonly requests: HttpRequest[] = [];
  private readonly pending: Array<(outcome: TransportOutcome) => void> = [];
  send(request: HttpRequest): Promise<TransportOutcome> {
    this.requests.push(request);
    return new Promise((resolve) => {
      if (request.signal?.aborted) return resolve({ ok: false, failure: { kind: 'aborted' } });
      this.pending.push(resolve);
      request.signal?.addEventListener('abort', () => resolve({ ok: false, failure: { kind: 'aborted' } }), { once: true });
    });
  }
  /** Answers every request sent so far, once `count` of them have arrived. */
  async releaseAll(outcome: TransportOutcome, count = 1): Promise<void> {
    for (let tick = 0; this.requests.length < count && tick < 100; tick += 1) await new Promise((resolve) => setTimeout(resolve, 1));
    for (const resolve of this.pending.splice(0)) resolve(outcome);
  }
}

const okEnvelope: TransportOutcome = { ok: true, response: { status: 200, body: { code: 200, success: true, data: null, msg: 'ok' } } };
const dataEnvelope = (data: unknown): TransportOutcome => ({ ok: true, response: { status: 200, body: { code: 200, success: true, data, msg: 'ok' } } });
const lost: TransportOutcome = { ok: false, failure: { kind: 'network', message: 'ECONNRESET' } };
const unavailable: TransportOutcome = { ok: true, response: { status: 503, body: { code: 503, success: false, msg: 'busy' } } };

function apiOver(
  transport: HttpTransport,
  options: { onUnauthorized?: () => void; hooks?: HttpHooks; logger?: FairpassLogger; token?: string; tokenNow?: () => string | undefined; retries?: number; refreshToken?: () => Promise<boolean> } = {},
) {
  const token = options.tokenNow ?? (() => options.token ?? 't0ken-value');
  return new ApiClient(
    transport,
    { basicAuthorization: 'Basic c2FiZXI6c2VjcmV0', timeoutMs: 1000, writeTimeoutMs: 200, uploadTimeoutMs: 9000, retry: { retries: options.retries ?? 2, baseDelayMs: 1, maxDelayMs: 2 } },
    { context: () => ({ token: token() }), terminal: () => 'H5', onUnauthorized: options.onUnauthorized ?? (() => undefined), ...(options.refreshToken ? { refreshToken: options.refreshToken } : {}) },
    new HttpObserver(options.hooks, options.logger),
  );
}

describe('ApiClient: what an error says of its request (issue 32)', () => {
  it('sends a fresh X-Request-Id with every attempt, and the error of a keyed write names the last one and the key', async () => {
    const transport = new ScriptedTransport([lost, lost, lost]);

    const result = await apiOver(transport).call(CORE_ENDPOINTS.saveRegisterLink, { registerLinkId: 'r' });

    const ids = transport.requests.map((r) => r.headers['X-Request-Id']);
    expect(new Set(ids).size).toBe(3);
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'NETWORK.EXCEPTION', retryable: true, requestId: ids[2], idempotencyKey: transport.requests[0]?.headers['Idempotency-Key'] },
    });
  });

  it("reads the server's 409 for the key as REQUEST.IN_FLIGHT, retryable after a short wait, with the key the caller gave", async () => {
    const inFlight: TransportOutcome = { ok: true, response: { status: 409, body: { code: 409, success: false, data: null, msg: '请求正在处理中，请勿重复提交' } } };
    const transport = new ScriptedTransport([inFlight]);

    const result = await apiOver(transport).call(CORE_ENDPOINTS.saveRegisterLink, { registerLinkId: 'r' }, { idempotencyKey: 'k-409' });

    expect(result).toMatchObject({ ok: false, error: { code: 'REQUEST.IN_FLIGHT', status: 409, retryable: true, idempotencyKey: 'k-409' } });
    expect(!result.ok && result.error.retryAfterMs).toBeGreaterThan(0);
  });

  it('gives an error of a plain write its request id and no key', async () => {
    const transport = new ScriptedTransport([unavailable]);

    const result = await apiOver(transport).call(CORE_ENDPOINTS.logBury, { event: 'view', page: '/x' });

    expect(!result.ok && result.error.requestId).toBe(transport.requests[0]?.headers['X-Request-Id']);
    expect(!result.ok && result.error).not.toHaveProperty('idempotencyKey');
  });
});

describe("ApiClient: a reply read with every area's failures known (issue 33)", () => {
  it('judges a reply only once the tables it waits for have arrived, so an area’s wire code is read as that area’s failure', async () => {
    // A made-up area, so the test does not depend on which real areas other files made known.
    const code = 'JUDGE_TEST.REFUSED' as ErrorCode;
    const refused: TransportOutcome = { ok: true, response: { status: 200, body: { code: 9902, success: false, data: null, msg: '不可' } } };
    const api = apiOver(new ScriptedTransport([refused]));
    let arrive!: () => void;
    const tables = new Promise<void>((resolve) => (arrive = resolve)).then(() => registerAreaErrors('judge-test', { codes: { [code]: { messageKey: 'errors.judge_test_refused' } }, wire: { 9902: { code } } }));
    api.judgeAfter(() => tables);

    const reply = api.call(CORE_ENDPOINTS.logBury, { event: 'view', page: '/x' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    arrive();

    expect(await reply).toMatchObject({ ok: false, error: { code } });
  });

  it('still judges replies when the tables could not be fetched', async () => {
    const api = apiOver(new ScriptedTransport([okEnvelope]));
    api.judgeAfter(() => Promise.reject(new Error('offline')));

    expect(await api.call(CORE_ENDPOINTS.logBury, { event: 'view', page: '/x' })).toMatchObject({ ok: true });
  });
});

describe('ApiClient', () => {
  it('resends an idempotent write after a lost reply with the same Idempotency-Key', async () => {
    const transport = new ScriptedTransport([lost, okEnvelope]);

    const result = await apiOver(transport).call(CORE_ENDPOINTS.saveRegisterLink, { registerLinkId: 'r' });

    const keys = transport.requests.map((r) => r.headers['Idempotency-Key']);
    expect(result.ok).toBe(true);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('never resends a write without an idempotency key', async () => {
    const transport = new ScriptedTransport([lost, okEnvelope]);

    const result = await apiOver(transport).call(CORE_ENDPOINTS.logBury, { event: 'e', page: '/' });

    expect(!result.ok && result.error.code).toBe('NETWORK.EXCEPTION');
    expect(transport.requests).toHaveLength(1);
  });

  it('retries a read that met a lost reply or a 503, then gives up after the policy’s retries', async () => {
    const recovered = new ScriptedTransport([lost, unavailable, dataEnvelope(42)]);
    const exhausted = new ScriptedTransport([lost, lost, lost, okEnvelope]);

    const first = await apiOver(recovered).call(CORE_ENDPOINTS.systemTime, undefined);
    const second = await apiOver(exhausted).call(CORE_ENDPOINTS.systemTime, undefined);

    expect(first).toMatchObject({ ok: true, value: { data: 42 } });
    expect(recovered.requests).toHaveLength(3);
    expect(!second.ok && second.error.code).toBe('NETWORK.EXCEPTION');
    expect(exhausted.requests).toHaveLength(3);
  });

  it('does not retry a time-out', async () => {
    const transport = new ScriptedTransport([{ ok: false, failure: { kind: 'timeout' } }, okEnvelope]);

    const result = await apiOver(transport).call(CORE_ENDPOINTS.systemTime, undefined);

    expect(!result.ok && result.error.code).toBe('NETWORK.TIMEOUT');
    expect(transport.requests).toHaveLength(1);
  });

  it('sends token parameters as a form body, leaving out absent ones, and reads the bare token body', async () => {
    const transport = new ScriptedTransport([{ ok: true, response: { status: 200, body: { access_token: 'a', user_id: 'u' } } }]);

    const result = await apiOver(transport).call(CORE_ENDPOINTS.token, { grant_type: 'appsms', tenantId: '000000', phone: '1', type: undefined });

    expect(transport.requests[0]).toMatchObject({ method: 'POST', query: undefined });
    expect(String(transport.requests[0]?.body)).toBe('grant_type=appsms&tenantId=000000&phone=1');
    expect(result).toMatchObject({ ok: true, value: { kind: 'success', data: { access_token: 'a' } } });
  });

  it('uses the upload time-out for uploads and the request time-out otherwise', async () => {
    const transport = new ScriptedTransport([okEnvelope, okEnvelope]);
    const api = apiOver(transport);

    await api.call(REGISTRATION_ENDPOINTS.uploadBusinessCard, new FormData());
    await api.call(CORE_ENDPOINTS.systemTime, undefined);

    expect(transport.requests.map((r) => r.timeoutMs)).toEqual([9000, 1000]);
  });

  it('gives a keyed write the short write time-out and ends it as NETWORK.TIMEOUT, not resent (the visitor chooses)', async () => {
    const transport = new ScriptedTransport([{ ok: false, failure: { kind: 'timeout' } }, okEnvelope]);
    const api = apiOver(transport);

    const written = await api.call(CORE_ENDPOINTS.saveRegisterLink, { registerLinkId: 'r' }, { idempotencyKey: 'k-1' });
    expect(written).toMatchObject({ ok: false, error: { code: 'NETWORK.TIMEOUT', retryable: true } });
    await api.call(CORE_ENDPOINTS.token, { grant_type: 'appsms', tenantId: '000000', phone: '1', type: undefined });

    expect(transport.requests.map((r) => r.timeoutMs)).toEqual([200, 1000]);
    expect(transport.requests[0]?.headers['Idempotency-Key']).toBe('k-1');
  });

  it('calls the unauthorized hook on a 401 inside a 200 envelope', async () => {
    let expired = 0;
    const transport = new ScriptedTransport([{ ok: true, response: { status: 200, body: { code: '401', success: false, msg: 'x' } } }]);

    const result = await apiOver(transport, { onUnauthorized: () => void (expired += 1) }).call(CORE_ENDPOINTS.systemTime, undefined);

    expect(!result.ok && result.error.code).toBe('AUTH.UNAUTHORIZED');
    expect(expired).toBe(1);
  });

  it.each([
    ['logged out', null],
    ['logged in as someone else', 'another-token'],
  ] as const)('leaves the session alone on a late 401 to a request the session before sent (%s since)', async (_, tokenNow) => {
    let expired = 0;
    let token: string | null = 't0ken-value';
    const transport = new HeldTransport();
    const api = apiOver(transport, { tokenNow: () => token ?? undefined, retries: 0, onUnauthorized: () => void (expired += 1), refreshToken: async () => false });

    const read = api.call(CORE_ENDPOINTS.systemTime, undefined);
    token = tokenNow;
    await transport.releaseAll({ ok: true, response: { status: 401, body: { code: 401, msg: 'expired', data: null } } });
    const result = await read;

    expect(transport.requests[0]?.headers['Blade-Auth']).toBe('bearer t0ken-value');
    expect(!result.ok && result.error.code).toBe('AUTH.UNAUTHORIZED');
    expect(expired).toBe(0);
  });

  it('shares one request between identical reads in flight', async () => {
    const transport = new HeldTransport();
    const api = apiOver(transport);

    const first = api.call(CORE_ENDPOINTS.systemTime, undefined);
    const second = api.call(CORE_ENDPOINTS.systemTime, undefined);
    await transport.releaseAll(dataEnvelope(7));

    expect(await first).toMatchObject({ ok: true, value: { data: 7 } });
    expect(await second).toMatchObject({ ok: true, value: { data: 7 } });
    expect(transport.requests).toHaveLength(1);
  });

  it('refuses an identical write while the first runs, but lets different writes and uploads run side by side', async () => {
    const transport = new HeldTransport();
    const api = apiOver(transport);

    const first = api.call(CORE_ENDPOINTS.saveRegisterLink, { registerLinkId: 'a' });
    const twin = await api.call(CORE_ENDPOINTS.saveRegisterLink, { registerLinkId: 'a' });
    const other = api.call(CORE_ENDPOINTS.saveRegisterLink, { registerLinkId: 'b' });
    const uploadA = api.call(REGISTRATION_ENDPOINTS.uploadBusinessCard, new FormData());
    const uploadB = api.call(REGISTRATION_ENDPOINTS.uploadBusinessCard, new FormData());
    await transport.releaseAll(okEnvelope, 4);

    expect(!twin.ok && twin.error.code).toBe('REQUEST.IN_FLIGHT');
    expect((await Promise.all([first, other, uploadA, uploadB])).every((r) => r.ok)).toBe(true);
    expect(transport.requests).toHaveLength(4);
  });

  it('treats two writes with the same caller-chosen Idempotency-Key as one', async () => {
    const transport = new HeldTransport();
    const api = apiOver(transport);

    const first = api.call(CORE_ENDPOINTS.saveRegisterLink, { registerLinkId: 'a' }, { idempotencyKey: 'k-1' });
    const again = await api.call(CORE_ENDPOINTS.saveRegisterLink, { registerLinkId: 'a2' }, { idempotencyKey: 'k-1' });
    await transport.releaseAll(okEnvelope);

    expect(!again.ok && again.error.code).toBe('REQUEST.IN_FLIGHT');
    expect((await first).ok).toBe(true);
    expect(transport.requests[0]?.headers['Idempotency-Key']).toBe('k-1');
  });

  it('cancels a call when its signal aborts, and a shared read only when every caller left', async () => {
    const transport = new HeldTransport();
    const api = apiOver(transport);
    const leaving = new AbortController();

    const left = api.call(CORE_ENDPOINTS.systemTime, undefined, { signal: leaving.signal });
    const staying = api.call(CORE_ENDPOINTS.systemTime, undefined);
    leaving.abort();

    expect(await left).toMatchObject({ ok: false, error: { code: 'REQUEST.ABORTED' } });
    expect(transport.requests[0]?.signal?.aborted).toBe(false);
    await transport.releaseAll(dataEnvelope(1));
    expect(await staying).toMatchObject({ ok: true });
  });

  it('answers at once for a signal that was already aborted, sending nothing', async () => {
    const transport = new ScriptedTransport([]);
    const aborted = new AbortController();
    aborted.abort();

    const result = await apiOver(transport).call(CORE_ENDPOINTS.logout, undefined, { signal: aborted.signal });

    expect(!result.ok && result.error.code).toBe('REQUEST.ABORTED');
    expect(transport.requests).toHaveLength(0);
  });

  it('cancels everything in flight on dispose and refuses later calls', async () => {
    const transport = new HeldTransport();
    const api = apiOver(transport);

    const running = api.call(CORE_ENDPOINTS.saveRegisterLink, { registerLinkId: 'a' });
    api.dispose();
    const later = await api.call(CORE_ENDPOINTS.systemTime, undefined);

    expect(await running).toMatchObject({ ok: false, error: { code: 'REQUEST.ABORTED' } });
    expect(later).toMatchObject({ ok: false, error: { code: 'REQUEST.ABORTED' } });
  });

  it('runs the hooks on every attempt, adds their headers without replacing its own, and logs no secret', async () => {
    const transport = new ScriptedTransport([{ ok: true, response: { status: 200, body: { access_token: 'a' } } }, lost, dataEnvelope(1)]);
    const events: string[] = [];
    const lines: string[] = [];
    const hooks: HttpHooks = {
      onRequest: (event) => {
        events.push(`→ ${event.path} #${event.attempt}`);
        return { headers: { 'X-Trace': 'trace-1', Authorization: 'Basic forged', 'Blade-Auth': 'bearer forged' } };
      },
      onResponse: (event) => events.push(`← ${event.status ?? event.failure} #${event.attempt}`),
    };
    const logger: FairpassLogger = { debug: (line) => lines.push(line), warn: (line) => lines.push(line) };

    const api = apiOver(transport, { hooks, logger, token: 'secret-access-token' });
    await api.call(CORE_ENDPOINTS.token, { grant_type: 'appsms', tenantId: '000000', phone: '13800000004', code: '123456' });
    await api.call(CORE_ENDPOINTS.systemTime, undefined);

    const [token, time] = [CORE_ENDPOINTS.token.path, CORE_ENDPOINTS.systemTime.path];
    expect(events).toEqual([`→ ${token} #1`, '← 200 #1', `→ ${time} #1`, '← network #1', `→ ${time} #2`, '← 200 #2']);
    expect(transport.requests[1]?.headers).toMatchObject({ 'X-Trace': 'trace-1', Authorization: 'Basic c2FiZXI6c2VjcmV0', 'Blade-Auth': 'bearer secret-access-token' });
    expect(lines.join('\n')).not.toMatch(/secret-access-token|123456|13800000004|c2FiZXI6c2VjcmV0/);
  });

  it('keeps calling when a hook throws', async () => {
    const transport = new ScriptedTransport([okEnvelope]);
    const hooks: HttpHooks = {
      onRequest: () => {
        throw new Error('broken hook');
      },
    };

    const result = await apiOver(transport, { hooks }).call(CORE_ENDPOINTS.systemTime, undefined);

    expect(result.ok).toBe(true);
  });
});
