import type { FastifyInstance } from 'fastify';
import { languageOf, RC, type ServerContext } from '../context';
import { success } from '../envelope';
import { TEAM_MAX_MEMBERS } from './delegates-records';
import type { DelegateChannel } from './delegates-wire.types';
import { toWireDelegate, toWireTeam } from './delegates-views';
import { personInputOf, type PersonInput } from './person-checks';
import { registerPeople } from './register-people';
import { COMMERCE, done, notFound, refused } from '../kit/commerce-failure';
import { commerceRouteKit } from '../kit/commerce-route-kit';

const CHANNELS: readonly DelegateChannel[] = ['team', 'help', 'group', 'work'];
const isChannel = (value: string): value is DelegateChannel => (CHANNELS as readonly string[]).includes(value);

/**
 * Registering others (docs/endpoints.md "Teams, help and business cards"), all the caller's (bearer):
 * their team and its submission (all or none, at most 20 members, 4702), the people they registered by
 * a channel, one of them, and registering one by help or by a card. Registering someone the exhibition
 * knows already (mobile or ID document) answers 4701.
 */
export function registerDelegatesRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { state } = ctx;
  const { answer, authed, buyerOf, query, bodyOf, exhibitionOf, pageOf } = commerceRouteKit(ctx);
  const channelRefused = refused(400, 'channel 须为 team、help、group 或 work', 'channel must be team, help, group or work');

  app.get(
    `${RC}team/detail`,
    authed((request, _reply, subject) => {
      const exhibitionId = exhibitionOf(request.query, subject);
      const team = state.delegates.teamOf(buyerOf(subject, exhibitionId).userId, exhibitionId);
      return success(team ? toWireTeam(state.delegates, team, (id) => state.userById(id)) : null);
    }),
  );

  app.post(
    `${RC}team/submit`,
    authed((request, reply, subject) => {
      const body = bodyOf(request);
      const exhibitionId = exhibitionOf(body, subject);
      const leader = { userId: buyerOf(subject, exhibitionId).userId, exhibitionId };
      const members = Array.isArray(body.members) ? body.members.map(personInputOf) : [];
      if (members.length === 0 || members.some((m) => m === undefined)) {
        return answer(request, reply, refused(400, 'members 须为非空的人员列表', 'members must be a non-empty list of people'), () => null);
      }
      const existing = state.delegates.teamOf(leader.userId, exhibitionId);
      const count = existing ? state.delegates.membersOf(existing).length : 0;
      if (count + members.length > TEAM_MAX_MEMBERS) {
        return answer(request, reply, refused(COMMERCE.teamTooLarge, `一个团队最多${TEAM_MAX_MEMBERS}名成员`, `A team can have at most ${TEAM_MAX_MEMBERS} members`, { max: TEAM_MAX_MEMBERS }), () => null);
      }
      const registered = registerPeople(state, leader, 'team', members as PersonInput[], languageOf(request));
      if (!registered.ok) return answer(request, reply, registered, () => null);
      const team = state.delegates.teamFor(leader.userId, exhibitionId);
      team.submittedAt = state.delegates.now();
      return success(toWireTeam(state.delegates, team, (id) => state.userById(id)));
    }),
  );

  app.get(
    `${RC}delegate/list`,
    authed((request, reply, subject) => {
      const exhibitionId = exhibitionOf(request.query, subject);
      const channel = query(request, 'channel');
      if (!isChannel(channel)) return answer(request, reply, channelRefused, () => null);
      const links = state.delegates.linksOf(buyerOf(subject, exhibitionId).userId, exhibitionId, channel);
      const people = links.flatMap((link) => {
        const user = state.userById(link.personUserId);
        return user ? [toWireDelegate(user, link)] : [];
      });
      return pageOf(request, people, (person) => person);
    }),
  );

  app.get(
    `${RC}delegate/detail`,
    authed((request, reply, subject) => {
      const link = state.delegates.linkOf(query(request, 'id'));
      const user = link ? state.userById(link.personUserId) : undefined;
      const mine = link && user && link.registrarUserId === buyerOf(subject, link.exhibitionId).userId;
      return answer(request, reply, mine ? done(toWireDelegate(user, link)) : notFound({ cn: '登记人员', en: 'Person' }), (person) => person);
    }),
  );

  app.post(
    `${RC}delegate/register`,
    authed((request, reply, subject) => {
      const body = bodyOf(request);
      const exhibitionId = exhibitionOf(body, subject);
      const channel = typeof body.channel === 'string' ? body.channel : '';
      if (!isChannel(channel) || channel === 'team') return answer(request, reply, channelRefused, () => null);
      const person = personInputOf(body.person);
      if (!person) return answer(request, reply, refused(400, 'person 须为 {phone, values}', 'person must be {phone, values}'), () => null);
      const registrar = { userId: buyerOf(subject, exhibitionId).userId, exhibitionId };
      const registered = registerPeople(state, registrar, channel, [person], languageOf(request));
      return answer(request, reply, registered, ([user]) => toWireDelegate(user!, state.delegates.linkOf(user!.userId)!));
    }),
  );
}
