// Stay and parking over real HTTP against the contract server, answering as the real backend's Jackson
// setup does: the party's rooms and people, who sleeps where within the beds (moving between rooms), car
// passes on the server's days — a new-energy plate typed with separators, the refusals with their
// params, one pass for a key sent twice — and bad plates refused before sending.
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { getLogistics } from '../../src/logistics';
import { loggedIn, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const P = SEED.phones;
const L = SEED.logistics;
const idOf = (phone: string) => `u-demo-${phone}`;

async function logisticsOf(phone: string) {
  const { client } = await loggedIn(ctx.server, ctx.link(), phone);
  return getLogistics(client);
}

describe('stay', () => {
  it('reads the rooms (a room without a booking reference has none) and the party with their rooms', async () => {
    const logistics = await logisticsOf(P.roomsAndParking);

    const rooms = await logistics.listRooms.execute();
    const people = await logistics.listStayPeople.execute({ current: 1, size: 20 });

    expect(rooms).toMatchObject({ ok: true, value: [{ roomId: L.singleRoomId, beds: 1, occupants: [] }, { roomId: L.twinRoomId, beds: 2, confirmationNo: 'DIH-20260145' }] });
    expect(rooms.ok && rooms.value[0]).not.toHaveProperty('confirmationNo');
    expect(people.ok && people.value.records.map((p) => [p.relation, p.roomIds])).toEqual([
      ['self', [L.twinRoomId]],
      ['help', []],
      ['help', [L.twinRoomId]],
    ]);
  });

  it('refuses more people than beds with the beds, and moves a person to another room on the same nights', async () => {
    const logistics = await logisticsOf(P.roomsAndParking);
    const [shen, han] = L.companionPhones.map(idOf) as [string, string];

    const tooMany = await logistics.assignRoom.execute({ roomId: L.twinRoomId, personIds: [idOf(P.roomsAndParking), shen, han] });
    const moved = await logistics.assignRoom.execute({ roomId: L.singleRoomId, personIds: [shen, shen] }, { idempotencyKey: 'room-1' });
    const blank = await logistics.assignRoom.execute({ roomId: L.singleRoomId, personIds: [' '] });

    expect(tooMany).toMatchObject({ ok: false, error: { code: 'STAY.BEDS_EXCEEDED', params: { beds: '2' } } });
    expect(moved.ok && moved.value.map((room) => [room.roomId, room.occupants.map((o) => o.personId)])).toEqual([
      [L.singleRoomId, [shen]],
      [L.twinRoomId, [idOf(P.roomsAndParking)]],
    ]);
    expect(blank).toMatchObject({ ok: false, error: { code: 'VALIDATION.REQUIRED', field: 'personIds.0' } });
  });
});

describe('parking', () => {
  const days = async (logistics: Awaited<ReturnType<typeof logisticsOf>>) => {
    const rules = await logistics.fetchParkingRules.execute();
    if (!rules.ok) throw new Error('no parking rules');
    return rules.value;
  };

  it('applies for a pass for a new-energy plate once for a key sent twice, and lists it first', async () => {
    const logistics = await logisticsOf(P.noDelegates);
    const { today, lastDay } = await days(logistics);
    const input = { plateNumber: '粤b·df 1234', driver: '杨司机', phone: '13900146301', startDate: today, endDate: lastDay };

    const pass = await logistics.applyParking.execute(input, { idempotencyKey: 'pass-1' });
    const replay = await logistics.applyParking.execute(input, { idempotencyKey: 'pass-1' });
    const list = await logistics.listParkingPasses.execute({ current: 1, size: 20 });

    expect(pass).toMatchObject({ ok: true, value: { plateNumber: '粤BDF1234', plateKind: 'newEnergy', state: 'valid' } });
    expect(replay).toEqual(pass);
    expect(list).toMatchObject({ ok: true, value: { total: 1, records: [{ plateNumber: '粤BDF1234' }] } });
  });

  it('refuses a bad plate and a non-existent day before sending, days before today and a taken plate on the server', async () => {
    const logistics = await logisticsOf(P.noDelegates);
    const { firstDay, today, lastDay } = await days(logistics);
    const input = { plateNumber: '粤B12346', driver: '杨司机', phone: '13900146301', startDate: today, endDate: lastDay };

    const badPlate = await logistics.applyParking.execute({ ...input, plateNumber: '粤B1234' });
    const badDay = await logistics.applyParking.execute({ ...input, endDate: '2026-02-30' });
    const early = await logistics.applyParking.execute({ ...input, startDate: firstDay });
    const taken = await logistics.applyParking.execute({ ...input, plateNumber: L.validPlate });

    expect(badPlate).toMatchObject({ ok: false, error: { code: 'VALIDATION.PLATE_INVALID', field: 'plateNumber' } });
    expect(badDay).toMatchObject({ ok: false, error: { code: 'VALIDATION.DATE_INVALID', field: 'endDate' } });
    expect(early).toMatchObject({ ok: false, error: { code: 'PARKING.OUTSIDE_SHOW', params: { firstDay: today, lastDay } } });
    expect(taken).toMatchObject({ ok: false, error: { code: 'PARKING.PLATE_TAKEN', params: { plateNumber: L.validPlate } } });
  });

  it('cancels a valid pass once', async () => {
    const logistics = await logisticsOf(P.roomsAndParking);

    const cancelled = await logistics.cancelParking.execute({ passId: L.validPassId });
    const again = await logistics.cancelParking.execute({ passId: L.validPassId });

    expect(cancelled).toMatchObject({ ok: true, value: { passId: L.validPassId, state: 'cancelled' } });
    expect(again).toMatchObject({ ok: false, error: { code: 'PARKING.NOT_CANCELLABLE' } });
  });
});
