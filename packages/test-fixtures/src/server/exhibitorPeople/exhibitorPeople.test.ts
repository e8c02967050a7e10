// The exhibitor's people over the wire (issue 31): pass types with quota and window, applying all or
// none (4701 for an ID already held, 5101 over the quota, 5102 on a closed type, 400 naming the person and
// field), removing, last edition's holders and their reuse, the staff link and its landing without login.
import { describe, expect, it } from 'vitest';
import { EXHIBITOR_PEOPLE_SEED } from '../../data/exhibitor-people.data';
import { prepayIdOf } from '../../test-support/ticketing-http';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';

const { server, http, shop } = await ticketingTestServer();
const P = EXHIBITOR_PEOPLE_SEED.phones;
const demo = { exhibitionId: 'demo' };
const person = (name: string, idNumber: string, phone = '13900009999') => ({ name, phone, idType: 'idCard', idNumber });
// valid resident IDs by their check character
const ID_A = '11010519491231002X';
const ID_B = '110105194912310038';

describe('the pass types of a company', () => {
  it('of dept-1001: the exhibitor pass 4 of 6, build-up 0 of 4, dismantling closed', async () => {
    const token = await shop.login(P.admin);
    const { body } = await shop.get(token, 'credential/byDept', demo);
    expect(body.data.serverTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(body.data.types.map((t: Record<string, unknown>) => [t.type, t.quota, t.used, t.left, t.state])).toEqual([
      ['exhibitor', 6, 4, 2, 'open'],
      ['buildUp', 4, 0, 4, 'open'],
      ['dismantling', 4, 0, 4, 'closed'],
    ]);
  });
  it('refuses a login that manages no company', async () => {
    const token = await shop.login('13800000001');
    expect((await shop.get(token, 'credential/byDept', demo)).status).toBe(400);
  });
});

describe('applying for passes', () => {
  it('all or none: an ID a pass already holds is 4701 naming the person, and nothing is added', async () => {
    const token = await shop.login(P.admin);
    const taken = await shop.post(token, 'relation/submit', { ...demo, credentialType: 'exhibitor', people: [person('王小明', ID_A), person('李小红', EXHIBITOR_PEOPLE_SEED.takenIdNumber)] });
    expect(taken.body).toMatchObject({ code: 4701, data: { index: 1, name: '李小红' }, msg: '您已登记过该证件，请勿重复操作' });
    const twice = await shop.post(token, 'relation/submit', { ...demo, credentialType: 'exhibitor', people: [person('王小明', ID_A), person('王小明', ID_A.toLowerCase())] });
    expect(twice.body).toMatchObject({ code: 4701, data: { index: 1 } });
    const bad = await shop.post(token, 'relation/submit', { ...demo, credentialType: 'exhibitor', people: [person('王小明', ID_A), person('工作人员', ID_B)] });
    expect(bad.body).toMatchObject({ code: 400, data: { index: 1, field: 'name' } });
    const list = await shop.get(token, 'relation/list', { ...demo, type: 'exhibitor', current: '1', size: '10' });
    expect(list.body.data.total).toBe(4);
  });

  it('takes up to the quota, then 5101 with what is left; a closed type is 5102 with its end', async () => {
    const token = await shop.login(P.admin);
    const sent = await shop.post(token, 'relation/submit', { ...demo, credentialType: 'exhibitor', people: [person('王小明', ID_A), person('李小红', ID_B)] });
    expect(sent.body.data).toEqual({ accepted: 2, left: 0 });
    const seventh = await shop.post(token, 'relation/submit', { ...demo, credentialType: 'exhibitor', people: [person('赵小刚', '110105194912310054')] });
    expect(seventh.body).toMatchObject({ code: 5101, data: { max: 6, left: 0 }, msg: '证件数量已达上限' });
    const closed = await shop.post(token, 'relation/submit', { ...demo, credentialType: 'dismantling', people: [person('赵小刚', '110105194912310054')] });
    expect(closed.body).toMatchObject({ code: 5102, msg: '证件申请已关闭' });
    expect(closed.body.data.closesAt).toMatch(/^\d{4}-/);
    const list = await shop.get(token, 'relation/list', { ...demo, type: 'exhibitor', keyword: '王小明' });
    expect(list.body.data.records).toEqual([expect.objectContaining({ name: '王小明', state: 'reviewing', phone: '139****9999', idNumber: '110***********002X' })]);
  });

  it('removes a pass not issued yet, and refuses to remove an issued one', async () => {
    const token = await shop.login(P.admin);
    const { records } = (await shop.get(token, 'relation/list', { ...demo, type: 'exhibitor' })).body.data;
    const reviewing = records.find((r: { state: string }) => r.state === 'reviewing');
    const approved = records.find((r: { state: string }) => r.state === 'approved');
    expect((await shop.post(token, 'relation/remove', { ...demo, relationId: reviewing.id })).body.data).toEqual({ accepted: 0, left: 3 });
    expect((await shop.post(token, 'relation/remove', { ...demo, relationId: approved.id })).status).toBe(400);
  });
});

describe('last edition and the staff link', () => {
  it('lists last edition’s five, and reusing the one whose ID is now held is 4701', async () => {
    const token = await shop.login(P.admin);
    const history = (await shop.get(token, 'relation/history', { ...demo, type: 'exhibitor' })).body.data;
    expect(history).toHaveLength(5);
    expect(history[0]).toMatchObject({ name: '刘往届', reused: false });
    const refused = await shop.post(token, 'relation/reuse', { ...demo, credentialType: 'exhibitor', ids: ['hist-1001-2', 'hist-1001-1'] });
    expect(refused.body).toMatchObject({ code: 4701, data: { index: 1, name: '刘往届' } });
    const reused = await shop.post(token, 'relation/reuse', { ...demo, credentialType: 'exhibitor', ids: ['hist-1001-2', 'hist-1001-3'] });
    expect(reused.body.data).toEqual({ accepted: 2, left: 0 });
    const after = (await shop.get(token, 'relation/history', { ...demo, type: 'exhibitor' })).body.data;
    expect(after.map((h: { reused: boolean }) => h.reused)).toEqual([false, true, true, false, false]);
  });

  it('gives the company’s staff link, whose landing names the company as the server knows it, without a login', async () => {
    const token = await shop.login(P.admin);
    const code = (await shop.get(token, 'relation/inviteCode', { ...demo, credentialType: 'exhibitor' })).body.data;
    expect(code).toMatchObject({ registerLinkId: EXHIBITOR_PEOPLE_SEED.staffLinkId, credentialType: 'exhibitor' });
    const landing = await http.call('GET', '/api/ef-registration-client/staffInvite/landing', { query: { ...demo, registerLinkId: code.registerLinkId } });
    expect(landing.body.data).toMatchObject({ companyName: '示范电子有限公司', credentialName: '展商证', boothNos: ['A1-101', 'A1-102'] });
    const unknown = await http.call('GET', '/api/ef-registration-client/staffInvite/landing', { query: { ...demo, registerLinkId: 'staff-nobody' } });
    expect(unknown.body).toMatchObject({ code: 5109 });
  });

  it('renews a staff link: the old one stops (its landing 5109), the new one leads to the company, and the same key gives the same new link', async () => {
    const token = await shop.login(P.admin);
    const old = (await shop.get(token, 'relation/inviteCode', { ...demo, credentialType: 'buildUp' })).body.data;
    const key = 'renew-build-up-1';
    const renewed = await shop.post(token, 'relation/inviteCode/renew', { ...demo, credentialType: 'buildUp' }, key);
    expect(renewed.status).toBe(200);
    const fresh = renewed.body.data;
    expect(fresh).toMatchObject({ deptId: 'dept-1001', credentialType: 'buildUp' });
    expect([fresh.registerLinkId, fresh.code]).not.toEqual([old.registerLinkId, old.code]);
    expect((await shop.post(token, 'relation/inviteCode/renew', { ...demo, credentialType: 'buildUp' }, key)).body.data).toEqual(fresh);
    expect((await shop.get(token, 'relation/inviteCode', { ...demo, credentialType: 'buildUp' })).body.data).toEqual(fresh);
    const landing = (registerLinkId: string) => http.call('GET', '/api/ef-registration-client/staffInvite/landing', { query: { ...demo, registerLinkId } });
    expect((await landing(old.registerLinkId)).body).toMatchObject({ code: 5109 });
    expect((await landing(fresh.registerLinkId)).body.data).toMatchObject({ companyName: '示范电子有限公司', credentialType: 'buildUp' });
  });

  it('lets the organiser approve a holder by the review hook', async () => {
    const token = await shop.login(P.admin);
    const hook = await fetch(new URL('/__contract/relation/review', http.baseUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '13800000031', outcome: 'approved' }) });
    expect(hook.status).toBe(200);
    const list = await shop.get(token, 'relation/list', { ...demo, keyword: '杨员工' });
    expect(list.body.data.records[0].state).toBe('approved');
  });
});

describe('the people admins as exhibitors', () => {
  it('13800000210, 211 and 214 are approved admins of their companies in the exhibitor profile', async () => {
    for (const [phone, company] of [
      [P.full, '满证展览有限公司'],
      [P.anna, '德国精密机械公司'],
      [P.personnelAdmin, '大众人力集团'],
    ] as const) {
      const token = await shop.login(phone);
      const profile = (await shop.get(token, 'exhibitor/profile', demo)).body.data;
      expect(profile).toMatchObject({ application: { state: 'approved' }, certified: true, admin: true, company: { fullName: company } });
      expect(profile.permissions.length).toBeGreaterThan(0);
    }
  });
});

describe('a lost pass', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the hooks' JSON, read by the assertions
  const hook = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<any> =>
    (await fetch(new URL(path, http.baseUrl), { method, headers: { 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) })).json();

  it('is refused at the gate once reported, and the person gets a new pass the gate accepts', async () => {
    const token = await shop.login(P.personnelAdmin);
    const [first] = (await shop.get(token, 'relation/list', { ...demo, keyword: '13900201001' })).body.data.records;
    expect(first).toMatchObject({ name: '赵伟', state: 'approved' });
    const [old] = await hook('GET', '/__contract/relation/codes?phone=13900201001');
    expect(await hook('POST', '/__contract/pass-code/verify', { code: old.code })).toMatchObject({ valid: true });

    const reported = await shop.post(token, 'relation/reportLoss', { ...demo, relationId: first.id });
    expect(reported.body.data).toMatchObject({ name: '赵伟' });
    expect(await hook('POST', '/__contract/pass-code/verify', { code: old.code })).toMatchObject({ valid: false, reason: 'lost' });
    const codes = await hook('GET', '/__contract/relation/codes?phone=13900201001');
    const fresh = codes.find((c: { state: string }) => c.state === 'reissued');
    expect(fresh.relationId).toBe(reported.body.data.relationId);
    expect(await hook('POST', '/__contract/pass-code/verify', { code: fresh.code })).toMatchObject({ valid: true, state: 'reissued' });
    const listed = (await shop.get(token, 'relation/list', { ...demo, keyword: '13900201001' })).body.data.records;
    expect(listed.map((r: { state: string }) => r.state)).toEqual(['lost', 'reissued']);
  });

  it('is 5104 for a pass not issued yet', async () => {
    const token = await shop.login(P.personnelAdmin);
    const [reviewing] = (await shop.get(token, 'relation/list', { ...demo, state: 'reviewing' })).body.data.records;
    const refused = await shop.post(token, 'relation/reportLoss', { ...demo, relationId: reviewing.id });
    expect(refused.body).toMatchObject({ code: 5104, msg: '只有已发放的证件才能挂失' });
  });
});

describe('inviting a listed person to visit as a visitor', () => {
  it('texts a refused holder the visitor registration link in the company\'s name, and the list says when', async () => {
    const token = await shop.login(P.personnelAdmin);
    const [refused] = (await shop.get(token, 'relation/list', { ...demo, state: 'rejected' })).body.data.records;
    expect(refused.visitorInvitedAt).toBe('');
    const { body } = await shop.post(token, 'relation/inviteVisitor', { ...demo, relationId: refused.id });
    expect(body.data).toMatchObject({ relationId: refused.id, name: refused.name, sentTo: refused.phone });
    expect(body.data.invitedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const message = server.state.reach.outbox.at(-1)!;
    expect(message).toMatchObject({ channel: 'sms', language: 'cn' });
    expect(maskedLike(message.recipient, refused.phone)).toBe(true);
    expect(message.text).toContain('大众人力集团');
    const link = new URL(message.link);
    expect([link.searchParams.get('registerType'), link.searchParams.get('inviteDeptId'), link.hash]).toEqual(['visitor', expect.any(String), '#/registration']);
    const listed = (await shop.get(token, 'relation/list', { ...demo, state: 'rejected' })).body.data.records.find((r: { id: string }) => r.id === refused.id);
    expect(listed.visitorInvitedAt).toBe(body.data.invitedAt);
  });

  it('is 5111 on a pass reported lost: its reissue is the person\'s row now', async () => {
    const token = await shop.login(P.personnelAdmin);
    const approved = (await shop.get(token, 'relation/list', { ...demo, state: 'approved' })).body.data.records.at(-1);
    await shop.post(token, 'relation/reportLoss', { ...demo, relationId: approved.id });
    const refused = await shop.post(token, 'relation/inviteVisitor', { ...demo, relationId: approved.id });
    expect(refused.body).toMatchObject({ code: 5111, msg: '该证件已挂失，请在补发的新证件上邀请' });
  });
});

/** Whether a full mobile is the one the list shows masked (138****0030). */
const maskedLike = (full: string, masked: string): boolean => full.slice(0, 3) === masked.slice(0, 3) && full.slice(-4) === masked.slice(-4);

describe('extra passes beyond the quota', () => {
  it('13800000210 at 6 of 6 buys 2 through order/pay: the quota grows to 8 once paid, and a 7th person is accepted', async () => {
    const token = await shop.login(P.full);
    const full = await shop.post(token, 'relation/submit', { ...demo, credentialType: 'exhibitor', people: [person('王小明', ID_A)] });
    expect(full.body).toMatchObject({ code: 5101, data: { max: 6, left: 0 } });
    const { body } = await shop.post(token, 'relation/placeOrder', { ...demo, credentialType: 'exhibitor', quantity: 2 });
    expect(body.data).toMatchObject({ kind: 'credential', total: '400.00', orderStatus: 'reserved', paymentStatus: 'awaiting' });
    expect(body.data.lines.map((l: Record<string, unknown>) => [l.name, l.quantity])).toEqual([['展商证（额外）', 2]]);
    const unpaid = (await shop.get(token, 'credential/byDept', demo)).body.data.types[0];
    expect([unpaid.quota, unpaid.left]).toEqual([6, 0]);
    const pay = await shop.payH5(token, body.data.orderId);
    await shop.pressCashierButton(prepayIdOf(pay.body.data.h5Url), 'ok', `${http.baseUrl}/#/payTransition?orderId=${body.data.orderId}`);
    const paid = (await shop.get(token, 'credential/byDept', demo)).body.data.types[0];
    expect([paid.quota, paid.used, paid.left]).toEqual([8, 6, 2]);
    const seventh = await shop.post(token, 'relation/submit', { ...demo, credentialType: 'exhibitor', people: [person('王小明', ID_A)] });
    expect(seventh.body.data).toEqual({ accepted: 1, left: 1 });
  });
  it('refuses 0 or 21 passes naming the quantity, and a closed type with 5102', async () => {
    const token = await shop.login(P.full);
    expect((await shop.post(token, 'relation/placeOrder', { ...demo, credentialType: 'exhibitor', quantity: 21 })).body).toMatchObject({ code: 400, data: { field: 'quantity' } });
    expect((await shop.post(token, 'relation/placeOrder', { ...demo, credentialType: 'dismantling', quantity: 1 })).body).toMatchObject({ code: 5102 });
  });
});

describe('a holder’s photo', () => {
  const png = (size: number) => {
    const bytes = new Uint8Array(size);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return bytes;
  };
  const upload = async (token: string, bytes: Uint8Array, name = 'face.png') => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    const answer = await fetch(new URL('/api/ef-registration-client/relation/photo/upload', http.baseUrl), { method: 'POST', headers: { 'blade-auth': `bearer ${token}`, authorization: 'Basic c2FiZXI6c2FiZXJfc2VjcmV0' }, body: form });
    return (await answer.json()) as { code: number; data: { fileId: string; size: number } };
  };

  it('takes a png of 200 KB or less, refuses a larger one or another type (4521), and keeps it with the holder', async () => {
    const token = await shop.login(P.admin);
    expect((await upload(token, png(210 * 1024))).code).toBe(4521);
    expect((await upload(token, new Uint8Array(100), 'face.gif')).code).toBe(4521);
    const photo = await upload(token, png(150 * 1024));
    expect(photo.data.size).toBe(150 * 1024);
    const sent = await shop.post(token, 'relation/submit', { ...demo, credentialType: 'buildUp', people: [{ ...person('王小明', ID_A), photoFileId: photo.data.fileId }] });
    expect(sent.body.data).toEqual({ accepted: 1, left: 3 });
    const [holder] = (await shop.get(token, 'relation/list', { ...demo, type: 'buildUp' })).body.data.records;
    expect(holder).toMatchObject({ name: '王小明', photo: true });
    const unknown = await shop.post(token, 'relation/submit', { ...demo, credentialType: 'buildUp', people: [{ ...person('李小红', ID_B), photoFileId: 'photo-nobody' }] });
    expect(unknown.body).toMatchObject({ code: 400, data: { index: 0, field: 'photoFileId' } });
  });
});

describe('a staff member who applied through the link', () => {
  it('joins the company’s exhibitor pass once the info form is complete (5 of 6 used), their profile then names the company, and the organiser’s approval is their next step', async () => {
    const staff = server.state.addUser({ exhibitionId: 'demo', phone: P.staffNew, name: '新员工', registerType: 'exhibitorInviteStaff', inviteDeptId: 'dept-1001', completeResult: '', examineResult: 'pending' });
    server.state.registerLinks.push({ at: Date.now(), userId: staff.userId, body: { registerLinkId: EXHIBITOR_PEOPLE_SEED.staffLinkId, inviteDeptId: 'dept-1001' } });
    const token = await shop.login(P.admin);
    const mine = await shop.login(P.staffNew);
    const before = (await shop.get(token, 'credential/byDept', demo)).body.data.types[0];
    expect(before.used).toBe(4);
    expect((await shop.get(mine, 'exhibitor/profile', demo)).body.data.company).toBeUndefined();
    staff.completeResult = 'succ';
    const profile = (await shop.get(mine, 'exhibitor/profile', demo)).body.data;
    expect(profile).toMatchObject({ application: { state: 'none' }, certified: false, admin: false, company: { deptId: 'dept-1001', fullName: '示范电子有限公司', creditCode: '' }, permissions: [] });
    const after = (await shop.get(token, 'credential/byDept', demo)).body.data.types[0];
    expect([after.used, after.left]).toEqual([5, 1]);
    const [holder] = (await shop.get(token, 'relation/list', { ...demo, keyword: '新员工' })).body.data.records;
    expect(holder).toMatchObject({ name: '新员工', state: 'reviewing', credentialType: 'exhibitor' });
    const hook = await fetch(new URL('/__contract/relation/review', http.baseUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: P.staffNew, outcome: 'approved' }) });
    expect(hook.status).toBe(200);
    expect(server.state.users.find((u) => u.phone === P.staffNew)?.examineResult).toBe('approve');
  });
});

describe('the staff sheet template', () => {
  it('is a bilingual CSV at a signed address without a token, mailable, refused once the signature is changed', async () => {
    const token = await shop.login(P.admin);
    const { body } = await shop.get(token, 'relation/sheetTemplate', { ...demo, credentialType: 'buildUp' });
    expect(body.data).toMatchObject({ fileName: expect.stringMatching(/^staff-buildUp-.*\.csv$/), expireTime: expect.stringMatching(/^\d{4}-\d\d-\d\d /) });
    const url = new URL(body.data.url);
    expect(url.pathname).toMatch(/^\/files\/staff-sheet\/.*\.csv$/);
    expect(url.search).not.toMatch(/token|openid/i);
    const file = await fetch(url);
    expect(file.headers.get('content-type')).toContain('text/csv');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('姓名 Name,手机号码 Mobile,证件类型 ID type,证件号码 ID number\r\n');
    const mailed = await shop.post(token, 'file/mail', { url: body.data.url, email: 'admin@example.com' });
    expect(mailed.body).toMatchObject({ success: true, data: { email: 'admin@example.com', fileName: body.data.fileName } });
    url.searchParams.set('sig', '0'.repeat(64));
    expect((await fetch(url)).status).toBe(403);
    expect((await shop.get(token, 'relation/sheetTemplate', { ...demo, credentialType: 'nothing' })).status).toBe(400);
  });
});
