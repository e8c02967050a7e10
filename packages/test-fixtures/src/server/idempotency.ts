import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { Envelope } from './wire.types';

type Entry =
  | { state: 'inflight'; fingerprint: string }
  | { state: 'done'; fingerprint: string; statusCode: number; contentType: string; payload: string };

/** Per-request bookkeeping: the scoped key this request owns (it runs the handler and may be remembered). */
const owned = new WeakMap<FastifyRequest, string>();
/** Requests answered without running the handler (fault short-circuits): nothing to remember. */
export const notCommitted = new WeakSet<FastifyRequest>();

/** Who is calling: the authenticated subject's id, or undefined without a valid `Blade-Auth` token. */
export type CallerOf = (request: FastifyRequest) => string | undefined;

export const KEY_REUSED_MSG = '该幂等键已用于内容不同的请求，请勿用同一键提交不同内容';
export const IN_FLIGHT_MSG = '请求正在处理中，请勿重复提交';

/**
 * `Idempotency-Key` on a POST, the way Stripe keeps it:
 * - a key belongs to its caller (the subject of the `Blade-Auth` token) and to the path: another
 *   caller sending the same key runs its own request, and a request without a valid token is never
 *   answered from the store (nor remembered);
 * - only a request that ran and succeeded is remembered, and its answer is replayed for the same key;
 *   a refusal (a business failure, a 401, a 5xx, an injected fault) is forgotten, so once the caller
 *   fixes the cause the same key runs again;
 * - the same key with another body (or query) is refused with HTTP 422 and the key's first request
 *   stands;
 * - a second request while the first is still in flight gets 409.
 */
export class IdempotencyStore {
  readonly entries = new Map<string, Entry>();

  constructor(private readonly callerOf: CallerOf) {}

  register(app: FastifyInstance): void {
    app.addHook('preHandler', async (request, reply) => {
      const key = this.scopedKeyOf(request);
      if (key === undefined) return undefined;
      const fingerprint = fingerprintOf(request);
      const entry = this.entries.get(key);
      if (entry && entry.fingerprint !== fingerprint) return sendRefusal(reply, 422, KEY_REUSED_MSG);
      if (entry?.state === 'done') {
        return reply.code(entry.statusCode).header('idempotent-replayed', 'true').type(entry.contentType).send(entry.payload);
      }
      if (entry?.state === 'inflight') return sendRefusal(reply, 409, IN_FLIGHT_MSG);
      this.entries.set(key, { state: 'inflight', fingerprint });
      owned.set(request, key);
      return undefined;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const key = owned.get(request);
      if (key === undefined) return payload;
      owned.delete(request);
      const entry = this.entries.get(key);
      if (!entry || notCommitted.has(request) || typeof payload !== 'string' || !succeeded(reply.statusCode, payload)) {
        this.entries.delete(key);
      } else {
        const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        this.entries.set(key, { state: 'done', fingerprint: entry.fingerprint, statusCode: reply.statusCode, contentType, payload });
      }
      return payload;
    });

    app.addHook('onRequestAbort', async (request) => {
      const key = owned.get(request);
      if (key !== undefined && this.entries.get(key)?.state === 'inflight') this.entries.delete(key);
    });
  }

  clear(): void {
    this.entries.clear();
  }

  private scopedKeyOf(request: FastifyRequest): string | undefined {
    if (request.method !== 'POST') return undefined;
    const header = request.headers['idempotency-key'];
    const value = Array.isArray(header) ? header[0] : header;
    if (!value) return undefined;
    const caller = this.callerOf(request);
    if (caller === undefined) return undefined;
    return JSON.stringify([caller, value, 'POST', request.url.split('?')[0] ?? '']);
  }
}

function sendRefusal(reply: FastifyReply, status: 409 | 422, msg: string): FastifyReply {
  return reply.code(status).send({ code: status, success: false, data: null, msg } satisfies Envelope<null>);
}

/**
 * Ran and succeeded: a 2xx whose envelope says success (or a body that is no envelope). A 2xx with a
 * failure code inside (the service's 401, a 2001/2002 pass-through) is not a success.
 */
function succeeded(status: number, payload: string): boolean {
  if (status < 200 || status >= 300) return false;
  try {
    const body = JSON.parse(payload) as unknown;
    if (typeof body !== 'object' || body === null || !('code' in body)) return true;
    const { code, success } = body as { code?: unknown; success?: unknown };
    return success !== false && Number(code) === 200;
  } catch {
    return true;
  }
}

/** What the request asks for: its query string and its body (JSON with sorted keys; multipart without its boundary). */
function fingerprintOf(request: FastifyRequest): string {
  const hash = createHash('sha256');
  hash.update(request.url.split('?')[1] ?? '');
  hash.update('\u0000');
  const body: unknown = request.body;
  if (Buffer.isBuffer(body)) {
    const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(request.headers['content-type'] ?? '');
    const marker = boundary?.[1] ?? boundary?.[2];
    hash.update(marker ? body.toString('latin1').split(marker).join('') : body.toString('latin1'));
  } else {
    hash.update(canonicalJson(body));
  }
  return hash.digest('base64');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
