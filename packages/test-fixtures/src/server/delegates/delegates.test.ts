import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';
import { RC } from '../context';

const NOW = Date.UTC(2026, 4, 12, 2, 0, 0);
const { server, http, shop } = await ticketingTestServer({ now: () => NOW });

const P = SEED.phones;
const D = SEED.delegates;
const demo = SEED.exhibitions.demo;

const member = (phone: string, name: string, extra: Record<string, string> = {}) => ({
  phone,
  values: { name, company: '示范公司', position: 'manager', industry: 'electronics', ...extra },
});
const postIn = (language: 'cn' | 'en', token: string, path: string, body: unknown, key: string = randomUUID()) =>
  http.call('POST', `${RC}${path}`, { token, body, headers: { 'idempotency-key': key, 'language-type': language } });

describe('a team', () => {
  it('is read with its members in the order they were registered, each with their review', async () => {
    const token = await shop.login(P.teamLeader);
    const { body } = await shop.get(token, 'team/detail', { exhibitionId: demo });
    expect(body.data).toMatchObject({ teamId: D.team.teamId, maxMembers: 20, submitTime: '2026-05-10 10:00:00' });
    expect(body.data.members.map((m: { phone: string; review: string }) => [m.phone, m.review])).toEqual([
      [D.team.memberPhones[0], 'approve'],
      [D.team.memberPhones[1], 'pending'],
      [D.team.memberPhones[2], 'pending'],
    ]);
    expect(body.data.members[0]).toMatchObject({ channel: 'team', name: '周成员', values: { position: 'manager' } });
    expect((await shop.get(await shop.login(P.noDelegates), 'team/detail', { exhibitionId: demo })).body).toMatchObject({ code: 200, data: null });
  });

  it('is formed by submitting members all at once; each becomes a registration waiting for review', async () => {
    const token = await shop.login(P.noDelegates);
    const members = [member('13900146001', '甲成员', { idNumber: '11010519491231012X' }), member('13900146002', '乙成员'), member('13900146003', '丙成员')];
    const { body } = await shop.post(token, 'team/submit', { exhibitionId: demo, members });
    expect(body).toMatchObject({ code: 200, data: { maxMembers: 20 } });
    expect(body.data.members.map((m: { name: string }) => m.name)).toEqual(['甲成员', '乙成员', '丙成员']);
    const registered = server.state.users.find((u) => u.phone === '13900146001');
    expect(registered).toMatchObject({ exhibitionId: demo, completeResult: 'succ', examineResult: 'pending', name: '甲成员', idNumber: '11010519491231012X' });
    // A second submission adds to the same team.
    const more = await shop.post(token, 'team/submit', { exhibitionId: demo, members: [member('13900146004', '丁成员')] });
    expect(more.body.data.teamId).toBe(body.data.teamId);
    expect(more.body.data.members).toHaveLength(4);
  });

  it('registers nobody when one member was registered before (4701: the index and name), by mobile or ID document', async () => {
    const token = await shop.login(P.noDelegates);
    const byMobile = await shop.post(token, 'team/submit', { exhibitionId: demo, members: [member('13900146001', '甲成员'), member(P.approvedWithTicket, '乙成员')] });
    expect(byMobile.status).toBe(400);
    expect(byMobile.body).toMatchObject({ code: 4701, data: { index: 1, name: '乙成员' }, msg: '您已登记过该证件，请勿重复操作' });
    const byDocument = await shop.post(token, 'team/submit', { exhibitionId: demo, members: [member('13900146001', '甲成员', { idNumber: D.registeredIdNumber.toLowerCase() })] });
    expect(byDocument.body).toMatchObject({ code: 4701, data: { index: 0, name: '甲成员' } });
    const english = { phone: P.approvedWithTicket, values: { firstName: 'Ann', lastName: 'Lee', companyEnName: 'Demo Co', country: 'CN', position: 'manager' } };
    const inEnglish = await postIn('en', token, 'team/submit', { exhibitionId: demo, members: [english] });
    expect(inEnglish.body).toMatchObject({ code: 4701, data: { index: 0, name: 'Ann Lee' }, msg: 'You have registered this document, please do not repeat the operation' });
    const twice = await shop.post(token, 'team/submit', { exhibitionId: demo, members: [member('13900146001', '甲成员'), member('13900146001', '甲成员')] });
    expect(twice.body).toMatchObject({ code: 4701, data: { index: 1 } });
    expect(server.state.users.some((u) => u.phone === '13900146001')).toBe(false);
  });

  it('checks each member against the form (its phone field replaced by the mobile) and refuses more than 20 (4702)', async () => {
    const token = await shop.login(P.noDelegates);
    const bad = await shop.post(token, 'team/submit', { exhibitionId: demo, members: [member('13900146001', '甲成员'), member('13900146002', '乙')] });
    expect(bad.body).toMatchObject({ code: 400, msg: '第2位：姓名格式不正确' });
    const badPhone = await shop.post(token, 'team/submit', { exhibitionId: demo, members: [member('1390014600', '甲成员')] });
    expect(badPhone.body).toMatchObject({ code: 400, msg: '手机号码格式不正确' });
    const english = await postIn('en', token, 'team/submit', {
      exhibitionId: demo,
      members: [{ phone: '13900146005', values: { firstName: 'Ann', lastName: 'Lee', companyEnName: 'Demo Co', country: 'CN', position: 'manager' } }],
    });
    expect(english.body).toMatchObject({ code: 200, data: { members: [{ name: 'Ann Lee', company: 'Demo Co' }] } });
    const leader = await shop.login(P.teamLeader);
    const many = Array.from({ length: 18 }, (_, i) => member(`139001439${String(i).padStart(2, '0')}`, '多成员'));
    expect((await shop.post(leader, 'team/submit', { exhibitionId: demo, members: many })).body).toMatchObject({ code: 4702, data: { max: 20 } });
    expect((await shop.post(leader, 'team/submit', { exhibitionId: demo, members: [] })).body).toMatchObject({ code: 400 });
  });

  it('answers a repeated submission with the first answer (Idempotency-Key)', async () => {
    const token = await shop.login(P.noDelegates);
    const key = randomUUID();
    const first = await shop.post(token, 'team/submit', { exhibitionId: demo, members: [member('13900146001', '甲成员')] }, key);
    const again = await shop.post(token, 'team/submit', { exhibitionId: demo, members: [member('13900146001', '甲成员')] }, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(server.state.users.filter((u) => u.phone === '13900146001')).toHaveLength(1);
  });

  it('is the caller’s: no token, no team (the gateway’s 401)', async () => {
    expect((await shop.get(undefined, 'team/detail', { exhibitionId: demo })).status).toBe(401);
  });
});

describe('people registered by help or by a card', () => {
  it('lists them by channel, newest first, and reads one of them', async () => {
    const token = await shop.login(P.helper);
    const group = (await shop.get(token, 'delegate/list', { exhibitionId: demo, channel: 'group', current: '1', size: '20' })).body.data;
    expect(group).toMatchObject({ total: 2, records: [{ phone: D.helper.group[1], jobTitle: '工程师' }, { phone: D.helper.group[0], email: 'wei@example.com' }] });
    expect(group.records[0]).not.toHaveProperty('department');
    const work = (await shop.get(token, 'delegate/list', { exhibitionId: demo, channel: 'work' })).body.data.records;
    expect(work).toMatchObject([{ department: '销售部', review: 'approve' }]);
    const help = (await shop.get(token, 'delegate/list', { exhibitionId: demo, channel: 'help' })).body.data.records;
    const detail = (await shop.get(token, 'delegate/detail', { id: help[0].id })).body;
    expect(detail).toMatchObject({ code: 200, data: { id: help[0].id, channel: 'help', name: '褚被助' } });
    expect((await shop.get(token, 'delegate/list', { exhibitionId: demo, channel: 'friends' })).body.code).toBe(400);
    const stranger = await shop.login(P.noDelegates);
    expect((await shop.get(stranger, 'delegate/detail', { id: help[0].id })).body.code).toBe(400);
  });

  it('registers one person by help with the info form, and refuses them a second time (4701)', async () => {
    const token = await shop.login(P.noDelegates);
    const person = member('13900146101', '帮忙人');
    const { body } = await shop.post(token, 'delegate/register', { exhibitionId: demo, channel: 'help', person });
    expect(body).toMatchObject({ code: 200, data: { channel: 'help', name: '帮忙人', phone: '13900146101', review: 'pending' } });
    const again = await shop.post(token, 'delegate/register', { exhibitionId: demo, channel: 'help', person });
    expect(again.body).toMatchObject({ code: 4701, data: { index: 0, name: '帮忙人' } });
    expect((await shop.get(token, 'delegate/list', { exhibitionId: demo, channel: 'help' })).body.data.total).toBe(1);
  });

  it('registers a group member and a colleague by their business card (a colleague needs a department)', async () => {
    const token = await shop.login(P.noDelegates);
    const card = { name: '名片人', company: '名片公司', jobTitle: '经理', email: 'card@example.com', department: '市场部' };
    const group = await shop.post(token, 'delegate/register', { exhibitionId: demo, channel: 'group', person: { phone: '13900146201', values: card } });
    expect(group.body.data).toMatchObject({ channel: 'group', company: '名片公司', jobTitle: '经理', email: 'card@example.com' });
    expect(group.body.data).not.toHaveProperty('department');
    const noDepartment = await shop.post(token, 'delegate/register', { exhibitionId: demo, channel: 'work', person: { phone: '13900146202', values: { ...card, department: '' } } });
    expect(noDepartment.body).toMatchObject({ code: 400, msg: '请填写部门' });
    const work = await shop.post(token, 'delegate/register', { exhibitionId: demo, channel: 'work', person: { phone: '13900146202', values: card } });
    expect(work.body.data).toMatchObject({ channel: 'work', department: '市场部' });
    expect((await shop.post(token, 'delegate/register', { exhibitionId: demo, channel: 'team', person: { phone: '13900146203', values: card } })).body.code).toBe(400);
  });
});
