import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from './clock';
import { sendGatewayUnauthorized, sendSingleLoginEnded } from './envelope';
import type { ContractState } from './state';
import type { TokenStore, TokenSubject } from './tokens';
import type { UserRecord } from './user-record';

/** What every route module needs; built once per server. */
export interface ServerContext {
  state: ContractState;
  tokens: TokenStore;
  clock: Clock;
  /** The server's own origin, e.g. `http://127.0.0.1:7700` (known once it listens). */
  origin(): string;
  /** Origins the openid redirect may send a browser to. */
  isAllowedRedirect(url: URL): boolean;
}

/** Base path of the registration service (`RC` in docs/endpoints.md). */
export const RC = '/api/ef-registration-client/';

/**
 * The caller behind `Blade-Auth`, or undefined after answering the gateway's HTTP 401 (missing,
 * unknown and expired tokens look the same to the client).
 */
export function requireSubject(ctx: ServerContext, request: FastifyRequest, reply: FastifyReply): TokenSubject | undefined {
  const check = ctx.tokens.verifyHeader(headerValue(request, 'blade-auth'));
  if (check.ok) return check.subject;
  if (check.reason === 'displaced') {
    sendSingleLoginEnded(reply, languageOf(request));
    return undefined;
  }
  sendGatewayUnauthorized(reply, check.reason === 'expired' ? '令牌已过期' : '请求未授权');
  return undefined;
}

/** The caller if a valid token came along; anonymous calls are fine on these endpoints. */
export function optionalSubject(ctx: ServerContext, request: FastifyRequest): TokenSubject | undefined {
  const check = ctx.tokens.verifyHeader(headerValue(request, 'blade-auth'));
  return check.ok ? check.subject : undefined;
}

/**
 * The caller's registration on `exhibitionId` (default: the one it logged in to). Undefined when the
 * person has none there yet.
 */
export function registrationFor(ctx: ServerContext, subject: TokenSubject, exhibitionId?: string): UserRecord | undefined {
  const target = exhibitionId || subject.exhibitionId;
  return ctx.state.registrationOf(subject.personId, target);
}

export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Query and body parameters as strings ('' when absent or not a string). */
export function stringParam(source: unknown, key: string): string {
  if (typeof source !== 'object' || source === null) return '';
  const value = (source as Record<string, unknown>)[key];
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value : '';
}

/** `Language-Type` header or an explicit parameter; anything but English counts as Chinese. */
export function languageOf(request: FastifyRequest, explicit?: string): 'cn' | 'en' {
  const raw = (explicit || headerValue(request, 'language-type') || 'cn').toLowerCase();
  return raw === 'en' || raw.startsWith('en-') ? 'en' : 'cn';
}
