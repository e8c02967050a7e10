import { describe, expect, it } from 'vitest';
import { isValidResidentId } from '@fairpass/domain';
import { RC } from '../server/context';
import { ticketingTestServer } from '../test-support/ticketing-test-server';
import { seedLogistics } from './logistics.data';
import { SEED } from './seed.constants';

const NOW = Date.UTC(2026, 4, 12, 2, 0, 0);
const { server, http, shop } = await ticketingTestServer({ now: () => NOW });
const P = SEED.phones;
const D = SEED.delegates;
const L = SEED.logistics;

const userInfo = async (phone: string) => {
  const token = await shop.login(phone);
  return (await http.call('POST', `${RC}user/registerType/addAndGetAll`, { token, body: { exhibitionId: 'demo', topRegisterType: 'visitor' } })).body.data;
};

describe('the registering-others, stay and parking seeds', () => {
  it.each([P.teamLeader, P.helper, P.roomsAndParking, P.noDelegates])('make %s an approved visitor who filled everything in', async (phone) => {
    expect(await userInfo(phone)).toMatchObject({ userExhibitionVO: { registerType: 'visitor', completeResult: 'succ', examineResult: 'approve', questionnaireResult: 'complete' } });
  });

  it('give every seeded person their own mobile on `demo`', () => {
    const phones = server.state.users.filter((u) => u.exhibitionId === 'demo' && u.phone !== '').map((u) => u.phone);
    expect(new Set(phones).size).toBe(phones.length);
    const people = [...D.team.memberPhones, ...D.helper.help, ...D.helper.group, ...D.helper.work, ...L.companionPhones];
    for (const phone of people) expect(phones).toContain(phone);
  });

  it('name an ID number that passes the check and that seeded visitors hold', () => {
    expect(isValidResidentId(D.registeredIdNumber)).toBe(true);
    expect(server.state.users.some((u) => u.exhibitionId === 'demo' && u.idNumber === D.registeredIdNumber)).toBe(true);
  });

  it('link each registered person to who registered them, and the team to 13800000143', () => {
    const links = server.state.delegates.links;
    const registrarOf = (phone: string) => server.state.userById(links.find((l) => l.personUserId === `u-demo-${phone}`)?.registrarUserId ?? '')?.phone;
    expect(D.team.memberPhones.map(registrarOf)).toEqual([P.teamLeader, P.teamLeader, P.teamLeader]);
    expect([...D.helper.help, ...D.helper.group, ...D.helper.work].map(registrarOf)).toEqual(Array(4).fill(P.helper));
    expect(server.state.delegates.teams.map((t) => server.state.userById(t.leaderUserId)?.phone)).toEqual([P.teamLeader]);
    expect(links.some((l) => l.registrarUserId === `u-demo-${P.noDelegates}`)).toBe(false);
  });

  it('lay the show from yesterday to the day after tomorrow (Beijing), at any time of day', () => {
    for (const hour of [0, 9, 23]) {
      const now = Date.UTC(2026, 4, 11, 16 + hour, 10, 0); // 2026-05-12 hh:10 Beijing
      const { show, rooms, passes } = seedLogistics(now);
      expect(show).toEqual({ firstDay: '2026-05-11', lastDay: '2026-05-14' });
      expect(rooms.map((r) => [r.roomId, r.beds, r.occupantIds.length])).toEqual([
        [L.twinRoomId, 2, 2],
        [L.singleRoomId, 1, 0],
      ]);
      expect(passes.find((p) => p.passId === L.validPassId)).toMatchObject({ startDate: '2026-05-12', state: 'valid', plateNumber: L.validPlate });
    }
  });
});
