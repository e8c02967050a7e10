import { describe, expect, it } from 'vitest';
import { EXHIBITOR_SEED } from '../../data/exhibitor.data';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';

const { http, shop } = await ticketingTestServer();
const P = EXHIBITOR_SEED.phones;
const demo = { exhibitionId: 'demo' };
const validCode = '91110108MA01XXXX0H';
const application = { ...demo, companyName: '新展科技有限公司', creditCode: validCode, contactName: '严新展', mobile: P.newcomer, boothType: 'standard', boothQuantity: 2, exhibitCategory: 'electronics' };
const profile = async (token: string) => (await shop.get(token, 'exhibitor/profile', demo)).body.data;

describe('the exhibitor profile', () => {
  it('of a login that has not applied: nothing yet', async () => {
    const token = await shop.login(P.newcomer);
    expect(await profile(token)).toEqual({ application: { state: 'none' }, completeResult: '', certified: false, admin: false, booths: [], permissions: [] });
  });

  it('of each seeded login, where its onboarding stands', async () => {
    expect(await profile(await shop.login(P.formIncomplete))).toMatchObject({ application: { state: 'submitted' }, completeResult: '', certified: true });
    expect(await profile(await shop.login(P.underReview))).toMatchObject({ application: { state: 'submitted' }, completeResult: 'succ' });
    expect(await profile(await shop.login(P.refused))).toMatchObject({ application: { state: 'rejected', rejectReason: EXHIBITOR_SEED.refusal.cn } });
    expect((await profile(await shop.login(P.underReview))).application).not.toHaveProperty('sent');
    const admin = await profile(await shop.login(P.admin));
    expect(admin).toMatchObject({ application: { state: 'approved' }, certified: true, admin: true, company: { deptId: 'dept-1001', fullName: '示范电子有限公司' } });
    expect(admin.booths.map((b: { boothNo: string }) => b.boothNo)).toEqual(['A1-101', 'A1-102']);
    expect(await profile(await shop.login(P.productsOnly))).toMatchObject({ permissions: ['products'], admin: false });
    expect(await profile(await shop.login(P.rawSpace))).toMatchObject({ booths: [{ type: 'raw', areaM2: 36 }] });
    expect(await profile(await shop.login(P.noBooth))).toMatchObject({ booths: [] });
  });
});

describe('applying, binding the company and the review', () => {
  it('refuses a booth order above 300 and a bad credit code, then takes the application once', async () => {
    const token = await shop.login(P.newcomer);
    const tooBig = await shop.post(token, 'exhibitor/apply', { ...application, creditCode: '91110000100000000X', boothQuantity: 301 });
    expect(tooBig.status).toBe(400);
    const big = await shop.post(token, 'exhibitor/apply', { ...application, creditCode: validCode, boothQuantity: 301 });
    expect(big.body.msg).toBe('订购数量或面积不能超过300');
    const sent = await shop.post(token, 'exhibitor/apply', { ...application, creditCode: validCode });
    expect(sent.body.data).toMatchObject({ application: { state: 'submitted' }, certified: false });
    const again = await shop.post(token, 'exhibitor/apply', { ...application, creditCode: validCode });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe(5011);
  });

  it('binds the login to dept-1003 with its code typed in lower case with spaces, refusing a wrong one', async () => {
    const token = await shop.login(P.newcomer);
    await shop.post(token, 'exhibitor/apply', { ...application, creditCode: validCode });
    const wrong = await shop.post(token, 'exhibitor/certify', { ...demo, code: 'WRONG123' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 5001]);
    const bound = await shop.post(token, 'exhibitor/certify', { ...demo, code: 'fpx7 k2q9' });
    expect(bound.body.data).toMatchObject({ deptId: EXHIBITOR_SEED.newcomerDeptId });
    expect(await profile(token)).toMatchObject({ certified: true, admin: true });
  });

  it("shows the company's certification code to its admin only, and renews it once for a key sent twice: the old code binds no one, the new one does, those bound stay", async () => {
    const admin = await shop.login(P.admin);
    expect((await shop.get(admin, 'exhibitor/certificationCode', demo)).body.data).toEqual({ deptId: 'dept-1001', code: 'DEMO1001' });
    const colleague = await shop.login(P.productsOnly);
    for (const token of [colleague, await shop.login(P.newcomer)]) {
      const refused = await shop.get(token, 'exhibitor/certificationCode', demo);
      expect([refused.status, refused.body.code, refused.body.data]).toEqual([400, 5004, null]);
      expect((await shop.post(token, 'exhibitor/certificationCode/renew', demo)).body.code).toBe(5004);
    }

    const renewed = await shop.post(admin, 'exhibitor/certificationCode/renew', demo, 'renew-code-1');
    const code = renewed.body.data.code;
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(code).not.toBe('DEMO1001');
    expect((await shop.post(admin, 'exhibitor/certificationCode/renew', demo, 'renew-code-1')).body.data).toEqual({ deptId: 'dept-1001', code });
    expect((await shop.get(admin, 'exhibitor/certificationCode', demo)).body.data.code).toBe(code);

    const newcomer = await shop.login(P.newcomer);
    await shop.post(newcomer, 'exhibitor/apply', { ...application, creditCode: validCode });
    expect((await shop.post(newcomer, 'exhibitor/certify', { ...demo, code: 'DEMO1001' })).body.code).toBe(5001);
    expect((await shop.post(newcomer, 'exhibitor/certify', { ...demo, code: code.toLowerCase() })).body.data).toMatchObject({ deptId: 'dept-1001' });
    expect(await profile(colleague)).toMatchObject({ company: { deptId: 'dept-1001' } });
  });

  it('the organiser approves through the hook, opening the modules; a refusal carries its reason', async () => {
    const review = (body: unknown) => fetch(new URL('/__contract/exhibitor/review', http.baseUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await review({ phone: P.underReview, outcome: 'approved' })).status).toBe(200);
    expect(await profile(await shop.login(P.underReview))).toMatchObject({ application: { state: 'approved' }, permissions: expect.arrayContaining(['company', 'products']) });
    await review({ phone: P.formIncomplete, outcome: 'rejected', reason: '缺少营业执照' });
    expect(await profile(await shop.login(P.formIncomplete))).toMatchObject({ application: { state: 'rejected', rejectReason: '缺少营业执照' } });
    expect((await review({ phone: P.newcomer, outcome: 'approved' })).status).toBe(400);
  });

  it('lets a refused company send its application again', async () => {
    const token = await shop.login(P.refused);
    const sent = await shop.post(token, 'exhibitor/apply', { ...application, mobile: P.refused, creditCode: validCode });
    expect(sent.body.data.application).toEqual(expect.objectContaining({ state: 'submitted' }));
    expect(sent.body.data.application).not.toHaveProperty('rejectReason');
    expect(sent.body.data.application).not.toHaveProperty('sent');
  });

  it('gives a refused company its application back as it was sent, every field written', async () => {
    const { application: refused } = await profile(await shop.login(P.refused));
    expect(refused.sent).toEqual({
      companyName: '待审科技',
      companyEnName: 'Pending Tech',
      creditCode: '91440300MA5G2P7K1X',
      contactName: '吕申请',
      mobile: P.refused,
      email: 'apply@pending-tech.example.com',
      boothType: 'standard',
      boothQuantity: 2,
      exhibitCategory: 'electronics',
    });
  });

  it('refuses an application without an exhibit category from the list, nothing kept', async () => {
    const token = await shop.login(P.refused);
    const sent = await shop.post(token, 'exhibitor/apply', { ...application, mobile: P.refused, creditCode: validCode, exhibitCategory: '电子' });
    expect([sent.status, sent.body.msg]).toEqual([400, '请从列表中选择展品类别']);
    expect((await profile(token)).application.state).toBe('rejected');
  });
});

describe('the public booth card', () => {
  it('answers without a login, in both languages, and a company without a booth yet has none', async () => {
    const card = await shop.get(undefined, 'booth/public', { ...demo, deptId: 'dept-1001' });
    expect(card.body.data).toMatchObject({ fullName: '示范电子有限公司', fullEnName: 'Demo Electronics Co., Ltd.', introductionEn: 'Ten years of smart hardware.', booths: [{ boothNo: 'A1-101' }, { boothNo: 'A1-102' }] });
    expect((await shop.get(undefined, 'booth/public', { ...demo, deptId: 'dept-1004' })).body.data).toMatchObject({ booths: [] });
    expect((await shop.get(undefined, 'booth/public', { ...demo, deptId: 'dept-1003' })).status).toBe(400);
  });
});

describe("the company's materials", () => {
  const materials = async (phone: string) => (await shop.get(await shop.login(phone), 'exhibitor/materials', demo)).body.data;

  it("lists dept-1001's materials with their deadlines on the server clock, and the clock", async () => {
    const data = await materials(P.admin);
    expect(typeof data.serverTime).toBe('number');
    expect(data.materials.map((m: { materialTypeV2: string; state: string }) => `${m.materialTypeV2}:${m.state}`)).toEqual([
      'journal:approved',
      'board:draft',
      'transport:submitted',
      'build:notStarted',
      'security:notStarted',
      'logo:approved',
    ]);
    const security = data.materials.find((m: { materialTypeV2: string }) => m.materialTypeV2 === 'security');
    expect(security.deadline).toMatch(/^\d{4}-\d{2}-\d{2} 23:59:59$/);
  });

  it('shows a login only the modules opened for it, and nothing before approval', async () => {
    expect((await materials(P.productsOnly)).materials).toEqual([]);
    expect((await materials(P.underReview)).materials).toEqual([]);
    expect((await materials(P.rawSpace)).materials.map((m: { materialTypeV2: string }) => m.materialTypeV2)).toEqual(['journal', 'build', 'security']);
  });
});

describe("the company's invoices and contracts", () => {
  const documents = async (phone: string, kind: string) => (await shop.get(await shop.login(phone), 'exhibitor/documents', { ...demo, kind })).body;

  it('lists the invoices, an issued one with its PDF at a signed address that opens, one being issued without', async () => {
    const { data } = await documents(P.admin, 'invoice');
    expect(data.map((d: { number: string; state: string }) => `${d.number}:${d.state}`)).toEqual(['EI-2026-0001:issued', 'EI-2026-0002:issuing']);
    expect(data[1].pdfUrl).toBe('');
    const pdf = await fetch(data[0].pdfUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await fetch(data[0].pdfUrl.replace(/sig=[0-9a-f]+/, `sig=${'0'.repeat(64)}`))).status).toBe(403);
  });

  it('lists the contracts; a products-only login sees none; an unknown kind is refused', async () => {
    const { data } = await documents(P.admin, 'contract');
    expect(data.map((d: { number: string; state: string }) => `${d.number}:${d.state}`)).toEqual(['CT-2026-1001:signed', 'BC-2026-1001:sent']);
    expect((await documents(P.productsOnly, 'invoice')).data).toEqual([]);
    expect((await shop.get(await shop.login(P.admin), 'exhibitor/documents', { ...demo, kind: 'other' })).status).toBe(400);
  });
});

describe("the company's exhibits", () => {
  const exhibit = { ...demo, name: '智能台灯', nameEn: 'Smart lamp', category: 'electronics' };

  it('lists 5 of 6 with a refused one and its reason; the sixth is taken, the seventh refused with 5005', async () => {
    const token = await shop.login(P.admin);
    const list = (await shop.get(token, 'exhibit/list', demo)).body.data;
    expect(list.max).toBe(6);
    expect(list.exhibits).toHaveLength(5);
    expect(list.exhibits.find((e: { state: string }) => e.state === 'rejected').rejectReason).toBe('图片不清晰，请重新上传');
    expect((await shop.post(token, 'exhibit/save', exhibit)).body.data).toMatchObject({ name: '智能台灯', state: 'pending' });
    const seventh = await shop.post(token, 'exhibit/save', { ...exhibit, name: '智能插座' });
    expect(seventh.status).toBe(400);
    expect(seventh.body).toMatchObject({ code: 5005, data: { max: 6 } });
  });

  it('edits a refused exhibit, which goes for review again; a products-only login is refused with 5004', async () => {
    const token = await shop.login(P.admin);
    const edited = await shop.post(token, 'exhibit/save', { ...exhibit, id: 'exh-1001-4', name: '移动电源' });
    expect(edited.body.data).toMatchObject({ id: 'exh-1001-4', state: 'pending', rejectReason: '' });
    // The category is one of the dictionary's: free text is refused, nothing saved.
    const typed = await shop.post(token, 'exhibit/save', { ...exhibit, id: 'exh-1001-5', category: '扫地机' });
    expect([typed.status, typed.body.msg]).toEqual([400, '请从列表中选择展品类别']);
    const products = await shop.get(await shop.login(P.productsOnly), 'exhibit/list', demo);
    expect(products.body.code).toBe(5004);
  });

  it('removes one at the maximum (6 of 6), once for a key sent twice, which frees a place for another; an unknown or another company\'s exhibit is not found', async () => {
    const token = await shop.login(P.catalogueFull);
    const removed = await shop.post(token, 'exhibit/remove', { ...demo, exhibitId: 'exh-1009-2' }, 'remove-once');
    expect(removed.status).toBe(200);
    expect(removed.body.data.max).toBe(6);
    expect(removed.body.data.exhibits.map((e: { id: string }) => e.id)).toEqual(['exh-1009-1', 'exh-1009-3', 'exh-1009-4', 'exh-1009-5', 'exh-1009-6']);
    const replay = await shop.post(token, 'exhibit/remove', { ...demo, exhibitId: 'exh-1009-2' }, 'remove-once');
    expect([replay.headers.get('idempotent-replayed'), replay.body.data]).toEqual(['true', removed.body.data]);
    expect((await shop.get(token, 'exhibit/list', demo)).body.data.exhibits).toHaveLength(5);

    const again = await shop.post(token, 'exhibit/remove', { ...demo, exhibitId: 'exh-1009-2' });
    expect([again.status, again.body.msg]).toEqual([400, '展品不存在']);
    const others = await http.call('POST', '/api/ef-registration-client/exhibit/remove', {
      token,
      body: { ...demo, exhibitId: 'exh-1001-1' },
      headers: { 'idempotency-key': 'remove-other', 'language-type': 'en' },
    });
    expect([others.status, others.body.msg]).toEqual([400, 'Exhibit not found']);
    expect((await shop.get(await shop.login(P.admin), 'exhibit/list', demo)).body.data.exhibits).toHaveLength(5);

    expect((await shop.post(token, 'exhibit/save', { ...exhibit, name: '智能插座' })).body.data).toMatchObject({ name: '智能插座', state: 'pending' });
    expect((await shop.get(token, 'exhibit/list', demo)).body.data.exhibits).toHaveLength(6);
    expect((await shop.post(await shop.login(P.productsOnly), 'exhibit/remove', { ...demo, exhibitId: 'exh-1001-1' })).body.code).toBe(5004);
  });
});

describe('the refusals of the design (50xx) and the closed exhibition', () => {
  it('a login of one company typing another company\'s code: 5002 with its company\'s name', async () => {
    const token = await shop.login(P.admin);
    const other = await shop.post(token, 'exhibitor/certify', { ...demo, code: EXHIBITOR_SEED.newcomerCode });
    expect([other.status, other.body.code, other.body.data]).toEqual([400, 5002, { company: '示范电子有限公司' }]);
  });

  it('every exhibitor write on exh-closed-demo answers 5003, in each area, and changes nothing', async () => {
    const closed = { exhibitionId: 'exh-closed-demo' };
    const admin = await shop.login(P.admin);
    const writes: [string, string, Record<string, unknown>][] = [
      [P.newcomer, 'exhibitor/apply', { ...application, ...closed }],
      [P.formIncomplete, 'exhibitor/form/submit', { ...closed, values: {} }],
      [P.admin, 'exhibit/save', { ...closed, name: '展品一号', nameEn: 'Exhibit one', category: 'electronics', description: '' }],
      [P.admin, 'exhibit/remove', { ...closed, exhibitId: 'exh-1001-1' }],
      [P.admin, 'exhibitor/certificationCode/renew', closed],
      [P.admin, 'journal/v2/draft', { ...closed, fields: {} }],
      [P.admin, 'product/save', { ...closed, name: '产品', nameEn: 'Product' }],
      [P.admin, 'exhibitor/manual/save', { ...closed, materialTypeV2: 'build', part: 'power', values: { powerKw: '6' }, draft: true }],
    ];
    for (const [phone, path, body] of writes) {
      const token = phone === P.admin ? admin : await shop.login(phone);
      const answer = await shop.post(token, path, body);
      expect([path, answer.body.code, answer.body.msg]).toEqual([path, 5003, '信息提交已关闭']);
    }
    const exhibits = await shop.get(admin, 'exhibit/list', demo);
    expect(exhibits.body.data.exhibits).toHaveLength(5);
  });
});

describe('the deadline calendar', () => {
  it('lists every material, manual form, service and ads deadline of the company on one list, by deadline', async () => {
    const token = await shop.login(P.admin);
    const { body } = await shop.get(token, 'exhibitor/deadlines', demo);
    const kinds = new Set(body.data.deadlines.map((d: { kind: string }) => d.kind));
    expect([...kinds].sort()).toEqual(['ads', 'material', 'service', 'translation']);
    const times = body.data.deadlines.map((d: { deadline: string }) => d.deadline);
    expect(times).toEqual([...times].sort());
    expect(body.data.deadlines.find((d: { id: string }) => d.id === 'board')).toMatchObject({ kind: 'material', title: expect.any(String) });
    expect((await shop.get(await shop.login(P.productsOnly), 'exhibitor/deadlines', demo)).body.data.deadlines.every((d: { kind: string }) => d.kind === 'material')).toBe(true);
  });

  it('hands out one .ics of the open deadlines at a signed address, with reminders 3 days and 1 day before each', async () => {
    const token = await shop.login(P.admin);
    const { body } = await shop.get(token, 'exhibitor/deadlines/calendar', demo);
    expect(body.data.url).not.toContain(token);
    const file = await fetch(body.data.url);
    expect(file.headers.get('content-type')).toContain('text/calendar');
    const text = await file.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('TRIGGER:-PT4260M');
    expect(text).toContain('TRIGGER:-PT1380M');
    expect(text).not.toContain('UID:fairpass-deadline-material-security');
    expect((text.match(/BEGIN:VEVENT/g) ?? []).length).toBe((text.match(/TRIGGER:-PT4260M/g) ?? []).length);
    expect((await fetch(body.data.url.replace(/sig=\w+/, 'sig=0'))).status).toBe(403);
  });
});
