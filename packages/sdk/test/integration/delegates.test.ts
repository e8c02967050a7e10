// Registering others over real HTTP against the contract server, answering as the real backend's Jackson
// setup does ("" / -1 / {} for what is absent): the team (read, submitted all or none, refused with the
// member who was registered before, one team for a key sent twice or a reply dropped after the write),
// people registered by help and by business card, and bad input refused before sending.
import { RC, SEED } from '@fairpass/test-fixtures';
import { businessCardEntry, type PersonEntry } from '@fairpass/domain/delegates';
import { describe, expect, it } from 'vitest';
import { getDelegates } from '../../src/delegates';
import { loggedIn, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const P = SEED.phones;
const D = SEED.delegates;

async function delegatesOf(phone: string) {
  const { client } = await loggedIn(ctx.server, ctx.link(), phone);
  return getDelegates(client);
}

const person = (phone: string, name: string, extra: Record<string, string> = {}): PersonEntry => ({
  phone,
  values: { name, company: '示范公司', position: 'manager', industry: 'electronics', ...extra },
});

describe('a team', () => {
  it('reads the team with its members in order and their review; none before the first submission', async () => {
    const team = await (await delegatesOf(P.teamLeader)).fetchTeam.execute();
    const none = await (await delegatesOf(P.noDelegates)).fetchTeam.execute();

    expect(team).toMatchObject({ ok: true, value: { teamId: D.team.teamId, maxMembers: 20 } });
    expect(team.ok && team.value?.members.map((m) => [m.phone, m.review])).toEqual([
      [D.team.memberPhones[0], 'approve'],
      [D.team.memberPhones[1], 'pending'],
      [D.team.memberPhones[2], 'pending'],
    ]);
    expect(team.ok && team.value?.members[0]).not.toHaveProperty('idNumber');
    expect(none).toEqual({ ok: true, value: undefined });
  });

  it('submits three members once for a key sent twice, and once when the reply was dropped after the write', async () => {
    const delegates = await delegatesOf(P.noDelegates);
    const members = [person('13900146001', '甲成员'), person('13900146002', '乙成员'), person('13900146003', '丙成员')];

    const first = await delegates.submitTeam.execute({ members }, { idempotencyKey: 'team-1' });
    const again = await delegates.submitTeam.execute({ members }, { idempotencyKey: 'team-1' });
    ctx.server.faults.set(`POST ${RC}team/submit`, { dropAfterCommit: true, times: 1 });
    const dropped = await delegates.submitTeam.execute({ members: [person('13900146004', '丁成员')] });
    const team = await delegates.fetchTeam.execute();

    expect(first).toMatchObject({ ok: true, value: { members: [{ name: '甲成员', review: 'pending' }, { name: '乙成员' }, { name: '丙成员' }] } });
    expect(again.ok && first.ok && again.value.teamId).toBe(first.ok && first.value.teamId);
    expect(dropped).toMatchObject({ ok: true, value: { members: expect.any(Array) } });
    expect(team.ok && team.value?.members.map((m) => m.name)).toEqual(['甲成员', '乙成员', '丙成员', '丁成员']);
  });

  it('registers nobody when a member was registered before: the member’s place and name come with the code', async () => {
    const delegates = await delegatesOf(P.noDelegates);

    const refused = await delegates.submitTeam.execute({ members: [person('13900146001', '甲成员'), person(P.approvedWithTicket, '乙成员')] });
    const byDocument = await delegates.submitTeam.execute({ members: [person('13900146001', '甲成员', { idNumber: D.registeredIdNumber })] });
    const team = await delegates.fetchTeam.execute();

    expect(refused).toMatchObject({ ok: false, error: { code: 'REGISTRATION.DUPLICATE_DOCUMENT', backendCode: 4701, params: { index: '1', name: '乙成员' } } });
    expect(byDocument).toMatchObject({ ok: false, error: { code: 'REGISTRATION.DUPLICATE_DOCUMENT', params: { index: '0' } } });
    expect(team).toEqual({ ok: true, value: undefined });
  });

  it('refuses a team beyond its limit with the limit, and bad input before sending', async () => {
    const delegates = await delegatesOf(P.teamLeader);
    const many = Array.from({ length: 18 }, (_, i) => person(`139001439${String(i).padStart(2, '0')}`, '多成员'));

    const tooMany = await delegates.submitTeam.execute({ members: many });
    const empty = await delegates.submitTeam.execute({ members: [] });
    const badPhone = await delegates.submitTeam.execute({ members: [person('13900146001', '甲成员'), person('2390014600', '乙成员')] });

    expect(tooMany).toMatchObject({ ok: false, error: { code: 'TEAM.TOO_LARGE', params: { max: '20' } } });
    expect(empty).toMatchObject({ ok: false, error: { code: 'VALIDATION.REQUIRED', field: 'members' } });
    expect(badPhone).toMatchObject({ ok: false, error: { code: 'VALIDATION.PHONE_INVALID', field: 'members.1.phone' } });
  });
});

describe('people registered by help and by business card', () => {
  it('lists each channel newest first and reads one person; an unknown channel is refused before sending', async () => {
    const delegates = await delegatesOf(P.helper);

    const group = await delegates.listDelegates.execute({ channel: 'group', current: 1, size: 20 });
    const work = await delegates.listDelegates.execute({ channel: 'work', current: 1, size: 20 });
    const one = await delegates.fetchDelegate.execute({ id: group.ok ? (group.value.records[1]?.id ?? '') : '' });
    const unknown = await delegates.listDelegates.execute({ channel: 'friends' as never, current: 1, size: 20 });

    expect(group).toMatchObject({ ok: true, value: { total: 2, records: [{ phone: D.helper.group[1], jobTitle: '工程师' }, { phone: D.helper.group[0] }] } });
    expect(group.ok && group.value.records[0]).not.toHaveProperty('email');
    expect(work).toMatchObject({ ok: true, value: { records: [{ department: '销售部', review: 'approve' }] } });
    expect(one).toMatchObject({ ok: true, value: { name: '卫团友', email: 'wei@example.com', channel: 'group' } });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'VALIDATION.OUT_OF_RANGE', field: 'channel' } });
  });

  it('registers a person by help once for a key sent twice, and refuses them a second time', async () => {
    const delegates = await delegatesOf(P.noDelegates);
    const helped = person('13900146101', '帮忙人');

    const first = await delegates.registerDelegate.execute({ channel: 'help', person: helped }, { idempotencyKey: 'help-1' });
    const replay = await delegates.registerDelegate.execute({ channel: 'help', person: helped }, { idempotencyKey: 'help-1' });
    const second = await delegates.registerDelegate.execute({ channel: 'help', person: helped }, { idempotencyKey: 'help-2' });

    expect(first).toMatchObject({ ok: true, value: { channel: 'help', name: '帮忙人', review: 'pending' } });
    expect(replay).toEqual(first);
    expect(second).toMatchObject({ ok: false, error: { code: 'REGISTRATION.DUPLICATE_DOCUMENT', params: { name: '帮忙人' } } });
  });

  it('registers a colleague by their business card, the department kept, and refuses a missing mobile before sending', async () => {
    const delegates = await delegatesOf(P.noDelegates);
    const card = { name: '陈同事', phone: '13900146202', confirmPhone: '13900146202', company: '示范公司', jobTitle: '经理', email: '', department: '市场部' };

    const colleague = await delegates.registerDelegate.execute({ channel: 'work', person: businessCardEntry('work', card) });
    const noPhone = await delegates.registerDelegate.execute({ channel: 'group', person: { phone: ' ', values: {} } });

    expect(colleague).toMatchObject({ ok: true, value: { channel: 'work', department: '市场部', jobTitle: '经理', company: '示范公司' } });
    expect(colleague.ok && colleague.value).not.toHaveProperty('email');
    expect(noPhone).toMatchObject({ ok: false, error: { code: 'VALIDATION.REQUIRED', field: 'person.phone' } });
  });
});
