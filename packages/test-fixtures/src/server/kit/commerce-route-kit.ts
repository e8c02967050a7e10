// What the areas' route modules share (ticketing, gifts, invoices, the conference, groups, leads …): the
// caller behind the bearer, the caller as a buyer on an exhibition, an action's outcome answered as the
// backend does (the envelope, or HTTP 400 with the stable code, `data` and msg in the page's language),
// and BladeX paging.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageOf, registrationFor, requireSubject, stringParam, type ServerContext } from '../context';
import { success } from '../envelope';
import { paginate } from '../paging';
import type { Buyer } from './buyer';
import type { Failure, Outcome } from './commerce-failure';
import type { TokenSubject } from '../tokens';

export type Body = Record<string, unknown>;

/** A handler for the caller behind the bearer token (the gateway's 401 without one). */
export type AuthedHandler = (request: FastifyRequest, reply: FastifyReply, subject: TokenSubject) => unknown;

export function commerceRouteKit(ctx: ServerContext) {
  const sendFailure = (reply: FastifyReply, failure: Failure, request: FastifyRequest): FastifyReply =>
    reply.code(400).send({ code: failure.code, success: false, data: failure.data ?? null, msg: failure.msg[languageOf(request)] });

  const answer = <T>(request: FastifyRequest, reply: FastifyReply, outcome: Outcome<T>, view: (value: T) => unknown) =>
    outcome.ok ? success(view(outcome.value)) : sendFailure(reply, outcome.failure, request);

  const authed = (handle: AuthedHandler) => async (request: FastifyRequest, reply: FastifyReply) => {
    const subject = requireSubject(ctx, request, reply);
    return subject ? handle(request, reply, subject) : reply;
  };

  /** The caller on an exhibition: their registration there, or the login's details before they have one. */
  const buyerOf = (subject: TokenSubject, exhibitionId: string): Buyer => {
    const user = registrationFor(ctx, subject, exhibitionId);
    const login = ctx.state.userById(subject.userId);
    return {
      userId: user?.userId ?? subject.userId,
      personId: subject.personId,
      exhibitionId: exhibitionId || subject.exhibitionId,
      registered: user?.completeResult === 'succ',
      details: { name: user?.name || login?.name || '', phone: user?.phone || login?.phone || '', email: user?.email || login?.email || '' },
    };
  };

  const query = (request: FastifyRequest, key: string) => stringParam(request.query, key);
  const field = (request: FastifyRequest, key: string) => stringParam(request.body, key);
  const bodyOf = (request: FastifyRequest): Body => (typeof request.body === 'object' && request.body !== null ? (request.body as Body) : {});
  /** The exhibition a request names, else the one the caller logged in to. */
  const exhibitionOf = (source: unknown, subject: TokenSubject) => stringParam(source, 'exhibitionId') || subject.exhibitionId;

  /** The page of `records` asked for, each record in its wire view. */
  const pageOf = <T>(request: FastifyRequest, records: readonly T[], view: (record: T) => unknown) => {
    const page = paginate(records, query(request, 'current'), query(request, 'size'));
    return success({ ...page, records: page.records.map(view) });
  };

  return { sendFailure, answer, authed, buyerOf, query, field, bodyOf, exhibitionOf, pageOf };
}
