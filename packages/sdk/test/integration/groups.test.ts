// The groups area over real HTTP against the contract server, answering as the real backend's Jackson
// setup does ("" / -1 / {} / false for what is absent): the leader's group of 1,000 paged and searched,
// members added once for a key sent twice, refused as duplicates (in the group, or a document
// registered elsewhere on the exhibition), locked once approved, moved and
// removed in bulk, the entry codes of a team; sub-accounts added, and a password reset that the
// sub-account then logs in with; and a member who is not the leader refused by the server and then by
// the SDK itself.
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { getGroups } from '../../src/groups';
import { loggedIn, testClient, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const P = SEED.phones;
const G = SEED.groups;

async function groupsOf(phone: string) {
  const { client } = await loggedIn(ctx.server, ctx.link(), phone);
  return { groups: getGroups(client), client };
}

const newMember = { name: '新成员', phone: '13700000001', idType: 'passport', idNumber: 'e99887766', teamId: G.forming.mixedTeamIds[0] ?? '' } as const;

describe('after login', () => {
  it.each([
    ['the leader whose group is being formed', P.groupLeaderForming, '/groupManagement'],
    ['the leader whose group is formed (the visitor steps)', P.groupLeaderFormed, '/confirmation'],
    ['a member who is not the leader', P.groupMember, '/confirmation'],
    ['the group account with sub-accounts', P.groupAccount, '/confirmation'],
  ])('sends %s to %s', async (_who, phone, path) => {
    const { client } = await loggedIn(ctx.server, ctx.link(), phone);

    expect(await client.nextStep.execute()).toMatchObject({ ok: true, value: { kind: 'route', path } });
  });
});

describe('the leader’s group', () => {
  it('reads the group being formed, its five teams and its members counted by review state', async () => {
    const { groups } = await groupsOf(P.groupLeaderForming);

    const group = await groups.fetchGroup.execute();

    expect(group).toMatchObject({ ok: true, value: { groupId: G.forming.groupId, formed: false, counts: { ...G.forming.counts, total: 1000 } } });
    expect(group.ok && group.value?.teams.map((team) => team.memberCount)).toEqual([200, 200, 200, 200, 200]);
  });

  it('reads a formed group without a departure date as one without `departureDate`', async () => {
    const { groups } = await groupsOf(P.groupLeaderFormed);

    const group = await groups.fetchGroup.execute();

    expect(group).toMatchObject({ ok: true, value: { groupId: G.formed.groupId, formed: true } });
    expect(group.ok && group.value && 'departureDate' in group.value).toBe(false);
  });

  it('pages the 1,000 twenty at a time and finds a member by mobile or name; a pending one has no entry code', async () => {
    const { groups } = await groupsOf(P.groupLeaderForming);

    const page = await groups.listMembers.execute({ current: 3, size: 20 });
    const byPhone = await groups.listMembers.execute({ keyword: P.groupMember, current: 1, size: 20 });
    const pending = await groups.listMembers.execute({ reviewState: 'pending', current: 1, size: 20 });

    expect(page).toMatchObject({ ok: true, value: { total: 1000, pages: 50, current: 3 } });
    expect(page.ok && page.value.records).toHaveLength(20);
    expect(byPhone).toMatchObject({ ok: true, value: { total: 1, records: [{ memberId: G.forming.memberOfPhone141, name: '孙团员' }] } });
    expect(pending.ok && pending.value.total).toBe(G.forming.counts.pending);
    expect(pending.ok && pending.value.records.every((m) => !('entryCode' in m) && !('rejectReason' in m))).toBe(true);
  });
});

describe('changing the members', () => {
  it('adds a member once for a key sent twice, and refuses the same mobile or document again with the field', async () => {
    const { groups } = await groupsOf(P.groupLeaderForming);

    const first = await groups.addMember.execute(newMember, { idempotencyKey: 'add-member-1' });
    const again = await groups.addMember.execute(newMember, { idempotencyKey: 'add-member-1' });
    const samePhone = await groups.addMember.execute({ ...newMember, idNumber: 'E11112222' });
    const sameDocument = await groups.addMember.execute({ ...newMember, phone: '13700000002' });
    const otherTeam = await groups.addMember.execute({ ...newMember, phone: '13700000003', idNumber: 'E33334444', teamId: G.formed.teamIds[0] ?? '' });

    expect(first).toMatchObject({ ok: true, value: { name: '新成员', idNumber: 'E99887766', reviewState: 'pending', teamName: '上海二队' } });
    expect(again.ok && first.ok && again.value.memberId).toBe(first.ok && first.value.memberId);
    expect(samePhone).toMatchObject({ ok: false, error: { code: 'GROUP.MEMBER_DUPLICATE', params: { field: 'phone' } } });
    expect(sameDocument).toMatchObject({ ok: false, error: { code: 'GROUP.MEMBER_DUPLICATE', params: { field: 'idNumber' } } });
    expect(otherTeam).toMatchObject({ ok: false, error: { code: 'GROUP.TEAM_UNKNOWN' } });
    expect(await groups.fetchGroup.execute()).toMatchObject({ ok: true, value: { counts: { total: 1001 } } });
  });

  it('refuses, as the member is saved, a document someone else registered on the exhibition with (the spec’s “You have registered this document”)', async () => {
    const formed = await groupsOf(P.groupLeaderFormed);
    const elsewhere = await formed.groups.fetchMember.execute({ memberId: 'vgm-0016-0001' });
    const idNumber = elsewhere.ok ? elsewhere.value.idNumber : '';
    const { groups } = await groupsOf(P.groupLeaderForming);

    const added = await groups.addMember.execute({ ...newMember, phone: '13700000005', idType: 'idCard', idNumber });
    const visitor = await groups.addMember.execute({ ...newMember, phone: '13700000006', idType: 'idCard', idNumber: '11010519491231002X' });

    expect(idNumber).toMatch(/^310104/);
    expect(added).toMatchObject({ ok: false, error: { code: 'REGISTRATION.DUPLICATE_DOCUMENT', params: { name: '新成员' } } });
    expect(visitor).toMatchObject({ ok: false, error: { code: 'REGISTRATION.DUPLICATE_DOCUMENT' } });
  });

  it('locks an approved member and sends a refused one back to review when edited', async () => {
    const { groups } = await groupsOf(P.groupLeaderForming);
    const approved = await groups.fetchMember.execute({ memberId: G.forming.approvedMemberId });
    const rejected = await groups.fetchMember.execute({ memberId: G.forming.rejectedMemberId });
    if (!approved.ok || !rejected.ok) throw new Error('the seeded members are missing');

    const locked = await groups.updateMember.execute({ ...approved.value, name: '改名字' });
    const resent = await groups.updateMember.execute({ ...rejected.value, name: '改名字' });

    expect(rejected.value.rejectReason).toEqual(expect.any(String));
    expect(locked).toMatchObject({ ok: false, error: { code: 'GROUP.MEMBER_LOCKED' } });
    expect(resent).toMatchObject({ ok: true, value: { name: '改名字', reviewState: 'pending' } });
    expect(resent.ok && 'rejectReason' in resent.value).toBe(false);
  });

  it('moves and removes several members at once, a double tap removing once', async () => {
    const { groups } = await groupsOf(P.groupLeaderForming);
    const page = await groups.listMembers.execute({ teamId: G.forming.allApprovedTeamId, current: 1, size: 5 });
    const ids = page.ok ? page.value.records.map((m) => m.memberId) : [];
    const target = G.forming.mixedTeamIds[2] ?? '';

    const moved = await groups.moveMembers.execute({ memberIds: ids, teamId: target });
    const [removed, twice] = await Promise.all([
      groups.removeMembers.execute({ memberIds: ids.slice(0, 3) }, { idempotencyKey: 'remove-1' }),
      groups.removeMembers.execute({ memberIds: ids.slice(0, 3) }, { idempotencyKey: 'remove-1' }),
    ]);

    expect(moved).toEqual({ ok: true, value: { count: 5 } });
    expect(removed).toEqual({ ok: true, value: { count: 3 } });
    // The double is refused while the first is in flight, or answered with the first's reply: never a second removal.
    expect(twice.ok ? twice.value : twice.error.code).toEqual(twice.ok ? { count: 3 } : 'REQUEST.IN_FLIGHT');
    const group = await groups.fetchGroup.execute();
    expect(group.ok && group.value?.teams.map((team) => team.memberCount)).toEqual([195, 200, 200, 202, 200]);
  });

  it('moves a whole team of 200 by its filter in one request, once for a key sent twice, and refuses a count no longer so with the count now', async () => {
    const { groups } = await groupsOf(P.groupLeaderForming);
    const [from = '', to = ''] = G.forming.mixedTeamIds.slice(0, 2);
    const seen = await groups.listMembers.execute({ teamId: from, current: 1, size: 20 });
    const total = seen.ok ? seen.value.total : 0;

    const stale = await groups.moveFilteredMembers.execute({ filter: { teamId: from }, expectedCount: total + 1, toTeamId: to });
    const moved = await groups.moveFilteredMembers.execute({ filter: { teamId: ` ${from} `, keyword: ' ' }, expectedCount: total, toTeamId: to }, { idempotencyKey: 'move-team-1' });
    const again = await groups.moveFilteredMembers.execute({ filter: { teamId: ` ${from} `, keyword: ' ' }, expectedCount: total, toTeamId: to }, { idempotencyKey: 'move-team-1' });

    expect(total).toBeGreaterThan(100);
    expect(stale).toMatchObject({ ok: false, error: { code: 'GROUP.SELECTION_CHANGED', params: { count: String(total) } } });
    expect(moved).toEqual({ ok: true, value: { count: total } });
    expect(again).toEqual({ ok: true, value: { count: total } });
    const group = await groups.fetchGroup.execute();
    const sizes = new Map(group.ok ? group.value?.teams.map((team) => [team.teamId, team.memberCount]) : []);
    expect([sizes.get(from), sizes.get(to)]).toEqual([0, total + 200]);
  });

  it('removes the members a search lists by their count', async () => {
    const { groups } = await groupsOf(P.groupLeaderForming);

    const removed = await groups.removeFilteredMembers.execute({ filter: { keyword: P.groupMember }, expectedCount: 1 }, { idempotencyKey: 'remove-found-1' });

    expect(removed).toEqual({ ok: true, value: { count: 1 } });
    expect(await groups.listMembers.execute({ keyword: P.groupMember, current: 1, size: 20 })).toMatchObject({ ok: true, value: { total: 0 } });
  });

  it('reads one team’s entry codes, 200 cards and nobody left out, and the whole group’s with those not approved apart', async () => {
    const { groups } = await groupsOf(P.groupLeaderForming);

    const team = await groups.fetchEntryCodes.execute({ teamId: G.forming.allApprovedTeamId });
    const all = await groups.fetchEntryCodes.execute();

    expect(team.ok && team.value.cards).toHaveLength(200);
    expect(team.ok && team.value.notPrintable).toEqual([]);
    expect(all.ok && all.value.cards).toHaveLength(G.forming.counts.approved);
    expect(all.ok && all.value.notPrintable).toHaveLength(G.forming.counts.pending + G.forming.counts.rejected);
  });
});

describe('the join link', () => {
  it('names its group and leader to someone not logged in, and nothing for a group that is none', async () => {
    const { client } = testClient(ctx.server);
    expect((await client.startFromLink.execute({ url: ctx.link() })).ok).toBe(true);
    const groups = getGroups(client);

    expect(await groups.fetchJoinInfo.execute({ visitingGroupId: G.account.groupId })).toMatchObject({ ok: true, value: { groupId: G.account.groupId, name: '郑氏商务考察团', leaderName: expect.any(String) } });
    expect(await groups.fetchJoinInfo.execute({ visitingGroupId: 'vg-no-such' })).toEqual({ ok: true, value: undefined });
    expect(await groups.fetchJoinInfo.execute({ visitingGroupId: ' ' })).toMatchObject({ ok: false, error: { code: 'VALIDATION.REQUIRED' } });
  });
});

describe('the members to and from a spreadsheet', () => {
  it('exports the filtered list as a UTF-8 CSV with a byte order mark at a signed address, and the template', async () => {
    const { groups } = await groupsOf(P.groupLeaderFormed);
    const sheet = await groups.exportMemberSheet.execute({ filter: { reviewState: 'approved', keyword: ' ' } });
    const template = await groups.exportMemberSheet.execute({ template: true });

    expect(sheet).toMatchObject({ ok: true, value: { count: 6, fileName: expect.stringMatching(/\.csv$/), url: expect.stringContaining('sig=') } });
    const bytes = new Uint8Array(await (await fetch(sheet.ok ? sheet.value.url : '')).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(template).toMatchObject({ ok: true, value: { count: 0 } });
  });

  it('checks a sheet’s rows, then imports the good ones in one batch, once for a key sent twice, all or none', async () => {
    const { groups } = await groupsOf(P.groupAccount);
    const teamId = G.account.teamIds[0] ?? '';
    const good = { name: '导入甲', phone: '13700000301', idType: 'passport', idNumber: 'e30000301', teamId } as const;
    const registered = { ...good, name: '导入乙', phone: '13700000302', idType: 'idCard', idNumber: '11010519491231002X' } as const;
    const twice = { ...good, name: '导入丙', phone: '13700000301', idNumber: 'E30000303' } as const;

    const check = await groups.checkMembers.execute({ members: [good, registered, twice] });
    const refused = await groups.importMembers.execute({ members: [good, registered] }, { idempotencyKey: 'import-a' });
    const bad = await groups.importMembers.execute({ members: [good, { ...good, name: '导入1' }] });
    const first = await groups.importMembers.execute({ members: [good, { ...twice, phone: '13700000303' }] }, { idempotencyKey: 'import-b' });
    const again = await groups.importMembers.execute({ members: [good, { ...twice, phone: '13700000303' }] }, { idempotencyKey: 'import-b' });

    expect(check).toEqual({
      ok: true,
      value: [
        { index: 1, field: 'idNumber', code: 'REGISTRATION.DUPLICATE_DOCUMENT' },
        { index: 2, field: 'phone', code: 'GROUP.MEMBER_DUPLICATE' },
      ],
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'REGISTRATION.DUPLICATE_DOCUMENT', params: { index: '1', name: '导入乙' } } });
    expect(bad).toMatchObject({ ok: false, error: { code: 'VALIDATION.NAME_INVALID', field: 'members.1.name' } });
    expect(first).toEqual({ ok: true, value: { count: 2 } });
    expect(again).toEqual({ ok: true, value: { count: 2 } });
    expect(await groups.fetchGroup.execute()).toMatchObject({ ok: true, value: { counts: { total: 5 } } });
  });
});

describe('someone who is not the leader', () => {
  it('is refused by the server before the SDK knows who they are, and by the SDK once it does', async () => {
    const { groups, client } = await groupsOf(P.groupMember);

    const byServer = await groups.listMembers.execute({ current: 1, size: 20 });
    await client.fetchUser.execute();
    const bySdk = await groups.fetchGroup.execute();

    expect(byServer).toMatchObject({ ok: false, error: { code: 'GROUP.NOT_LEADER', backendCode: 4601 } });
    // Refused from the user record the session holds: no backend answered, so no backend code.
    expect(bySdk).toMatchObject({ ok: false, error: { code: 'GROUP.NOT_LEADER' } });
    expect(bySdk.ok ? 'sent' : bySdk.error.backendCode).toBeUndefined();
  });
});

describe('the sub-accounts', () => {
  it('lists the three, adds one that is refused when the account name is taken, and resets a password the sub-account logs in with', async () => {
    const { groups } = await groupsOf(P.groupAccount);

    const list = await groups.listSubAccounts.execute({ current: 1, size: 20 });
    const taken = await groups.addSubAccount.execute({ account: 'zheng-east', name: '郑北', phone: '13900142004', password: 'North@2026' });
    const added = await groups.addSubAccount.execute({ account: 'zheng-north', name: '郑北', phone: '13900142004', password: 'North@2026' }, { idempotencyKey: 'sub-1' });
    const addedAgain = await groups.addSubAccount.execute({ account: 'zheng-north', name: '郑北', phone: '13900142004', password: 'North@2026' }, { idempotencyKey: 'sub-1' });
    const east = list.ok ? list.value.records.find((s) => s.account === 'zheng-east') : undefined;
    const reset = await groups.resetSubAccountPassword.execute({ userId: east?.userId ?? '', password: 'Reset@2026' });
    const resetAgain = await groups.resetSubAccountPassword.execute({ userId: east?.userId ?? '', password: 'Reset@2026' });

    expect(list).toMatchObject({ ok: true, value: { total: 3 } });
    expect(taken).toMatchObject({ ok: false, error: { code: 'SUBACCOUNT.ACCOUNT_TAKEN', params: { account: 'zheng-east' } } });
    expect(added).toMatchObject({ ok: true, value: { account: 'zheng-north', name: '郑北' } });
    expect(addedAgain.ok && added.ok && addedAgain.value.userId).toBe(added.ok && added.value.userId);
    expect(reset).toEqual({ ok: true, value: true });
    expect(resetAgain).toEqual({ ok: true, value: true });
    expect(await groups.listSubAccounts.execute({ current: 1, size: 20 })).toMatchObject({ ok: true, value: { total: 4 } });

    const { client } = testClient(ctx.server);
    await client.startFromLink.execute({ url: ctx.link() });
    expect(await client.loginByPassword.execute({ username: 'zheng-east', password: 'Group@2026' })).toMatchObject({ ok: false });
    expect(await client.loginByPassword.execute({ username: 'zheng-east', password: 'Reset@2026' })).toMatchObject({ ok: true });
  });
});

describe('a sub-account acting for its leader', () => {
  it('adds a member to its leader’s group, is refused leader-only calls, and is refused its next call once the leader disables it', async () => {
    const sub = testClient(ctx.server).client;
    await sub.startFromLink.execute({ url: ctx.link() });
    expect(await sub.loginByPassword.execute({ username: 'zheng-south', password: 'Group@2026' })).toMatchObject({ ok: true });
    const acting = getGroups(sub);
    const { groups: leader } = await groupsOf(P.groupAccount);

    const added = await acting.addMember.execute({ ...newMember, phone: '13700000021', idNumber: 'E21212121', teamId: G.account.teamIds[0] ?? '' }, { idempotencyKey: 'sub-add-1' });
    const notAllowed = await acting.listSubAccounts.execute({ current: 1, size: 20 });
    const south = await leader.listSubAccounts.execute({ current: 1, size: 20 });
    const userId = south.ok ? (south.value.records.find((s) => s.account === 'zheng-south')?.userId ?? '') : '';
    const disabled = await leader.disableSubAccount.execute({ userId, disabled: true }, { idempotencyKey: 'disable-south' });
    const refused = await acting.listMembers.execute({ current: 1, size: 20 });
    const enabled = await leader.disableSubAccount.execute({ userId, disabled: false });
    const removed = await leader.removeSubAccount.execute({ userId }, { idempotencyKey: 'remove-south' });

    expect(added).toMatchObject({ ok: true, value: { name: '新成员', reviewState: 'pending' } });
    expect(notAllowed).toMatchObject({ ok: false, error: { code: 'SUBACCOUNT.NOT_ALLOWED' } });
    expect(disabled).toMatchObject({ ok: true, value: { account: 'zheng-south', disabled: true } });
    expect(refused).toMatchObject({ ok: false, error: { code: 'SUBACCOUNT.DISABLED' } });
    expect(enabled).toMatchObject({ ok: true, value: { disabled: false } });
    expect(removed).toEqual({ ok: true, value: true });
    expect(await leader.listSubAccounts.execute({ current: 1, size: 20 })).toMatchObject({ ok: true, value: { records: expect.not.arrayContaining([expect.objectContaining({ account: 'zheng-south' })]) } });
  });
});
