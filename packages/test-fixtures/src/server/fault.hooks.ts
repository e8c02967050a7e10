import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isEnvelope, sendBusinessFailure, sendGatewayUnauthorized, sendInServiceUnauthorized, sendServerError } from './envelope';
import type { Fault, FaultSwitches } from './faults';
import { notCommitted } from './idempotency';

const active = new WeakMap<FastifyRequest, Fault>();

const PASS_THROUGH_MSG: Record<2001 | 2002, string> = { 2001: '操作需要确认', 2002: '已存在相同记录' };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Applies the fault switches to API routes; register after the idempotency hooks. */
export function registerFaultHooks(app: FastifyInstance, faults: FaultSwitches): void {
  app.addHook('preHandler', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/')) return undefined;
    const fault = faults.take(request.method, path);
    if (!fault) return undefined;
    active.set(request, fault);
    if (fault.latencyMs) await sleep(fault.latencyMs);
    const shortCircuit = fault.status500 || fault.unauthorized || fault.businessFailure !== undefined;
    if (!shortCircuit) return undefined;
    notCommitted.add(request);
    if (fault.status500) return sendServerError(reply);
    if (fault.unauthorized === 'gateway') return sendGatewayUnauthorized(reply);
    if (fault.unauthorized === 'inService') return sendInServiceUnauthorized(reply);
    return sendBusinessFailure(reply, fault.businessFailure ?? '');
  });

  app.addHook('preSerialization', async (request, reply, payload) => {
    const fault = active.get(request);
    if (!fault || !isEnvelope(payload)) return payload;
    let body: Record<string, unknown> = { ...payload };
    if (fault.passThrough && reply.statusCode < 300) {
      body = { ...body, code: fault.passThrough, success: false, msg: PASS_THROUGH_MSG[fault.passThrough] };
    }
    if (fault.stringCodes) body = { ...body, code: String(body.code) };
    return body;
  });

  app.addHook('onSend', async (request, _reply, payload) => {
    if (active.get(request)?.dropAfterCommit) {
      // The handler has committed and the idempotency hook has recorded the answer; the client never gets it.
      request.raw.socket.destroy();
    }
    return payload;
  });
}
