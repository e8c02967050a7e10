import type { FastifyInstance } from 'fastify';
import { languageOf, RC, stringParam, type ServerContext } from '../context';
import { success } from '../envelope';
import { commerceRouteKit } from '../kit/commerce-route-kit';
import { toWireOrder } from '../ticketing/orders';
import { acceptOffer, joinWaitingList, leaveWaitingList, remindAtSaleStart } from './waitlist-actions';
import { toWireEntry, type WaitingRecord } from './waiting-store';

/**
 * The waiting list (docs/endpoints.md "Waiting list (issue 28)"): the caller's entries, joining a
 * sold-out type's line, a sale-start reminder, leaving, and ordering an offer. Every call needs the
 * bearer; an entry of someone else's reads as 4625. The writes carry an Idempotency-Key (a repeat answers
 * as the first did). Test hooks: the SMS outbox and the organiser adding seats to a type.
 */
export function registerWaitingListRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const ticketing = ctx.state.ticketing;
  const { answer, authed, buyerOf, query, field, bodyOf, exhibitionOf } = commerceRouteKit(ctx);
  const entryView = (entry: WaitingRecord) => {
    const now = ticketing.now();
    return toWireEntry(entry, ticketing.type(entry.ticketTypeId), ticketing.waitingList.positionOf(entry), now);
  };

  app.get(
    `${RC}waitingList/list`,
    authed((request, _reply, subject) => {
      ticketing.now();
      return success(ticketing.waitingList.ofPerson(subject.personId, exhibitionOf(request.query, subject)).map(entryView));
    }),
  );

  app.post(
    `${RC}waitingList/join`,
    authed((request, reply, subject) => answer(request, reply, joinWaitingList(ticketing, buyerOf(subject, exhibitionOf(request.body, subject)), bodyOf(request)), entryView)),
  );

  app.post(
    `${RC}waitingList/remind`,
    authed((request, reply, subject) => answer(request, reply, remindAtSaleStart(ticketing, buyerOf(subject, exhibitionOf(request.body, subject)), bodyOf(request)), entryView)),
  );

  app.post(
    `${RC}waitingList/leave`,
    authed((request, reply, subject) => answer(request, reply, leaveWaitingList(ticketing, subject.personId, field(request, 'entryId')), entryView)),
  );

  app.post(
    `${RC}waitingList/accept`,
    authed((request, reply, subject) => {
      const entry = ticketing.waitingList.find(field(request, 'entryId'));
      const checkout = { state: ticketing, buyer: buyerOf(subject, entry?.exhibitionId ?? subject.exhibitionId), language: languageOf(request) };
      return answer(request, reply, acceptOffer({ checkout, dictionaries: ctx.state.dictionaries, language: checkout.language }, bodyOf(request)), (order) =>
        toWireOrder(order, ticketing.now()),
      );
    }),
  );

  // Test hooks (not the backend's API).
  /** The SMS the waiting lists sent, oldest first; `?phone=` for one number's. Each leads to the type's page in the app. */
  app.get('/__contract/waiting-list/outbox', async (request) => {
    ticketing.now();
    const phone = query(request, 'phone');
    return ticketing.waitingList.messages
      .filter((message) => phone === '' || message.phone === phone)
      .map((message) => {
        const entry = ticketing.waitingList.find(message.entryId);
        const link = `${ctx.origin()}/?exhibitionId=${entry?.exhibitionId ?? ''}&registerType=visitor&tenantId=000000#/waitingList/${entry?.ticketTypeId ?? ''}`;
        return { ...message, link };
      });
  });

  /** The organiser adds `add` seats to a type (a negative number takes them away): they go to its waiting list first. */
  app.post('/__contract/ticket-type/quota', async (request, reply) => {
    const type = ticketing.type(stringParam(request.body, 'ticketTypeId'));
    const add = (request.body as { add?: unknown } | undefined)?.add;
    if (!type || typeof add !== 'number' || !Number.isInteger(add)) return reply.code(400).send({ error: 'Expected {ticketTypeId: string, add: integer}' });
    type.capacity = Math.max(0, (type.capacity ?? type.soldBefore) + add);
    ticketing.now();
    return { ticketTypeId: type.id, capacity: type.capacity, offered: ticketing.waitingList.held(type.id) };
  });
}
