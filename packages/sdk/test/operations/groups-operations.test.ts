// The groups operations without a server: a stub transport answers as the backend would, so each test
// sees what was sent (or that nothing was) and what the caller gets back.
import type { UserInfo } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { getGroups, type GroupsApi } from '../../src/groups';
import { sessionStoreOf } from '../../src/testing';
import { loose, stubbedClient as stubbed, type StubReply } from '../support/stubbed-client';

const RC = '/api/ef-registration-client/';

const user = (visitingGroupLeaderVO: UserInfo['visitingGroupLeaderVO']) =>
  loose<UserInfo>({ userId: 'u-1', userExhibitionVO: { registerType: 'visitingGroup' }, visitingGroupLeaderVO });

function stubbedClient(reply: StubReply = {}, who: UserInfo | null = user({ processStatus: 0 })) {
  const { client, sent } = stubbed(reply);
  sessionStoreOf(client).setUser(who);
  return { groups: getGroups(client), sent };
}

const member = { name: '王小明', phone: '13912345678', idType: 'idCard', idNumber: '11010519491231002x', teamId: 't-1' } as const;
const details = { name: '华东团', organisation: '示范贸易', contact: '卫团长', phone: '13800000007', expectedSize: 20, arrivalDate: '2026-05-12' };
const account = { account: 'east_01', name: '李助理', phone: '13912340001', password: 'Group@2026' };

describe('someone who is not a group leader', () => {
  it.each<[string, (g: GroupsApi) => Promise<unknown>]>([
    ['fetchGroup', (g) => g.fetchGroup.execute()],
    ['listMembers', (g) => g.listMembers.execute({ current: 1, size: 20 })],
    ['addMember', (g) => g.addMember.execute(member)],
    ['removeMembers', (g) => g.removeMembers.execute({ memberIds: ['m-1'] })],
    ['fetchEntryCodes', (g) => g.fetchEntryCodes.execute()],
    ['listSubAccounts', (g) => g.listSubAccounts.execute({ current: 1, size: 20 })],
    ['resetSubAccountPassword', (g) => g.resetSubAccountPassword.execute({ userId: 'u-2', password: 'Reset@2026' })],
  ])('is refused %s with GROUP.NOT_LEADER, nothing sent', async (_name, run) => {
    const { groups, sent } = stubbedClient({}, user(null));

    expect(await run(groups)).toMatchObject({ ok: false, error: { code: 'GROUP.NOT_LEADER' } });
    expect(sent).toEqual([]);
  });

  it('is left to the server while the user record is not known', async () => {
    const { groups, sent } = stubbedClient({ status: 400, body: { code: 4601, success: false, data: {}, msg: '只有团长可以管理团组' } }, null);

    expect(await groups.fetchGroup.execute()).toMatchObject({ ok: false, error: { code: 'GROUP.NOT_LEADER' } });
    expect(sent).toHaveLength(1);
  });
});

describe('bad input to a groups operation', () => {
  it.each<[string, string, string, (g: GroupsApi) => Promise<unknown>]>([
    ['addMember with a one-letter name', 'VALIDATION.NAME_INVALID', 'name', (g) => g.addMember.execute({ ...member, name: '王' })],
    ['addMember with a landline', 'VALIDATION.PHONE_INVALID', 'phone', (g) => g.addMember.execute({ ...member, phone: '02112345678' })],
    ['addMember with a document type not offered', 'VALIDATION.OUT_OF_RANGE', 'idType', (g) => g.addMember.execute(loose({ ...member, idType: 'licence' }))],
    ['addMember with a wrong check character', 'VALIDATION.ID_NUMBER_INVALID', 'idNumber', (g) => g.addMember.execute({ ...member, idNumber: '110105194912310021' })],
    ['addMember without a team', 'VALIDATION.REQUIRED', 'teamId', (g) => g.addMember.execute({ ...member, teamId: ' ' })],
    ['updateMember without a member', 'VALIDATION.REQUIRED', 'memberId', (g) => g.updateMember.execute(loose({ ...member }))],
    ['removeMembers of none', 'VALIDATION.REQUIRED', 'memberIds', (g) => g.removeMembers.execute({ memberIds: [] })],
    ['removeMembers of 101', 'VALIDATION.OUT_OF_RANGE', 'memberIds', (g) => g.removeMembers.execute({ memberIds: Array.from({ length: 101 }, (_, i) => `m-${i}`) })],
    ['moveMembers without a team', 'VALIDATION.REQUIRED', 'teamId', (g) => g.moveMembers.execute({ memberIds: ['m-1'], teamId: '' })],
    ['removeFilteredMembers without a filter', 'VALIDATION.REQUIRED', 'filter', (g) => g.removeFilteredMembers.execute(loose({ expectedCount: 3 }))],
    ['removeFilteredMembers of nobody seen', 'VALIDATION.NUMBER_INVALID', 'expectedCount', (g) => g.removeFilteredMembers.execute({ filter: { teamId: 't-1' }, expectedCount: 0 })],
    ['moveFilteredMembers of a review state that is none', 'VALIDATION.OUT_OF_RANGE', 'filter.reviewState', (g) => g.moveFilteredMembers.execute(loose({ filter: { reviewState: 'maybe' }, expectedCount: 3, toTeamId: 't-2' }))],
    ['disableSubAccount without saying which way', 'VALIDATION.REQUIRED', 'disabled', (g) => g.disableSubAccount.execute(loose({ userId: 'u-2' }))],
    ['removeSubAccount without a sub-account', 'VALIDATION.REQUIRED', 'userId', (g) => g.removeSubAccount.execute({ userId: ' ' })],
    ['moveFilteredMembers without a team to go to', 'VALIDATION.REQUIRED', 'toTeamId', (g) => g.moveFilteredMembers.execute({ filter: { teamId: 't-1' }, expectedCount: 3, toTeamId: ' ' })],
    ['listMembers of a review state that is none', 'VALIDATION.OUT_OF_RANGE', 'reviewState', (g) => g.listMembers.execute(loose({ reviewState: 'maybe', current: 1, size: 20 }))],
    ['listMembers without a page', 'VALIDATION.REQUIRED', 'current', (g) => g.listMembers.execute(loose({ size: 20 }))],
    ['saveGroup with a departure before the arrival', 'VALIDATION.DATE_ORDER', 'departureDate', (g) => g.saveGroup.execute({ ...details, departureDate: '2026-05-11' })],
    ['saveGroup with a size of text', 'VALIDATION.NUMBER_INVALID', 'expectedSize', (g) => g.saveGroup.execute(loose({ ...details, expectedSize: '20' }))],
    ['saveGroup with 2,001 expected', 'VALIDATION.OUT_OF_RANGE', 'expectedSize', (g) => g.saveGroup.execute({ ...details, expectedSize: 2001 })],
    ['saveGroup on 30 February', 'VALIDATION.DATE_INVALID', 'arrivalDate', (g) => g.saveGroup.execute({ ...details, arrivalDate: '2026-02-30' })],
    ['addSubAccount with a one-letter account', 'VALIDATION.ACCOUNT_LENGTH', 'account', (g) => g.addSubAccount.execute({ ...account, account: 'e' })],
    ['addSubAccount with a space in the account', 'VALIDATION.ACCOUNT_INVALID', 'account', (g) => g.addSubAccount.execute({ ...account, account: 'east 01' })],
    ['addSubAccount with a weak password', 'VALIDATION.PASSWORD_WEAK', 'password', (g) => g.addSubAccount.execute({ ...account, password: 'group2026' })],
    ['resetSubAccountPassword without a password', 'VALIDATION.REQUIRED', 'password', (g) => g.resetSubAccountPassword.execute({ userId: 'u-2', password: '' })],
    ['updateSubAccount with a mobile of ten digits', 'VALIDATION.PHONE_INVALID', 'phone', (g) => g.updateSubAccount.execute({ userId: 'u-2', name: '李助理', phone: '1391234000' })],
  ])('%s resolves to %s about %s, sending nothing', async (_case, code, field, run) => {
    const { groups, sent } = stubbedClient();

    expect(await run(groups)).toMatchObject({ ok: false, error: { code, field } });
    expect(sent).toEqual([]);
  });
});

describe('what the groups operations send', () => {
  it('names the exhibition, trims texts, sends a document number in capitals and each member once, writes with a key', async () => {
    const { groups, sent } = stubbedClient({ data: {} });

    await groups.listMembers.execute({ keyword: ' 王 ', teamId: ' ', current: 2, size: 20 });
    await groups.addMember.execute({ ...member, name: ' 王小明 ' }, { idempotencyKey: 'add-1' });
    await groups.moveMembers.execute({ memberIds: ['m-1', ' m-1', 'm-2'], teamId: 't-2' });
    await groups.saveGroup.execute({ ...details, departureDate: ' ' });
    await groups.fetchMember.execute({ memberId: 'm-1' });

    expect(sent.map((request) => [request.method, request.path, request.body ?? request.query])).toEqual([
      ['GET', `${RC}group/member/list`, { exhibitionId: 'demo', keyword: '王', reviewState: undefined, teamId: undefined, current: 2, size: 20 }],
      ['POST', `${RC}group/member/add`, { exhibitionId: 'demo', name: '王小明', phone: '13912345678', idType: 'idCard', idNumber: '11010519491231002X', teamId: 't-1' }],
      ['POST', `${RC}group/member/move`, { exhibitionId: 'demo', memberIds: ['m-1', 'm-2'], teamId: 't-2' }],
      ['POST', `${RC}group/save`, { exhibitionId: 'demo', ...details, departureDate: undefined }],
      ['GET', `${RC}group/member/detail`, { exhibitionId: 'demo', id: 'm-1' }],
    ]);
    expect(sent[1]?.headers['Idempotency-Key']).toBe('add-1');
    expect(sent[2]?.headers['Idempotency-Key']).toEqual(expect.any(String));
  });

  it('reads a leader without a group ({}) as undefined', async () => {
    const { groups } = stubbedClient({ data: {} });

    expect(await groups.fetchGroup.execute()).toEqual({ ok: true, value: undefined });
  });
});
