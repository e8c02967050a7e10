// The members to and from a spreadsheet (issue 29) on the contract server: the export as CSV at a
// signed address (BOM, bilingual header, digits kept as text, formulas defused), read back by the
// domain's reader (a parity test: the server keeps its own copy of the columns); the rows of an import
// checked one by one, then added all or none, once for a key sent twice.
import { checkMemberSheet, memberOfRow, readMemberSheet, type MemberSheetRow } from '@fairpass/domain/groups';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';

const NOW = Date.UTC(2026, 4, 10, 2, 0, 0);
const { server, shop } = await ticketingTestServer({ now: () => NOW });
const P = SEED.phones;
const G = SEED.groups;

const fetchText = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
};
const utf8 = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

describe('the member sheet', () => {
  it('exports the filtered list as UTF-8 CSV with a byte order mark, which the domain reads back member for member', async () => {
    const token = await shop.login(P.groupLeaderFormed);
    const { data } = (await shop.get(token, 'group/member/export', { reviewState: 'approved' })).body;
    expect(data).toMatchObject({ count: 6, fileName: expect.stringMatching(/\.csv$/) });
    const file = await fetchText(data.url);
    expect(file.status).toBe(200);
    expect(file.type).toContain('text/csv');
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = utf8(file.bytes);
    expect(text.split('\r\n')[0]).toBe('\uFEFF姓名 Name,手机号码 Mobile,证件类型 ID type,证件号码 ID number,分组 Team,审核状态 Review state');
    const read = readMemberSheet(text) as { rows: MemberSheetRow[] };
    expect(read.rows).toHaveLength(6);
    expect(read.rows[0]?.values).toMatchObject({ idType: 'idCard', phone: expect.stringMatching(/^139\d{8}$/), idNumber: expect.stringMatching(/^310104/), team: expect.stringMatching(/号车$/) });
    expect((await fetchText(data.url.replace(/sig=[0-9a-f]+/, 'sig=' + '0'.repeat(64)))).status).toBe(403);
  });

  it('hands out the template with one example row the domain reads as a good member of the only team', async () => {
    const token = await shop.login(P.groupAccount);
    const { data } = (await shop.get(token, 'group/member/export', { template: 'true' })).body;
    expect(data.count).toBe(0);
    const read = readMemberSheet(utf8((await fetchText(data.url)).bytes)) as { rows: MemberSheetRow[] };
    const teams = [{ teamId: G.account.teamIds[0] ?? '', name: '考察组', memberCount: 3 }];
    expect(read.rows).toHaveLength(1);
    expect(checkMemberSheet(read.rows.map((r) => r.values), teams).size).toBe(0);
  });

  it('says which rows it would refuse and why, then adds all or none, once for a key sent twice', async () => {
    const token = await shop.login(P.groupLeaderForming);
    const inGroup = (await shop.get(token, 'group/member/detail', { id: G.forming.pendingMemberId })).body.data;
    const teamId = G.forming.mixedTeamIds[0];
    const good = { name: '导入一', phone: '13700000101', idType: 'passport', idNumber: 'E10000101', teamId };
    const rows = [
      good,
      { ...good, name: '导入二', phone: '13700000102', idNumber: inGroup.idNumber, idType: inGroup.idType },
      { ...good, name: '导入三', phone: '13700000103', idType: 'idCard', idNumber: '11010519491231002X' },
      { ...good, name: '导入4', phone: '13700000104', idNumber: 'E10000104' },
      { ...good, name: '导入五', phone: '13700000101', idNumber: 'E10000105' },
      { ...good, name: '导入六', phone: '13700000106', idNumber: 'E10000106', teamId: G.formed.teamIds[0] },
    ];
    const check = (await shop.post(token, 'group/member/check', { members: rows })).body.data;
    expect(check).toEqual([
      { index: 1, field: 'idNumber', reason: 'inGroup' },
      { index: 2, field: 'idNumber', reason: 'registered' },
      { index: 3, field: 'name', reason: 'invalid' },
      { index: 4, field: 'phone', reason: 'inGroup' },
      { index: 5, field: 'teamId', reason: 'teamUnknown' },
    ]);
    const before = server.state.groups.membersOf(G.forming.groupId).length;
    expect((await shop.post(token, 'group/member/import', { members: rows }, 'import-1')).body).toMatchObject({ code: 4603, data: { field: 'idNumber', index: 1 } });
    expect((await shop.post(token, 'group/member/import', { members: [good, rows[2]] }, 'import-2')).body).toMatchObject({ code: 4701, data: { index: 1, name: '导入三' } });
    expect(server.state.groups.membersOf(G.forming.groupId)).toHaveLength(before);

    const fixed = [good, { ...good, name: '导入二', phone: '13700000102', idNumber: 'E10000102' }];
    expect((await shop.post(token, 'group/member/import', { members: fixed }, 'import-3')).body.data).toEqual({ count: 2 });
    expect((await shop.post(token, 'group/member/import', { members: fixed }, 'import-3')).body.data).toEqual({ count: 2 });
    expect(server.state.groups.membersOf(G.forming.groupId)).toHaveLength(before + 2);
    expect(memberOfRow({ name: '导入二', phone: '13700000102', idType: '', idNumber: 'x', team: '' }, []).idType).toBe('idCard');
  });

  it('lets a sub-account export and import for its leader, and refuses more than 500 rows', async () => {
    const token = await shop.login(P.groupAccount);
    const many = Array.from({ length: 501 }, (_, i) => ({ name: '成员', phone: `1370000${String(i).padStart(4, '0')}`, idType: 'passport', idNumber: `E2${String(i).padStart(7, '0')}`, teamId: G.account.teamIds[0] }));
    expect((await shop.post(token, 'group/member/check', { members: many })).body).toMatchObject({ code: 400, data: { max: 500 } });
  });
});
