// A group account's sub-account acting for its leader (issue 29): it sees the leader's group and its
// members, adds and edits members and prints codes; it may not change the group, act on members in
// bulk or manage sub-accounts (4613); once the leader disables it every group call is refused (4612)
// until enabled again; removed, its login goes.
import { describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';
import { RC } from '../context';

const NOW = Date.UTC(2026, 4, 10, 2, 0, 0);
const { http, shop } = await ticketingTestServer({ now: () => NOW });
const P = SEED.phones;
const G = SEED.groups;
const [east] = G.subAccounts;

async function passwordToken(username: string, password: string): Promise<string> {
  const reply = await http.token({ grant_type: 'password', username, password });
  expect(reply.status).toBe(200);
  return (reply.body as { access_token: string }).access_token;
}

const newMember = { name: '新团员', phone: '13700000011', idType: 'passport', idNumber: 'E12312312', teamId: G.account.teamIds[0] };

describe('a sub-account', () => {
  it('is marked as one in its user record, with its leader’s group state', async () => {
    const token = await passwordToken(east?.account ?? '', east?.password ?? '');
    const user = (await shop.post(token, 'user/registerType/addAndGetAll', { exhibitionId: 'demo', topRegisterType: 'visitingGroup' })).body.data;
    expect(user.visitingGroupLeaderVO).toEqual({ processStatus: 1, subordinate: true });
  });

  it('views its leader’s group and members, adds and edits a member and prints the codes', async () => {
    const token = await passwordToken(east?.account ?? '', east?.password ?? '');
    expect((await shop.get(token, 'group/detail', {})).body.data).toMatchObject({ groupId: G.account.groupId });
    const added = (await shop.post(token, 'group/member/add', newMember)).body.data;
    expect(added).toMatchObject({ name: '新团员', reviewState: 'pending' });
    expect((await shop.post(token, 'group/member/update', { ...newMember, memberId: added.memberId, name: '新团员甲' })).body.data).toMatchObject({ name: '新团员甲' });
    expect((await shop.get(token, 'group/member/list', { current: '1', size: '20' })).body.data.total).toBe(4);
    expect((await shop.get(token, 'group/member/codes', {})).body.success).toBe(true);
  });

  it('is refused changing the group, bulk actions and the sub-accounts, in the page’s language (4613)', async () => {
    const token = await passwordToken(east?.account ?? '', east?.password ?? '');
    for (const [path, body] of [
      ['group/save', { name: '改名', organisation: '郑氏', contact: '郑团务', phone: P.groupAccount, expectedSize: 5, arrivalDate: '2026-05-12' }],
      ['group/member/remove', { memberIds: ['x'] }],
      ['group/member/moveByFilter', { filter: {}, expectedCount: 1, toTeamId: 'x' }],
      ['subordinate/add', { account: 'zheng-x', name: '郑某', phone: '13900142008', password: 'Group@2026' }],
    ] as const) {
      expect((await shop.post(token, path, body)).body).toMatchObject({ code: 4613, msg: '子账号无权进行此操作，请联系团长' });
    }
    expect((await shop.get(token, 'subordinate/list', { current: '1', size: '20' })).body).toMatchObject({ code: 4613 });
  });

  it('is refused every group call once its leader disables it, in English too, until enabled again (4612)', async () => {
    const leader = await shop.login(P.groupAccount);
    const token = await passwordToken(east?.account ?? '', east?.password ?? '');
    const userId = (await shop.get(leader, 'subordinate/list', { current: '1', size: '20' })).body.data.records.find((s: { account: string }) => s.account === east?.account).userId;

    const disabled = (await shop.post(leader, 'subordinate/disable', { userId, disabled: true })).body.data;
    expect(disabled).toMatchObject({ account: east?.account, disabled: true });
    expect((await shop.get(token, 'group/member/list', { current: '1', size: '20' })).body).toMatchObject({ code: 4612, msg: '该子账号已被团长停用，请联系团长' });
    const english = await http.call('POST', `${RC}group/member/add`, { token, body: { ...newMember, phone: '13700000012', idNumber: 'E12312313' }, headers: { 'language-type': 'en' } });
    expect(english).toMatchObject({ status: 400, body: { code: 4612, msg: 'The group leader has disabled this sub-account: please contact them' } });
    expect((await shop.post(leader, 'subordinate/disable', { userId, disabled: 'yes' })).body).toMatchObject({ code: 400, data: { field: 'disabled' } });

    expect((await shop.post(leader, 'subordinate/disable', { userId, disabled: false })).body.data.disabled).toBe(false);
    expect((await shop.get(token, 'group/member/list', { current: '1', size: '20' })).body.success).toBe(true);
  });

  it('removed by its leader, no longer logs in and its name can be given again', async () => {
    const leader = await shop.login(P.groupAccount);
    const list = async () => (await shop.get(leader, 'subordinate/list', { current: '1', size: '20' })).body.data;
    const west = (await list()).records.find((s: { account: string }) => s.account === 'zheng-west');
    expect((await shop.post(leader, 'subordinate/remove', { userId: west.userId })).body.data).toBe(true);
    expect((await shop.post(leader, 'subordinate/remove', { userId: west.userId })).body).toMatchObject({ code: 400 });
    expect((await list()).total).toBe(2);
    expect((await http.token({ grant_type: 'password', username: 'zheng-west', password: 'Group@2026' })).status).toBe(400);
    expect((await shop.post(leader, 'subordinate/add', { account: 'zheng-west', name: '郑西新', phone: '13900142013', password: 'West@2026' })).body.data).toMatchObject({ account: 'zheng-west', disabled: false });
    // Another leader cannot disable it.
    expect((await shop.post(await shop.login(P.groupLeaderForming), 'subordinate/disable', { userId: west.userId, disabled: true })).body).toMatchObject({ code: 400 });
  });
});
