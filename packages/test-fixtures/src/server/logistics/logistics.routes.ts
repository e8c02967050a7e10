import type { FastifyInstance } from 'fastify';
import { languageOf, RC, type ServerContext } from '../context';
import { success } from '../envelope';
import { applyForPass, cancelPass, parkingRules, toWirePass } from './parking';
import { assignRoom, partyOf, toWireRoom, toWireStayPerson } from './stay';
import { refused } from '../kit/commerce-failure';
import { commerceRouteKit } from '../kit/commerce-route-kit';

/**
 * Stay and parking (docs/endpoints.md "Stay", "Parking"), all the caller's (bearer): the rooms booked
 * for their party and who sleeps where (4711 beyond a room's beds), and their car passes (4721–4724).
 */
export function registerLogisticsRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { state } = ctx;
  const logistics = state.logistics;
  const { answer, authed, buyerOf, field, bodyOf, exhibitionOf, pageOf } = commerceRouteKit(ctx);
  const ownerOf = (source: unknown, subject: Parameters<typeof buyerOf>[0]) => {
    const exhibitionId = exhibitionOf(source, subject);
    return { userId: buyerOf(subject, exhibitionId).userId, exhibitionId };
  };

  app.get(
    `${RC}stay/rooms`,
    authed((request, _reply, subject) => {
      const owner = ownerOf(request.query, subject);
      return success(logistics.roomsOf(owner.userId, owner.exhibitionId).map((room) => toWireRoom(state, room)));
    }),
  );

  app.get(
    `${RC}stay/people`,
    authed((request, _reply, subject) => {
      const owner = ownerOf(request.query, subject);
      const rooms = logistics.roomsOf(owner.userId, owner.exhibitionId);
      return pageOf(request, partyOf(state, owner), (member) => toWireStayPerson(member, rooms));
    }),
  );

  app.post(
    `${RC}stay/assign`,
    authed((request, reply, subject) => {
      const body = bodyOf(request);
      const roomId = field(request, 'roomId');
      const room = logistics.rooms.find((r) => r.roomId === roomId);
      const owner = { userId: buyerOf(subject, room?.exhibitionId ?? subject.exhibitionId).userId, exhibitionId: room?.exhibitionId ?? subject.exhibitionId };
      const personIds = Array.isArray(body.personIds) && body.personIds.every((id): id is string => typeof id === 'string' && id !== '') ? body.personIds : undefined;
      if (!personIds) return answer(request, reply, refused(400, 'personIds 须为人员 id 列表', 'personIds must be a list of person ids'), () => null);
      return answer(request, reply, assignRoom(state, owner, roomId, personIds), (rooms) => rooms.map((r) => toWireRoom(state, r)));
    }),
  );

  app.get(`${RC}parking/rules`, authed(() => success(parkingRules(logistics))));

  app.get(
    `${RC}parking/list`,
    authed((request, _reply, subject) => {
      const owner = ownerOf(request.query, subject);
      return pageOf(request, logistics.passesOf(owner.userId, owner.exhibitionId), toWirePass);
    }),
  );

  app.post(
    `${RC}parking/apply`,
    authed((request, reply, subject) => {
      const owner = ownerOf(request.body, subject);
      const application = {
        ownerUserId: owner.userId,
        exhibitionId: owner.exhibitionId,
        plateNumber: field(request, 'plateNumber'),
        driver: field(request, 'driver'),
        phone: field(request, 'phone'),
        startDate: field(request, 'startDate'),
        endDate: field(request, 'endDate'),
      };
      return answer(request, reply, applyForPass(logistics, application, languageOf(request)), toWirePass);
    }),
  );

  app.post(
    `${RC}parking/cancel`,
    authed((request, reply, subject) => {
      const passId = field(request, 'passId');
      const pass = logistics.passes.find((p) => p.passId === passId);
      const owner = buyerOf(subject, pass?.exhibitionId ?? subject.exhibitionId);
      return answer(request, reply, cancelPass(logistics, owner.userId, passId), toWirePass);
    }),
  );
}
