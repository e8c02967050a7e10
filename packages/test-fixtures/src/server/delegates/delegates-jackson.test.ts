import { describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { contractHttp } from '../../test-support/contract-http';
import { collectReplies, jacksonSwitchChecks } from '../../test-support/jackson-replies';
import { ticketingHttp } from '../../test-support/ticketing-http';
import { RC } from '../context';
import { LOGISTICS_REPLY_DATA } from '../logistics/logistics-field-types';
import { startContractServer, type ContractServer } from '../start-contract-server';
import { DELEGATES_REPLY_DATA } from './delegates-field-types';
import { afterAll, beforeAll } from 'vitest';

// A fixed clock: both runs (switch off, switch on) see the same times, ids and sequences.
const NOW = Date.UTC(2026, 4, 12, 2, 0, 0);
const P = SEED.phones;
const L = SEED.logistics;
const demo = SEED.exhibitions.demo;

let server: ContractServer;
let shop: ReturnType<typeof ticketingHttp>;

beforeAll(async () => {
  server = await startContractServer({ port: 0, now: () => NOW });
  shop = ticketingHttp(contractHttp(server.url));
});
afterAll(() => server.close());

const person = (phone: string, name: string) => ({ phone, values: { name, company: '示范公司', position: 'manager', industry: 'electronics' } });

/** One successful reply of every registering-others route, keyed as in DELEGATES_REPLY_DATA. */
const everyDelegatesReply = (jacksonNulls: boolean) =>
  collectReplies(server, shop, jacksonNulls, async ({ get, post }) => {
    const helper = await shop.login(P.helper);
    const fresh = await shop.login(P.noDelegates);
    await post(fresh, 'team/submit', { exhibitionId: demo, members: [person('13900146001', '甲成员')] });
    await get(fresh, 'team/detail', { exhibitionId: demo });
    const list = await get(helper, 'delegate/list', { exhibitionId: demo, channel: 'group', size: '5' });
    await get(helper, 'delegate/detail', { id: list.records[1].id });
    await post(fresh, 'delegate/register', { exhibitionId: demo, channel: 'help', person: person('13900146101', '帮忙人') });
  });

/** One successful reply of every stay and parking route, keyed as in LOGISTICS_REPLY_DATA. */
const everyLogisticsReply = (jacksonNulls: boolean) =>
  collectReplies(server, shop, jacksonNulls, async ({ get, post }) => {
    const owner = await shop.login(P.roomsAndParking);
    const rooms = await get(owner, 'stay/rooms', { exhibitionId: demo });
    await get(owner, 'stay/people', { exhibitionId: demo, size: '5' });
    await post(owner, 'stay/assign', { roomId: L.singleRoomId, personIds: [rooms[1].occupants[1].personId] });
    await get(owner, 'parking/rules', { exhibitionId: demo });
    await get(owner, 'parking/list', { exhibitionId: demo });
    await post(owner, 'parking/apply', { exhibitionId: demo, plateNumber: '粤BD12345', driver: '蒋住宿', phone: P.roomsAndParking, startDate: '2026-05-12', endDate: '2026-05-13' });
    await post(owner, 'parking/cancel', { passId: L.validPassId });
  });

describe('the registering-others routes with the Jackson-nulls switch', () => {
  const runs = jacksonSwitchChecks(DELEGATES_REPLY_DATA, everyDelegatesReply);

  it('write an absent ID number, e-mail, job title and department as "", and no team as {}', async () => {
    const reply = (key: string) => runs.jackson.get(key)!.body.data;
    expect(reply(`GET ${RC}delegate/detail`)).toMatchObject({ idNumber: '', department: '', jobTitle: '采购总监' });
    expect(reply(`POST ${RC}delegate/register`)).toMatchObject({ email: '', jobTitle: '' });
    server.reset();
    server.jacksonNulls.on = true;
    expect((await shop.get(await shop.login(P.noDelegates), 'team/detail', { exhibitionId: demo })).body.data).toEqual({});
  });
});

describe('the stay and parking routes with the Jackson-nulls switch', () => {
  const runs = jacksonSwitchChecks(LOGISTICS_REPLY_DATA, everyLogisticsReply);

  it('write a room without a booking reference with it ""', () => {
    expect(runs.jackson.get(`GET ${RC}stay/rooms`)!.body.data[0]).toMatchObject({ roomId: L.singleRoomId, confirmationNo: '' });
  });
});
