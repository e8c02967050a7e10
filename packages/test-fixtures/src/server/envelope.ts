import type { FastifyReply } from 'fastify';
import type { Envelope } from './wire.types';

// BladeX answers every service call with this envelope; the texts mirror the real backend's.
export const SUCCESS_MSG = '操作成功';
export const UNAUTHORIZED_MSG = '请求未授权';

export const success = <T>(data: T): Envelope<T> => ({ code: 200, success: true, data, msg: SUCCESS_MSG });

/** A business rule said no: HTTP 400, which the client rejects without a popup. */
export function sendBusinessFailure(reply: FastifyReply, msg: string): FastifyReply {
  return reply.code(400).send({ code: 400, success: false, data: null, msg } satisfies Envelope<null>);
}

/** The gateway's shape: HTTP 401 and no `success` field. */
export function sendGatewayUnauthorized(reply: FastifyReply, msg = UNAUTHORIZED_MSG): FastifyReply {
  return reply.code(401).send({ code: 401, msg, data: null });
}

/**
 * A session another login ended (the lead tool's single-person package, spec §8): the gateway's 401 with
 * code 4901 and the spec's message, so the client can tell it from an expiry.
 */
export function sendSingleLoginEnded(reply: FastifyReply, language: 'cn' | 'en'): FastifyReply {
  const msg = language === 'en' ? 'Login is invalid because only one employee may log in' : '登录已失效：同一时间只能有一名员工登录';
  return reply.code(401).send({ code: 4901, msg, data: null });
}

/** The service's own shape: HTTP 200 with code 401 inside the envelope. */
export function sendInServiceUnauthorized(reply: FastifyReply, msg = UNAUTHORIZED_MSG): FastifyReply {
  return reply.code(200).send({ code: 401, success: false, data: null, msg } satisfies Envelope<null>);
}

export function sendServerError(reply: FastifyReply): FastifyReply {
  return reply.code(500).send({ code: 500, success: false, data: null, msg: '服务器异常' } satisfies Envelope<null>);
}

/** True for a body shaped like the envelope (the token endpoint's bare body is not). */
export function isEnvelope(payload: unknown): payload is Envelope<unknown> {
  return typeof payload === 'object' && payload !== null && 'code' in payload && 'msg' in payload;
}
