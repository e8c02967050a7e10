import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { contractHttp } from '../../test-support/contract-http';
import { collectReplies, jacksonSwitchChecks } from '../../test-support/jackson-replies';
import { ticketingHttp } from '../../test-support/ticketing-http';
import { RC } from '../context';
import { startContractServer, type ContractServer } from '../start-contract-server';
import { GROUPS_REPLY_DATA } from './groups-field-types';

// A fixed clock: both runs (switch off, switch on) see the same times, ids and sequences.
const NOW = Date.UTC(2026, 4, 10, 2, 0, 0);
const P = SEED.phones;
const G = SEED.groups;

let server: ContractServer;
let shop: ReturnType<typeof ticketingHttp>;

beforeAll(async () => {
  server = await startContractServer({ port: 0, now: () => NOW });
  shop = ticketingHttp(contractHttp(server.url));
});
afterAll(() => server.close());

/** One successful reply of every group route, keyed as in GROUPS_REPLY_DATA. */
const everyGroupReply = (jacksonNulls: boolean) =>
  collectReplies(server, shop, jacksonNulls, async ({ get, post }) => {
    const forming = await shop.login(P.groupLeaderForming);
    const formed = await shop.login(P.groupLeaderFormed);
    const account = await shop.login(P.groupAccount);
    await get(formed, 'group/detail', {});
    await get(formed, 'group/joinInfo', { visitingGroupId: G.formed.groupId });
    await post(formed, 'group/save', { name: '已成团参观团', organisation: '已成团旅行社', contact: '蒋团长', phone: P.groupLeaderFormed, expectedSize: 8, arrivalDate: '2026-05-11' });
    await get(forming, 'group/member/list', { current: '1', size: '5' });
    await get(forming, 'group/member/detail', { id: G.forming.pendingMemberId });
    const added = await post(forming, 'group/member/add', { name: '新成员', phone: '13700000001', idType: 'passport', idNumber: 'E99887766', teamId: G.forming.allApprovedTeamId });
    await post(forming, 'group/member/update', { memberId: added.memberId, name: '新成员', phone: '13700000001', idType: 'passport', idNumber: 'E99887766', teamId: G.forming.mixedTeamIds[0] });
    await post(forming, 'group/member/move', { memberIds: [added.memberId], teamId: G.forming.allApprovedTeamId });
    await post(forming, 'group/member/moveByFilter', { filter: { keyword: '13700000001' }, expectedCount: 1, toTeamId: G.forming.mixedTeamIds[0] });
    await post(forming, 'group/member/remove', { memberIds: [added.memberId] });
    await post(forming, 'group/member/removeByFilter', { filter: { keyword: '孙团员' }, expectedCount: 1 });
    await get(formed, 'group/member/codes', {});
    await get(formed, 'group/member/codes/pdf', {});
    await get(formed, 'group/member/export', { reviewState: 'approved' });
    const sheetRow = { name: '导入成员', phone: '13700000201', idType: 'passport', idNumber: 'E20000201', teamId: G.formed.teamIds[0] };
    await post(formed, 'group/member/check', { members: [sheetRow] });
    await post(formed, 'group/member/import', { members: [sheetRow] });
    const page = await get(account, 'subordinate/list', { current: '1', size: '5' });
    await get(account, 'subordinate/detail', { userId: page.records[0].userId });
    await post(account, 'subordinate/add', { account: 'zheng-north', name: '郑北', phone: '13900142004', password: 'North@2026' });
    await post(account, 'subordinate/update', { userId: page.records[0].userId, name: '郑西', phone: '13900142003' });
    await post(account, 'subordinate/resetPwd', { userId: page.records[0].userId, password: 'Reset@2026' });
    await post(account, 'subordinate/disable', { userId: page.records[0].userId, disabled: true });
    await post(account, 'subordinate/remove', { userId: page.records[0].userId });
  });

describe('the group routes with the Jackson-nulls switch', () => {
  const runs = jacksonSwitchChecks(GROUPS_REPLY_DATA, everyGroupReply);

  it('write an absent departure date as "", a pending member’s reason and entry code as ""', () => {
    const reply = (key: string) => runs.jackson.get(key)!.body.data;
    expect(reply(`POST ${RC}group/save`)).toMatchObject({ departureDate: '', formed: true });
    expect(reply(`GET ${RC}group/member/detail`)).toMatchObject({ reviewState: 'pending', rejectReason: '', entryCode: '' });
  });

  it('write a leader without a group as {}', async () => {
    server.reset();
    server.jacksonNulls.on = true;
    server.state.groups.groups = server.state.groups.groups.filter((g) => g.groupId !== G.formed.groupId);
    const reply = await shop.get(await shop.login(P.groupLeaderFormed), 'group/detail', {});
    expect(reply.body).toMatchObject({ code: 200, data: {} });
    server.jacksonNulls.on = false;
    expect((await shop.get(await shop.login(P.groupLeaderFormed), 'group/detail', {})).body.data).toBeNull();
  });
});
