import { describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';

// 2026-05-12 10:00 Beijing: the show runs 2026-05-11 to 2026-05-14.
const NOW = Date.UTC(2026, 4, 12, 2, 0, 0);
const { shop } = await ticketingTestServer({ now: () => NOW });

const P = SEED.phones;
const L = SEED.logistics;
const demo = SEED.exhibitions.demo;
const userIdOf = (phone: string) => `u-${demo}-${phone}`;
const [shen, han] = L.companionPhones.map(userIdOf) as [string, string];
const owner = userIdOf(P.roomsAndParking);

describe('stay', () => {
  it('reads the rooms with who sleeps there, and the party with their rooms', async () => {
    const token = await shop.login(P.roomsAndParking);
    const rooms = (await shop.get(token, 'stay/rooms', { exhibitionId: demo })).body.data;
    expect(rooms).toMatchObject([
      { roomId: L.singleRoomId, beds: 1, occupants: [], checkIn: '2026-05-11', checkOut: '2026-05-14' },
      { roomId: L.twinRoomId, beds: 2, occupants: [{ personId: owner, name: '蒋住宿' }, { personId: shen, name: '沈随行' }], confirmationNo: 'DIH-20260145' },
    ]);
    expect(rooms[0]).not.toHaveProperty('confirmationNo');
    const people = (await shop.get(token, 'stay/people', { exhibitionId: demo, current: '1', size: '20' })).body.data;
    expect(people).toMatchObject({ total: 3, records: [{ personId: owner, relation: 'self', roomIds: [L.twinRoomId] }, { personId: han, roomIds: [] }, { personId: shen, relation: 'help' }] });
  });

  it('sets who sleeps in a room (moving them out of a room on the same nights), within its beds (4711)', async () => {
    const token = await shop.login(P.roomsAndParking);
    const tooMany = await shop.post(token, 'stay/assign', { roomId: L.twinRoomId, personIds: [owner, shen, han] });
    expect(tooMany.body).toMatchObject({ code: 4711, data: { beds: 2 } });
    const moved = (await shop.post(token, 'stay/assign', { roomId: L.singleRoomId, personIds: [shen] })).body.data;
    expect(moved).toMatchObject([
      { roomId: L.singleRoomId, occupants: [{ personId: shen }] },
      { roomId: L.twinRoomId, occupants: [{ personId: owner }] },
    ]);
    expect((await shop.post(token, 'stay/assign', { roomId: L.twinRoomId, personIds: [owner, userIdOf(P.approvedWithTicket)] })).body.code).toBe(400);
    expect((await shop.post(await shop.login(P.helper), 'stay/assign', { roomId: L.twinRoomId, personIds: [] })).body.code).toBe(400);
  });
});

describe('parking', () => {
  it('says the show’s days and today, and lists the passes newest first', async () => {
    const token = await shop.login(P.roomsAndParking);
    expect((await shop.get(token, 'parking/rules', { exhibitionId: demo })).body.data).toEqual({ firstDay: '2026-05-11', lastDay: '2026-05-14', today: '2026-05-12' });
    const passes = (await shop.get(token, 'parking/list', { exhibitionId: demo })).body.data.records;
    expect(passes).toMatchObject([
      { passId: L.validPassId, plateNumber: L.validPlate, plateKind: 'ordinary', state: 'valid', startDate: '2026-05-12', endDate: '2026-05-14' },
      { passId: L.cancelledPassId, plateKind: 'newEnergy', state: 'cancelled' },
    ]);
  });

  it('issues a pass for a new-energy plate as typed with separators, and refuses bad plates, days and a taken plate', async () => {
    const token = await shop.login(P.noDelegates);
    const apply = (body: Record<string, string>) =>
      shop.post(token, 'parking/apply', { exhibitionId: demo, plateNumber: '粤b·df1234', driver: '杨司机', phone: '13900146301', startDate: '2026-05-12', endDate: '2026-05-13', ...body });
    expect((await apply({ plateNumber: '粤B1234' })).body).toMatchObject({ code: 4721, data: { plateNumber: '粤B1234' } });
    expect((await apply({ startDate: '2026-05-11' })).body).toMatchObject({ code: 4722, data: { firstDay: '2026-05-12', lastDay: '2026-05-14' } });
    expect((await apply({ endDate: '2026-05-15' })).body.code).toBe(4722);
    expect((await apply({ endDate: '2026-05-11', startDate: '2026-05-12' })).body.code).toBe(400);
    expect((await apply({ driver: '杨3' })).body.code).toBe(400);
    expect((await apply({ plateNumber: '粤 b12345' })).body).toMatchObject({ code: 4723, data: { plateNumber: '粤B12345' } });
    const issued = (await apply({})).body;
    expect(issued).toMatchObject({ code: 200, data: { plateNumber: '粤BDF1234', plateKind: 'newEnergy', state: 'valid', createTime: '2026-05-12 10:00:00' } });
  });

  it('cancels a valid pass once (4724 after)', async () => {
    const token = await shop.login(P.roomsAndParking);
    expect((await shop.post(token, 'parking/cancel', { passId: L.validPassId })).body.data).toMatchObject({ passId: L.validPassId, state: 'cancelled' });
    expect((await shop.post(token, 'parking/cancel', { passId: L.validPassId })).body.code).toBe(4724);
    expect((await shop.post(await shop.login(P.helper), 'parking/cancel', { passId: L.cancelledPassId })).body.code).toBe(400);
  });
});
