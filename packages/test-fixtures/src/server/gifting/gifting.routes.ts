import type { FastifyInstance } from 'fastify';
import { optionalSubject, RC, type ServerContext } from '../context';
import { sendBusinessFailure, success } from '../envelope';
import { claimedBy, claimGift, claimInfo } from './gift-claims';
import { toWireClaimInfo, toWireGift, type GiftRecord } from './gift-store';
import type { GiftStatus } from './gifting-wire.types';
import { cancelGift, createGift, giftable, ownGift } from './gifts';
import { toWireTicket, type TicketRecord } from '../ticketing/tickets';
import { commerceRouteKit } from '../kit/commerce-route-kit';

const STATUSES: readonly GiftStatus[] = ['pending', 'claimed', 'expired', 'cancelled'];

/**
 * Gifts of tickets (docs/endpoints.md "Gifts"): the giver's giftable tickets, gifts made, listed,
 * read and cancelled, and the claim link's two calls. Everything needs the bearer except claimInfo (the
 * link's page shows it before anyone logs in); a gift id of no gift of the caller's answers 4202.
 */
export function registerGiftingRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const ticketing = ctx.state.ticketing;
  const { answer, authed, buyerOf, query, field, bodyOf, exhibitionOf, pageOf } = commerceRouteKit(ctx);
  const giftView = (gift: GiftRecord) => toWireGift(gift, ticketing.type(gift.ticketTypeId), ticketing.now());
  const ticketView = (ticket: TicketRecord) => toWireTicket(ticket, ticketing.type(ticket.ticketTypeId), ticketing.now(), ctx.state.rotatesTicketCodes(ticket.exhibitionId));

  app.get(
    `${RC}give/giftable`,
    authed((request, _reply, subject) => success(giftable(ticketing, buyerOf(subject, exhibitionOf(request.query, subject))))),
  );

  app.post(
    `${RC}give/create`,
    authed((request, reply, subject) => answer(request, reply, createGift(ticketing, buyerOf(subject, exhibitionOf(request.body, subject)), bodyOf(request)), giftView)),
  );

  app.get(
    `${RC}give/list`,
    authed((request, reply, subject) => {
      const status = query(request, 'status');
      if (status !== '' && !STATUSES.includes(status as GiftStatus)) return sendBusinessFailure(reply, 'status 须为 pending、claimed、expired 或 cancelled');
      ticketing.now();
      const gifts = ticketing.gifts.ofPerson(subject.personId, exhibitionOf(request.query, subject)).filter((g) => status === '' || g.status === status);
      return pageOf(request, gifts, giftView);
    }),
  );

  app.get(
    `${RC}give/detail`,
    authed((request, reply, subject) => answer(request, reply, ownGift(ticketing, subject.personId, query(request, 'giftId')), giftView)),
  );

  app.post(
    `${RC}give/cancel`,
    authed((request, reply, subject) => answer(request, reply, cancelGift(ticketing, subject.personId, field(request, 'giftId')), giftView)),
  );

  // The claim link: what it shows before login (and, to someone logged in who claimed already, their
  // ticket: issue 28), then the claim with the claimant's own details.
  app.get(`${RC}give/claimInfo`, async (request, reply) => {
    const now = ticketing.now();
    const caller = optionalSubject(ctx, request);
    return answer(request, reply, claimInfo(ticketing, query(request, 'giftId')), (gift) => {
      const claimedTicketId = caller ? claimedBy(gift, caller.personId, ticketing.tickets) : undefined;
      return { ...toWireClaimInfo(gift, ticketing.type(gift.ticketTypeId), now), ...(claimedTicketId ? { claimedTicketId } : {}) };
    });
  });

  app.post(
    `${RC}give/claim`,
    authed((request, reply, subject) => {
      const giftId = field(request, 'giftId');
      const claimant = buyerOf(subject, ticketing.gifts.find(giftId)?.exhibitionId ?? subject.exhibitionId);
      return answer(request, reply, claimGift(ticketing, claimant, giftId, bodyOf(request)), ticketView);
    }),
  );
}
