import { describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';
import { RC } from '../context';

const NOW = Date.UTC(2026, 4, 10, 2, 0, 0);
const { server, http, shop } = await ticketingTestServer({ now: () => NOW });

const P = SEED.phones;
const G = SEED.groups;

const get = async (token: string, path: string, query: Record<string, string> = {}) => (await shop.get(token, path, query)).body;
const newMember = { name: '新成员', phone: '13700000001', idType: 'passport', idNumber: 'E99887766', teamId: G.forming.mixedTeamIds[0] };
const passwordLogin = (username: string, password: string) => http.token({ grant_type: 'password', username, password });

describe('the leader’s group', () => {
  it('shows the group being formed: five teams, 1,000 members counted by review state', async () => {
    const { data } = await get(await shop.login(P.groupLeaderForming), 'group/detail');
    expect(data).toMatchObject({ groupId: G.forming.groupId, formed: false, arrivalDate: '2026-05-12', departureDate: '2026-05-14', counts: { ...G.forming.counts, total: 1000 } });
    expect(data.teams.map((t: { teamId: string; memberCount: number }) => [t.teamId, t.memberCount])).toEqual([G.forming.allApprovedTeamId, ...G.forming.mixedTeamIds].map((id) => [id, 200]));
  });

  it('shows a formed group as formed', async () => {
    const { data } = await get(await shop.login(P.groupLeaderFormed), 'group/detail');
    expect(data).toMatchObject({ groupId: G.formed.groupId, formed: true, counts: { approved: 6, pending: 1, rejected: 1, total: 8 } });
    expect(data).not.toHaveProperty('departureDate');
  });

  it('tells anyone holding the join link which group it joins and who leads it, without a login', async () => {
    const reply = await http.call('GET', `${RC}group/joinInfo`, { query: { visitingGroupId: G.account.groupId, exhibitionId: 'demo' } });
    expect(reply.body).toMatchObject({ success: true, data: { groupId: G.account.groupId, name: '郑氏商务考察团', organisation: '郑氏商务咨询有限公司', leaderName: expect.any(String) } });
    expect((await http.call('GET', `${RC}group/joinInfo`, { query: { visitingGroupId: 'vg-no-such' } })).body).toMatchObject({ success: true, data: null });
  });

  it('refuses a member who is not the leader on every route, in the page’s language (4601)', async () => {
    const token = await shop.login(P.groupMember);
    for (const path of ['group/detail', 'group/member/list', 'group/member/codes', 'subordinate/list']) {
      expect((await shop.get(token, path, {})).body).toMatchObject({ code: 4601, success: false, msg: '只有团长可以管理团组' });
    }
    const english = await http.call('POST', `${RC}group/member/add`, { token, body: newMember, headers: { 'language-type': 'en' } });
    expect(english).toMatchObject({ status: 400, body: { code: 4601, msg: 'Only the group leader can manage a group' } });
  });

  it('changes the details, refusing a departure before the arrival', async () => {
    const token = await shop.login(P.groupLeaderFormed);
    const details = { name: '新团名', organisation: '已成团旅行社', contact: '蒋团长', phone: P.groupLeaderFormed, expectedSize: '10', arrivalDate: '2026-05-12', departureDate: '2026-05-11' };
    expect((await shop.post(token, 'group/save', details)).body).toMatchObject({ code: 400, data: { field: 'departureDate' } });
    const saved = (await shop.post(token, 'group/save', { ...details, departureDate: '2026-05-13' })).body.data;
    expect(saved).toMatchObject({ name: '新团名', expectedSize: 10, departureDate: '2026-05-13', formed: true, counts: { total: 8 } });
  });
});

describe('the members', () => {
  it('pages the 1,000 newest first and finds them by name or mobile', async () => {
    const token = await shop.login(P.groupLeaderForming);
    const first = (await get(token, 'group/member/list', { current: '1', size: '20' })).data;
    expect(first).toMatchObject({ total: 1000, pages: 50, current: 1 });
    expect(first.records[0]).toMatchObject({ memberId: 'vgm-0007-1000', reviewState: 'rejected', rejectReason: expect.any(String) });
    const byPhone = (await get(token, 'group/member/list', { current: '1', size: '20', keyword: P.groupMember })).data;
    expect(byPhone.records).toEqual([expect.objectContaining({ memberId: G.forming.memberOfPhone141, name: '孙团员', reviewState: 'approved', entryCode: 'FPG-0007-0201' })]);
    const byName = (await get(token, 'group/member/list', { current: '1', size: '50', keyword: '孙团员' })).data;
    expect(byName.total).toBe(1);
    const pending = (await get(token, 'group/member/list', { current: '1', size: '1', reviewState: 'pending', teamId: G.forming.allApprovedTeamId })).data;
    expect(pending.total).toBe(0);
    expect((await shop.get(token, 'group/member/list', { reviewState: 'maybe' })).body).toMatchObject({ code: 400, data: { field: 'reviewState' } });
  });

  it('adds a member once for a key sent twice, waiting for review; refuses a duplicate mobile or document and a team of another group', async () => {
    const token = await shop.login(P.groupLeaderForming);
    const first = await shop.post(token, 'group/member/add', newMember, 'add-key');
    const again = await shop.post(token, 'group/member/add', newMember, 'add-key');
    expect(first.body.data).toMatchObject({ name: '新成员', reviewState: 'pending', teamName: '上海二队' });
    expect(first.body.data).not.toHaveProperty('entryCode');
    expect(again.body.data.memberId).toBe(first.body.data.memberId);
    expect((await get(token, 'group/detail')).data.counts).toMatchObject({ pending: 241, total: 1001 });

    expect((await shop.post(token, 'group/member/add', { ...newMember, idNumber: 'E11112222' })).body).toMatchObject({ code: 4603, data: { field: 'phone' } });
    expect((await shop.post(token, 'group/member/add', { ...newMember, phone: '13700000002', idNumber: ' e99887766 ' })).body).toMatchObject({ code: 4603, data: { field: 'idNumber' } });
    expect((await shop.post(token, 'group/member/add', { ...newMember, phone: '13700000003', idNumber: 'E1', teamId: G.formed.teamIds[0] })).body).toMatchObject({ code: 400, data: { field: 'idNumber' } });
    expect((await shop.post(token, 'group/member/add', { ...newMember, phone: '13700000003', idNumber: 'E55554444', teamId: G.formed.teamIds[0] })).body).toMatchObject({ code: 4605 });
    expect((await shop.post(token, 'group/member/add', { ...newMember, name: '新成员1' })).body).toMatchObject({ code: 400, data: { field: 'name' } });
  });

  it('refuses, as each member is saved, a document someone else registered on the exhibition with (4701, the spec’s message)', async () => {
    const formed = await shop.login(P.groupLeaderFormed);
    const elsewhere = (await get(formed, 'group/member/detail', { id: 'vgm-0016-0001' })).data.idNumber;
    const leader = await shop.login(P.groupLeaderForming);
    const intoOtherGroup = await shop.post(leader, 'group/member/add', { ...newMember, idType: 'idCard', idNumber: elsewhere });
    expect(intoOtherGroup.body).toMatchObject({ code: 4701, data: { name: '新成员' }, msg: '您已登记过该证件，请勿重复操作' });
    const visitors = await http.call('POST', `${RC}group/member/add`, { token: leader, body: { ...newMember, idType: 'idCard', idNumber: '11010519491231002x' }, headers: { 'language-type': 'en' } });
    expect(visitors.body).toMatchObject({ code: 4701, msg: 'You have registered this document, please do not repeat the operation' });
    // Editing a member onto such a document is refused the same; their own document stays theirs.
    const own = (await get(leader, 'group/member/detail', { id: G.forming.pendingMemberId })).data;
    const edited = await shop.post(leader, 'group/member/update', { ...own, idNumber: elsewhere });
    expect(edited.body).toMatchObject({ code: 4701 });
    expect((await shop.post(leader, 'group/member/update', own)).body).toMatchObject({ success: true });
  });

  it('locks an approved member’s details and sends a refused member edited back to review', async () => {
    const token = await shop.login(P.groupLeaderForming);
    const approved = (await get(token, 'group/member/detail', { id: G.forming.approvedMemberId })).data;
    expect((await shop.post(token, 'group/member/update', { ...approved, name: '改名字' })).body).toMatchObject({ code: 4604 });
    const rejected = (await get(token, 'group/member/detail', { id: G.forming.rejectedMemberId })).data;
    const edited = (await shop.post(token, 'group/member/update', { ...rejected, name: '改名字' })).body.data;
    expect(edited).toMatchObject({ memberId: G.forming.rejectedMemberId, name: '改名字', reviewState: 'pending' });
    expect(edited).not.toHaveProperty('rejectReason');
    expect((await shop.get(token, 'group/member/detail', { id: 'vgm-0016-0001' })).body).toMatchObject({ code: 400 });
  });

  it('moves and removes several at once, all or none', async () => {
    const token = await shop.login(P.groupLeaderForming);
    const ids = ['vgm-0007-0001', 'vgm-0007-0002', 'vgm-0007-0003'];
    const target = G.forming.mixedTeamIds[3] ?? '';
    expect((await shop.post(token, 'group/member/move', { memberIds: ids, teamId: target })).body.data).toEqual({ count: 3 });
    expect((await get(token, 'group/member/detail', { id: 'vgm-0007-0002' })).data).toMatchObject({ teamId: target, teamName: '苏州队' });
    expect((await shop.post(token, 'group/member/move', { memberIds: ids, teamId: 'nope' })).body).toMatchObject({ code: 4605 });
    expect((await shop.post(token, 'group/member/remove', { memberIds: [...ids, 'vgm-0016-0001'] })).body).toMatchObject({ code: 400 });
    expect((await shop.post(token, 'group/member/remove', { memberIds: Array.from({ length: 101 }, (_, i) => `vgm-0007-${String(i + 1).padStart(4, '0')}`) })).body).toMatchObject({ code: 400, data: { max: 100 } });
    expect((await shop.post(token, 'group/member/remove', { memberIds: ids })).body.data).toEqual({ count: 3 });
    expect((await get(token, 'group/detail')).data.counts.total).toBe(997);
  });

  it('prints a team’s approved members’ codes in roster order, and lists the others apart', async () => {
    const token = await shop.login(P.groupLeaderForming);
    const team1 = (await get(token, 'group/member/codes', { teamId: G.forming.allApprovedTeamId })).data;
    expect(team1.cards).toHaveLength(200);
    expect(team1.cards[0]).toEqual({ memberId: 'vgm-0007-0001', name: expect.any(String), teamName: '上海一队', entryCode: 'FPG-0007-0001' });
    expect(team1.notPrintable).toEqual([]);
    const all = (await get(token, 'group/member/codes')).data;
    expect(all.cards).toHaveLength(G.forming.counts.approved);
    expect(all.notPrintable).toHaveLength(G.forming.counts.pending + G.forming.counts.rejected);
    expect(all.notPrintable.every((m: { reviewState: string }) => m.reviewState === 'pending' || m.reviewState === 'rejected')).toBe(true);
  });

  it('answers a leader without a group 4602 on the member routes, and sets the group up with a first team', async () => {
    expect((await http.call('GET', '/__contract/state')).body.groups).toEqual({ groups: 3, members: 1011, subAccounts: 3 });
    // 13800000016 starts over without a group.
    server.state.groups.groups = server.state.groups.groups.filter((g) => g.groupId !== G.formed.groupId);
    const token = await shop.login(P.groupLeaderFormed);
    expect((await get(token, 'group/detail')).data).toBeNull();
    expect((await shop.get(token, 'group/member/list', {})).body).toMatchObject({ code: 4602, msg: '尚未创建团组' });
    const details = { name: '新的团', organisation: '已成团旅行社', contact: '蒋团长', phone: P.groupLeaderFormed, expectedSize: 5, arrivalDate: '2026-05-12' };
    const group = (await shop.post(token, 'group/save', details)).body.data;
    expect(group).toMatchObject({ name: '新的团', formed: true, teams: [{ name: '第一组', memberCount: 0 }], counts: { total: 0 } });
    const added = (await shop.post(token, 'group/member/add', { ...newMember, teamId: group.teams[0].teamId })).body.data;
    expect(added).toMatchObject({ teamName: '第一组', reviewState: 'pending' });
  });
});

describe('the sub-accounts', () => {
  it('lists the group account’s three, newest first, and reads one', async () => {
    const token = await shop.login(P.groupAccount);
    const page = (await get(token, 'subordinate/list', { current: '1', size: '20' })).data;
    expect(page.records.map((s: { account: string }) => s.account)).toEqual(['zheng-west', 'zheng-south', 'zheng-east']);
    const one = (await get(token, 'subordinate/detail', { userId: page.records[0].userId })).data;
    expect(one).toMatchObject({ account: 'zheng-west', phone: '13900142003' });
    expect((await shop.get(await shop.login(P.groupLeaderForming), 'subordinate/detail', { userId: page.records[0].userId })).body).toMatchObject({ code: 400 });
  });

  it('adds one that logs in with its password, refusing an account name already used (4611)', async () => {
    const token = await shop.login(P.groupAccount);
    expect((await shop.post(token, 'subordinate/add', { account: 'zheng-east', name: '郑北', phone: '13900142004', password: 'Group@2026' })).body).toMatchObject({ code: 4611, data: { account: 'zheng-east' } });
    expect((await shop.post(token, 'subordinate/add', { account: P.groupLeaderForming, name: '郑北', phone: '13900142004', password: 'Group@2026' })).body).toMatchObject({ code: 4611 });
    expect((await shop.post(token, 'subordinate/add', { account: 'zheng-north', name: '郑北', phone: '13900142004', password: 'weak' })).body).toMatchObject({ code: 400, data: { field: 'password' } });
    const added = (await shop.post(token, 'subordinate/add', { account: 'zheng-north', name: '郑北', phone: '13900142004', password: 'North@2026' })).body.data;
    expect(added).toMatchObject({ account: 'zheng-north', name: '郑北' });
    expect((await passwordLogin('zheng-north', 'North@2026')).status).toBe(200);
    expect((await get(token, 'subordinate/list', { current: '1', size: '20' })).data.total).toBe(4);
  });

  it('resets a password, the same reset again answering the same; the old password no longer logs in', async () => {
    const token = await shop.login(P.groupAccount);
    const [east] = (await get(token, 'subordinate/list', { current: '1', size: '20' })).data.records.slice(-1);
    expect((await shop.post(token, 'subordinate/resetPwd', { userId: east.userId, password: 'short' })).body).toMatchObject({ code: 400, data: { field: 'password' } });
    expect((await shop.post(token, 'subordinate/resetPwd', { userId: east.userId, password: 'Reset@2026' }, 'reset-key')).body.data).toBe(true);
    expect((await shop.post(token, 'subordinate/resetPwd', { userId: east.userId, password: 'Reset@2026' }, 'reset-key')).body.data).toBe(true);
    expect((await passwordLogin('zheng-east', 'Group@2026')).status).toBe(400);
    expect((await passwordLogin('zheng-east', 'Reset@2026')).status).toBe(200);
    const edited = (await shop.post(token, 'subordinate/update', { userId: east.userId, name: '郑东东', phone: '13900142009' })).body.data;
    expect(edited).toMatchObject({ account: 'zheng-east', name: '郑东东', phone: '13900142009' });
  });
});

