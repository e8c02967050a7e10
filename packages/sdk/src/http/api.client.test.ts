import { describe, expect, it } from 'vitest';
import { ApiClient } from './api.client';
import type { HttpRequest, HttpTransport, TransportOutcome } from './http-transport';
import { InFlightLock } from './in-flight.lock';

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

const okEnvelope: TransportOutcome = { ok: true, response: { status: 200, body: { code: 200, success: true, data: null, msg: 'ok' } } };
const lost: TransportOutcome = { ok: false, failure: { kind: 'network', message: 'ECONNRESET' } };

function apiOver(transport: HttpTransport, onUnauthorized = () => undefined) {
  return new ApiClient(
    transport,
    new InFlightLock(),
    { basicAuthorization: 'Basic x', timeoutMs: 1000, uploadTimeoutMs: 9000, idempotentRetries: 2 },
    { context: () => ({ token: 't' }), terminal: () => 'H5', onUnauthorized },
  );
}

describe('ApiClient', () => {
  it('resends an idempotent write after a lost reply with the same Idempotency-Key', async () => {
    const transport = new ScriptedTransport([lost, okEnvelope]);

    const result = await apiOver(transport).call('saveRegisterLink', { registerLinkId: 'r' });

    const keys = transport.requests.map((r) => r.headers['Idempotency-Key']);
    expect(result.ok).toBe(true);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('never resends a write without an idempotency key', async () => {
    const transport = new ScriptedTransport([lost, okEnvelope]);

    const result = await apiOver(transport).call('logBury', { event: 'e', page: '/' });

    expect(!result.ok && result.error.code).toBe('NETWORK.EXCEPTION');
    expect(transport.requests).toHaveLength(1);
  });

  it('sends token parameters as a form body, leaving out absent ones, and reads the bare token body', async () => {
    const transport = new ScriptedTransport([{ ok: true, response: { status: 200, body: { access_token: 'a', user_id: 'u' } } }]);

    const result = await apiOver(transport).call('token', { grant_type: 'appsms', tenantId: '000000', phone: '1', type: undefined });

    expect(transport.requests[0]).toMatchObject({ method: 'POST', query: undefined });
    expect(String(transport.requests[0]?.body)).toBe('grant_type=appsms&tenantId=000000&phone=1');
    expect(result).toMatchObject({ ok: true, value: { kind: 'success', data: { access_token: 'a' } } });
  });

  it('uses the upload time-out for uploads and the request time-out otherwise', async () => {
    const transport = new ScriptedTransport([okEnvelope, okEnvelope]);
    const api = apiOver(transport);

    await api.call('uploadBusinessCard', new FormData());
    await api.call('systemTime', undefined);

    expect(transport.requests.map((r) => r.timeoutMs)).toEqual([9000, 1000]);
  });

  it('calls the unauthorized hook on a 401 inside a 200 envelope', async () => {
    let expired = 0;
    const transport = new ScriptedTransport([{ ok: true, response: { status: 200, body: { code: '401', success: false, msg: 'x' } } }]);

    const result = await apiOver(transport, () => void (expired += 1)).call('systemTime', undefined);

    expect(!result.ok && result.error.code).toBe('AUTH.UNAUTHORIZED');
    expect(expired).toBe(1);
  });
});
