import type { FastifyInstance, FastifyRequest } from 'fastify';

type Entry = { state: 'inflight' } | { state: 'done'; statusCode: number; contentType: string; payload: string };

/** Per-request bookkeeping: the key this request owns, or that it was answered by a replay. */
const owned = new WeakMap<FastifyRequest, string>();
/** Requests answered without running the handler (fault short-circuits): nothing to remember. */
export const notCommitted = new WeakSet<FastifyRequest>();

/**
 * `Idempotency-Key` on any POST: the first complete answer is replayed for the same key (method and
 * path included); a second request while the first is still in flight gets 409.
 */
export class IdempotencyStore {
  readonly entries = new Map<string, Entry>();

  register(app: FastifyInstance): void {
    app.addHook('preHandler', async (request, reply) => {
      const key = keyOf(request);
      if (key === undefined) return undefined;
      const entry = this.entries.get(key);
      if (entry?.state === 'done') {
        return reply.code(entry.statusCode).header('idempotent-replayed', 'true').type(entry.contentType).send(entry.payload);
      }
      if (entry?.state === 'inflight') {
        return reply.code(409).send({ code: 409, success: false, data: null, msg: '请求正在处理中，请勿重复提交' });
      }
      this.entries.set(key, { state: 'inflight' });
      owned.set(request, key);
      return undefined;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const key = owned.get(request);
      if (key === undefined) return payload;
      owned.delete(request);
      // Server errors, refused logins (either 401 shape: the gateway's, or the service's code 401) and
      // injected faults committed nothing, so a retry (after a token refresh, say) must run again.
      if (reply.statusCode >= 500 || notCommitted.has(request) || typeof payload !== 'string' || isUnauthorized(reply.statusCode, payload)) {
        this.entries.delete(key);
      } else {
        const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        this.entries.set(key, { state: 'done', statusCode: reply.statusCode, contentType, payload });
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
}

function isUnauthorized(status: number, payload: string): boolean {
  if (status === 401) return true;
  try {
    return Number((JSON.parse(payload) as { code?: unknown }).code) === 401;
  } catch {
    return false;
  }
}

function keyOf(request: FastifyRequest): string | undefined {
  if (request.method !== 'POST') return undefined;
  const header = request.headers['idempotency-key'];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  return `${value} POST ${request.url.split('?')[0] ?? ''}`;
}
