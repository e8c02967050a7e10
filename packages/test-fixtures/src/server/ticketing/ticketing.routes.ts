import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SEED } from '../../data/seed.constants';
import { languageOf, RC, registrationFor, requireSubject, stringParam, type ServerContext } from '../context';
import { sendBusinessFailure, success } from '../envelope';
import { paginate } from '../paging';
import type { TokenSubject } from '../tokens';
import { ownedBy, type Buyer } from '../kit/buyer';
import { cancelOrder, changeOrder, createOrder, ORDER, quote, type Body, type Checkout } from './checkout';
import { done, notFound, type Failure, type Outcome } from '../kit/commerce-failure';
import { orderJournal } from './journal-orders';
import { toWireJournal } from './journals';
import { isInOrderTab, isOrderTab, orderNoMatches } from './order-tabs';
import { toWireOrder, type OrderRecord } from './orders';
import { paymentStatus, startPayment } from './payment';
import { toWireQuote } from './pricing';
import { registerTicketCalendarFile, signedTicketCalendarUrl, ticketCalendarFileId } from './ticket-calendar-file';
import { eventOf, toWireTicket, type TicketRecord } from './tickets';
import { beijingTime } from '../kit/beijing-time';
import { toWireTicketType, typesOffered, type TicketTypeRecord } from './ticket-types';
import { createUpgrade, upgradeOptions } from './upgrades';
import { reportLoss, TICKET } from './wallet';
import type { LanguageType } from '../wire.types';

/** A refusal as the backend sends it: HTTP 400, the stable code, the facts in `data`, msg in the page's language. */
function sendFailure(reply: FastifyReply, failure: Failure, language: LanguageType): FastifyReply {
  return reply.code(400).send({ code: failure.code, success: false, data: failure.data ?? null, msg: failure.msg[language] });
}

const bodyOf = (request: FastifyRequest): Body => (typeof request.body === 'object' && request.body !== null ? (request.body as Body) : {});

/**
 * Ticket types, quotes, orders, WeChat Pay, upgrades, the wallet's tickets and the catalogue
 * (docs/endpoints.md "Ticketing"). The catalogue reads are public; everything about a user's orders and
 * tickets needs the bearer token, and a record of someone else's reads as not found.
 */
export function registerTicketingRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const ticketing = ctx.state.ticketing;
  const orderView = (order: OrderRecord) => toWireOrder(order, ticketing.now());
  const ticketView = (ticket: TicketRecord) => toWireTicket(ticket, ticketing.type(ticket.ticketTypeId), ticketing.now(), ctx.state.rotatesTicketCodes(ticket.exhibitionId));

  const answer = <T>(request: FastifyRequest, reply: FastifyReply, outcome: Outcome<T>, view: (value: T) => unknown) =>
    outcome.ok ? success(view(outcome.value)) : sendFailure(reply, outcome.failure, languageOf(request));

  /** The caller on an exhibition: their registration there, or the login's details before they have one. */
  const buyerOf = (subject: TokenSubject, exhibitionId: string): Buyer => {
    const user = registrationFor(ctx, subject, exhibitionId);
    const login = ctx.state.userById(subject.userId);
    return {
      userId: user?.userId ?? subject.userId,
      personId: subject.personId,
      exhibitionId,
      registered: user?.completeResult === 'succ',
      details: { name: user?.name || login?.name || '', phone: user?.phone || login?.phone || '', email: user?.email || login?.email || '' },
    };
  };
  const checkoutOf = (request: FastifyRequest, subject: TokenSubject, exhibitionId: string): Checkout => ({
    state: ticketing,
    buyer: buyerOf(subject, exhibitionId || subject.exhibitionId),
    language: languageOf(request),
  });
  /** The exhibition a request names, else the one the caller logged in to. */
  const exhibitionOf = (source: unknown, subject: TokenSubject) => stringParam(source, 'exhibitionId') || subject.exhibitionId;
  /** A handler for the caller behind the bearer token (the gateway's 401 without one). */
  type Handler = (request: FastifyRequest, reply: FastifyReply, subject: TokenSubject) => unknown;
  const authed = (handle: Handler) => async (request: FastifyRequest, reply: FastifyReply) => {
    const subject = requireSubject(ctx, request, reply);
    return subject ? handle(request, reply, subject) : reply;
  };
  const query = (request: FastifyRequest, key: string) => stringParam(request.query, key);
  const field = (request: FastifyRequest, key: string) => stringParam(request.body, key);
  /** The page of `records` asked for, each record in its wire view. */
  const pageOf = <T>(request: FastifyRequest, records: readonly T[], view: (record: T) => unknown) => {
    const page = paginate(records, query(request, 'current'), query(request, 'size'));
    return success({ ...page, records: page.records.map(view) });
  };

  // The catalogue: public reads.
  app.get(`${RC}ticketType/list`, async (request, reply) => {
    const exhibitionId = query(request, 'exhibitionId');
    if (!ctx.state.exhibition(exhibitionId)) return sendBusinessFailure(reply, '展会不存在');
    const now = ticketing.now();
    const taken = ticketing.seatsTaken(now);
    const offered = typesOffered(ticketing.catalogue, ticketing.links, exhibitionId, query(request, 'registerLinkId'));
    return success(offered.map((type) => toWireTicketType(type, ticketing.catalogue, now, taken(type.id))));
  });

  app.get(`${RC}ticketType/detail`, async (request, reply) => {
    const type = ticketing.type(query(request, 'id'));
    const now = ticketing.now();
    const view = (found: TicketTypeRecord) => toWireTicketType(found, ticketing.catalogue, now, ticketing.seatsTaken(now)(found.id));
    return answer(request, reply, type ? done(type) : notFound({ cn: '票种', en: 'Ticket type' }), view);
  });

  app.get(`${RC}journal/list`, async (request, reply) => {
    const exhibitionId = query(request, 'exhibitionId');
    if (!ctx.state.exhibition(exhibitionId)) return sendBusinessFailure(reply, '展会不存在');
    const now = ticketing.now();
    return success(ticketing.journals.filter((j) => j.exhibitionId === exhibitionId).map((j) => toWireJournal(j, now)));
  });

  // Orders.
  app.post(
    `${RC}order/quote`,
    authed((request, reply, subject) => answer(request, reply, quote(checkoutOf(request, subject, exhibitionOf(request.body, subject)), bodyOf(request)), toWireQuote)),
  );

  app.post(
    `${RC}order/create`,
    authed((request, reply, subject) => {
      const checkout = checkoutOf(request, subject, exhibitionOf(request.body, subject));
      return answer(request, reply, createOrder(checkout, bodyOf(request), ctx.state.dictionaries), orderView);
    }),
  );

  app.post(
    `${RC}order/change`,
    authed((request, reply, subject) => {
      const order = ticketing.orders.find(field(request, 'orderId'));
      return answer(request, reply, changeOrder(checkoutOf(request, subject, order?.exhibitionId ?? ''), bodyOf(request)), orderView);
    }),
  );

  app.get(
    `${RC}order/list`,
    authed((request, reply, subject) => {
      const buyer = buyerOf(subject, exhibitionOf(request.query, subject));
      // The tabs of "my orders" and the search by order number (issue 28).
      const tab = query(request, 'status') || 'all';
      if (!isOrderTab(tab)) return sendBusinessFailure(reply, 'status 须为 all、awaiting、done 或 aftersales');
      const orderNo = query(request, 'orderNo');
      ticketing.now();
      const orders = ticketing.orders.ofUser(buyer.userId, buyer.exhibitionId).filter((order) => isInOrderTab(order, tab) && orderNoMatches(order, orderNo));
      return pageOf(request, orders, orderView);
    }),
  );

  app.get(
    `${RC}order/detail`,
    authed((request, reply, subject) => {
      ticketing.now();
      const order = ownedBy(ticketing.orders.find(query(request, 'orderId')), subject.personId);
      return answer(request, reply, order ? done(order) : notFound(ORDER), orderView);
    }),
  );

  app.post(
    `${RC}order/cancel`,
    authed((request, reply, subject) => answer(request, reply, cancelOrder(ticketing, subject.personId, field(request, 'orderId')), orderView)),
  );

  // Payment.
  app.post(
    `${RC}order/pay`,
    authed((request, reply, subject) => {
      const pay = { state: ticketing, personId: subject.personId, origin: ctx.origin(), appId: SEED.wechat.appId, isAllowedRedirect: ctx.isAllowedRedirect };
      return answer(request, reply, startPayment(pay, bodyOf(request)), (start) => start);
    }),
  );

  app.get(
    `${RC}order/payStatus`,
    authed((request, reply, subject) => answer(request, reply, paymentStatus(ticketing, subject.personId, query(request, 'orderId')), (status) => status)),
  );

  // Upgrades.
  app.get(
    `${RC}order/upgradeOptions`,
    authed((request, reply, subject) => answer(request, reply, upgradeOptions(ticketing, subject.personId, query(request, 'ticketId')), (options) => options)),
  );

  app.post(
    `${RC}order/upgrade`,
    authed((request, reply, subject) => {
      const ticketId = field(request, 'ticketId');
      const checkout = checkoutOf(request, subject, ticketing.tickets.find(ticketId)?.exhibitionId ?? '');
      return answer(request, reply, createUpgrade(checkout, ticketId, field(request, 'targetTicketTypeId')), orderView);
    }),
  );

  // The wallet.
  app.get(
    `${RC}ticket/list`,
    authed((request, reply, subject) => {
      const scope = query(request, 'scope');
      if (scope !== 'valid' && scope !== 'history') return sendBusinessFailure(reply, 'scope 须为 valid 或 history');
      const buyer = buyerOf(subject, exhibitionOf(request.query, subject));
      return pageOf(request, ticketing.tickets.ofUser(buyer.userId, buyer.exhibitionId, scope), ticketView);
    }),
  );

  app.get(
    `${RC}ticket/detail`,
    authed((request, reply, subject) => {
      const ticket = ownedBy(ticketing.tickets.find(query(request, 'ticketId')), subject.personId);
      return answer(request, reply, ticket ? done(ticket) : notFound(TICKET), ticketView);
    }),
  );

  // The ticket's exhibition days as an .ics at a signed address, in the caller's language (issue 28: add to calendar in WeChat).
  app.get(
    `${RC}ticket/calendar`,
    authed((request, reply, subject) => {
      const ticket = ownedBy(ticketing.tickets.find(query(request, 'ticketId')), subject.personId);
      const found = ticket && eventOf(ticket.exhibitionId, ticketing.type(ticket.ticketTypeId)) ? done(ticket) : notFound<TicketRecord>(TICKET);
      return answer(request, reply, found, (t) => {
        const { url, expiresAt } = signedTicketCalendarUrl(ctx.origin(), ticketCalendarFileId(t.ticketId, languageOf(request)), ticketing.now());
        return { url, fileName: `ticket-${t.ticketId}.ics`, expireTime: beijingTime(expiresAt) };
      });
    }),
  );
  registerTicketCalendarFile(app, ticketing);

  app.post(
    `${RC}ticket/reportLoss`,
    authed((request, reply, subject) => answer(request, reply, reportLoss(ticketing, subject.personId, field(request, 'ticketId')), ticketView)),
  );

  // The catalogue (journal), ordered with a delivery address.
  app.post(
    `${RC}journal/order`,
    authed((request, reply, subject) => {
      const body = bodyOf(request);
      const journalId = field(request, 'journalId');
      const exhibitionId = ticketing.journals.find((j) => j.id === journalId)?.exhibitionId ?? subject.exhibitionId;
      return answer(request, reply, orderJournal(ticketing, buyerOf(subject, exhibitionId), journalId, body.quantity, body.address), orderView);
    }),
  );
}
