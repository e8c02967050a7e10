// The exhibitor's company over real HTTP against the contract server, answering as the real backend's
// Jackson setup does: the profile of a login that has not applied (no company: {} read as none), of a
// refused one (its reason) and of the approved admin (company, booths, every module) and a products-only
// login; applying (a booth order above 300 refused before sending, one application for a key sent twice),
// the certification code typed as people type it (and shown to and renewed by the company's admin only),
// removing an exhibit at the maximum, and where each step leads (exhibitorStepOf).
import { byUrgency, deadlineCalendarEvents, exhibitorStepOf, materialTaskState } from '@fairpass/domain/exhibitor';
import { describe, expect, it } from 'vitest';
import { getExhibitor } from '../../src/exhibitor';
import { loggedIn, testClient, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const P = { newcomer: '13800000200', formIncomplete: '13800000201', refused: '13800000203', productsOnly: '13800000206', admin: '13800000005' };
const application = {
  companyName: '新展科技有限公司',
  creditCode: '91110108ma01xxxx0h',
  contactName: '严新展',
  mobile: P.newcomer,
  email: ' ',
  boothType: 'standard' as const,
  boothQuantity: 2,
  exhibitCategory: 'electronics',
};

async function exhibitorOf(phone: string) {
  const { client } = await loggedIn(ctx.server, ctx.link({ registerType: 'exhibitorDept' }, '/exhibitorSelfService/exhibitorRegist/login'), phone);
  return getExhibitor(client);
}

describe('the exhibitor profile', () => {
  it('of a login that has not applied: no company, no modules, and the next step is the application', async () => {
    const profile = await (await exhibitorOf(P.newcomer)).fetchProfile.execute();

    expect(profile).toMatchObject({ ok: true, value: { application: { state: 'none' }, formComplete: false, certified: false, booths: [], permissions: [] } });
    expect(profile.ok && profile.value).not.toHaveProperty('company');
    expect(profile.ok && exhibitorStepOf(profile.value)).toBe('/exhibitorSelfService/exhibitorRegist');
  });

  it('of the approved admin, a products-only login, an incomplete and a refused one', async () => {
    const admin = await (await exhibitorOf(P.admin)).fetchProfile.execute();
    const products = await (await exhibitorOf(P.productsOnly)).fetchProfile.execute();
    const incomplete = await (await exhibitorOf(P.formIncomplete)).fetchProfile.execute();
    const refused = await (await exhibitorOf(P.refused)).fetchProfile.execute();

    expect(admin).toMatchObject({ ok: true, value: { admin: true, company: { deptId: 'dept-1001', fullName: '示范电子有限公司' }, booths: [{ boothNo: 'A1-101', areaM2: 18 }, { boothNo: 'A1-102', areaM2: 9 }] } });
    expect(admin.ok && admin.value.permissions).toContain('services');
    expect(admin.ok && admin.value.application).not.toHaveProperty('rejectReason');
    expect(products).toMatchObject({ ok: true, value: { permissions: ['products'], admin: false } });
    expect(incomplete.ok && exhibitorStepOf(incomplete.value)).toBe('/exhibitorSelfService/formInfoWap');
    expect(refused).toMatchObject({ ok: true, value: { application: { state: 'rejected', rejectReason: '营业执照与公司名称不一致' } } });
    expect(refused.ok && exhibitorStepOf(refused.value)).toBe('/exhibitorSelfService/auditing');
    // The refused application as it was sent, for the form to start from; none for the others.
    expect(refused.ok && refused.value.application.sent).toEqual({ companyName: '待审科技', companyEnName: 'Pending Tech', creditCode: '91440300MA5G2P7K1X', contactName: '吕申请', mobile: P.refused, email: 'apply@pending-tech.example.com', boothType: 'standard', boothQuantity: 2, exhibitCategory: 'electronics' });
    expect(incomplete.ok && incomplete.value.application).not.toHaveProperty('sent');
  });
});

describe('applying and binding the company', () => {
  it('refuses a booth order above 300 or no exhibit category before sending, then sends one application for a key sent twice', async () => {
    const exhibitor = await exhibitorOf(P.newcomer);

    const tooBig = await exhibitor.apply.execute({ ...application, boothQuantity: 301 });
    const noCategory = await exhibitor.apply.execute({ ...application, exhibitCategory: ' ' });
    expect(noCategory).toMatchObject({ ok: false, error: { code: 'VALIDATION.REQUIRED', field: 'exhibitCategory' } });
    const first = await exhibitor.apply.execute(application, { idempotencyKey: 'apply-1' });
    const replay = await exhibitor.apply.execute(application, { idempotencyKey: 'apply-1' });

    expect(tooBig).toMatchObject({ ok: false, error: { code: 'VALIDATION.BOOTH_ORDER_LIMIT', field: 'boothQuantity' } });
    expect(first).toMatchObject({ ok: true, value: { application: { state: 'submitted' }, certified: false } });
    expect(replay).toEqual(first);
    const second = await exhibitor.apply.execute(application, { idempotencyKey: 'apply-2' });
    expect(second).toMatchObject({ ok: false, error: { code: 'EXHIBITOR.APPLICATION_EXISTS' } });
    expect(first.ok && exhibitorStepOf(first.value)).toBe('/exhibitorSelfService/exhCertificationCode');
  });

  it('takes the certification code typed in lower case with spaces; a code of the wrong shape is refused before sending', async () => {
    const exhibitor = await exhibitorOf(P.newcomer);
    await exhibitor.apply.execute(application);

    const short = await exhibitor.certify.execute({ code: 'FPX7K2' });
    const wrong = await exhibitor.certify.execute({ code: 'WRONG123' });
    const bound = await exhibitor.certify.execute({ code: ' fpx7 k2q9 ' });
    const profile = await exhibitor.fetchProfile.execute();

    expect(short).toMatchObject({ ok: false, error: { code: 'VALIDATION.VERIFICATION_CODE_INVALID', field: 'code' } });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'EXHIBITOR.CODE_INVALID' } });
    expect(bound).toMatchObject({ ok: true, value: { deptId: 'dept-1003' } });
    expect(profile.ok && exhibitorStepOf(profile.value)).toBe('/exhibitorSelfService/formInfoWap');
  });
});

describe("the company's certification code", () => {
  it('is shown to the admin only, and renewed once for a key sent twice: the old code is EXHIBITOR.CODE_INVALID from then on, the new one binds', async () => {
    const admin = await exhibitorOf(P.admin);
    expect(await admin.fetchCertificationCode.execute()).toEqual({ ok: true, value: { deptId: 'dept-1001', code: 'DEMO1001' } });
    const colleague = await exhibitorOf(P.productsOnly);
    expect(await colleague.fetchCertificationCode.execute()).toMatchObject({ ok: false, error: { code: 'EXHIBITOR.PERMISSION_NOT_OPENED' } });
    expect(await colleague.renewCertificationCode.execute({}, { idempotencyKey: 'colleague-renew' })).toMatchObject({ ok: false, error: { code: 'EXHIBITOR.PERMISSION_NOT_OPENED' } });

    const renewed = await admin.renewCertificationCode.execute({}, { idempotencyKey: 'code-renew-1' });
    const again = await admin.renewCertificationCode.execute({}, { idempotencyKey: 'code-renew-1' });
    expect(renewed).toMatchObject({ ok: true, value: { deptId: 'dept-1001', code: expect.stringMatching(/^[A-Z0-9]{8}$/) } });
    expect(again).toEqual(renewed);
    expect(await admin.fetchCertificationCode.execute()).toEqual(renewed);
    const code = renewed.ok ? renewed.value.code : '';
    expect(code).not.toBe('DEMO1001');

    const newcomer = await exhibitorOf(P.newcomer);
    await newcomer.apply.execute(application);
    expect(await newcomer.certify.execute({ code: 'DEMO1001' })).toMatchObject({ ok: false, error: { code: 'EXHIBITOR.CODE_INVALID' } });
    expect(await newcomer.certify.execute({ code })).toMatchObject({ ok: true, value: { deptId: 'dept-1001' } });
  });
});

describe('the public booth card', () => {
  it('reads without a login (Jackson "" read as absent), with the approved products and masked contact, and a company without a booth yet has none', async () => {
    const { client } = testClient(ctx.server);
    await client.startFromLink.execute({ url: ctx.link({}, '/exhibitorSelfService/boothInfo') });
    const exhibitor = getExhibitor(client);

    const card = await exhibitor.fetchBoothCard.execute({ deptId: 'dept-1001' });
    const unallocated = await exhibitor.fetchBoothCard.execute({ deptId: 'dept-1004' });
    const blank = await exhibitor.fetchBoothCard.execute({ deptId: ' ' });

    expect(card).toMatchObject({ ok: true, value: { fullEnName: 'Demo Electronics Co., Ltd.', booths: [{ boothNo: 'A1-101', areaM2: 18 }, { boothNo: 'A1-102' }] } });
    expect(unallocated).toMatchObject({ ok: true, value: { fullName: '待审科技有限公司', booths: [] } });
    expect(unallocated.ok && unallocated.value).not.toHaveProperty('introduction');
    // What visitors see of the catalogue: the approved products with their pictures, the contact masked;
    // none of it (a null contact read as absent) for a company whose entry is not approved.
    expect(card.ok && card.value.products.map((p) => [p.name, p.image?.startsWith('/files/')])).toEqual([['智能手环 S3', true]]);
    expect(card.ok && card.value.contact).toEqual({ name: '陈展商', phone: expect.stringMatching(/^021\*+1234$/) });
    expect(unallocated.ok && unallocated.value.products).toEqual([]);
    expect(unallocated.ok && unallocated.value).not.toHaveProperty('contact');
    expect(blank).toMatchObject({ ok: false, error: { code: 'VALIDATION.REQUIRED' } });
  });
});

describe("the company's materials", () => {
  it('reads dept-1001\'s materials (no reason: Jackson "" read as absent) and orders them by the server clock, most urgent first', async () => {
    const read = await (await exhibitorOf(P.admin)).fetchMaterials.execute();

    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const { serverTime, materials } = read.value;
    expect(materials.every((m) => !('rejectReason' in m))).toBe(true);
    expect(byUrgency(materials, serverTime).map((m) => `${m.materialTypeV2}:${materialTaskState(m, serverTime)}`)).toEqual([
      'board:due-soon',
      'build:open',
      'security:overdue-closed',
      'transport:done',
      'journal:done',
      'logo:done',
    ]);
    // The transport receipt is the one the organiser does not require of every company.
    expect(materials.filter((m) => !m.required).map((m) => m.materialTypeV2)).toEqual(['transport']);
  });

  it('gives a products-only login none of the company\'s paperwork', async () => {
    const read = await (await exhibitorOf(P.productsOnly)).fetchMaterials.execute();
    expect(read).toMatchObject({ ok: true, value: { materials: [] } });
  });
});

describe("the company's invoices and contracts", () => {
  it('reads the invoices (one being issued: no PDF yet, Jackson "" read as absent) with a signed PDF that opens', async () => {
    const exhibitor = await exhibitorOf(P.admin);
    const invoices = await exhibitor.fetchDocuments.execute({ kind: 'invoice' });
    const contracts = await exhibitor.fetchDocuments.execute({ kind: 'contract' });
    const other = await exhibitor.fetchDocuments.execute({ kind: 'receipt' as 'invoice' });

    expect(invoices).toMatchObject({ ok: true, value: [{ number: 'EI-2026-0001', state: 'issued', amount: '36000.00', currency: 'CNY' }, { number: 'EI-2026-0002', state: 'issuing' }] });
    expect(invoices.ok && invoices.value[1]).not.toHaveProperty('pdfUrl');
    const pdf = await fetch((invoices.ok && invoices.value[0]?.pdfUrl) || '');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(contracts).toMatchObject({ ok: true, value: [{ number: 'CT-2026-1001', state: 'signed' }, { number: 'BC-2026-1001', state: 'sent' }] });
    expect(contracts.ok && contracts.value[0]).not.toHaveProperty('amount');
    expect(other).toMatchObject({ ok: false, error: { code: 'VALIDATION.REQUIRED' } });
  });
});

describe("the company's exhibits", () => {
  const lamp = { name: '智能台灯', nameEn: 'Smart lamp', category: 'electronics' };

  it('lists 5 of 6 (a refused one with its reason), adds the sixth once for a key sent twice, and the seventh is the maximum', async () => {
    const exhibitor = await exhibitorOf(P.admin);
    const list = await exhibitor.fetchExhibits.execute();
    const bad = await exhibitor.saveExhibit.execute({ ...lamp, name: '灯' });
    const first = await exhibitor.saveExhibit.execute(lamp, { idempotencyKey: 'exhibit-1' });
    const replay = await exhibitor.saveExhibit.execute(lamp, { idempotencyKey: 'exhibit-1' });
    const seventh = await exhibitor.saveExhibit.execute({ ...lamp, name: '智能插座' });
    const after = await exhibitor.fetchExhibits.execute();

    expect(list).toMatchObject({ ok: true, value: { max: 6 } });
    expect(list.ok && list.value.exhibits.find((e) => e.state === 'rejected')?.rejectReason).toBe('图片不清晰，请重新上传');
    expect(list.ok && list.value.exhibits.find((e) => e.state === 'approved')).not.toHaveProperty('rejectReason');
    expect(bad).toMatchObject({ ok: false, error: { code: 'VALIDATION.REQUIRED', field: 'name' } });
    expect(first).toMatchObject({ ok: true, value: { name: '智能台灯', state: 'pending' } });
    expect(replay).toEqual(first);
    const second = await exhibitor.apply.execute(application, { idempotencyKey: 'apply-2' });
    expect(second).toMatchObject({ ok: false, error: { code: 'EXHIBITOR.APPLICATION_EXISTS' } });
    expect(seventh).toMatchObject({ ok: false, error: { code: 'LIMIT.MAX_EXHIBITS', params: { max: '6' } } });
    expect(after.ok && after.value.exhibits).toHaveLength(6);
  });

  it('removes one at the maximum (6 of 6) once for a key sent twice, after which another is taken; an unknown one is refused in the server\'s words', async () => {
    const exhibitor = await exhibitorOf('13800000207');
    const removed = await exhibitor.removeExhibit.execute({ exhibitId: 'exh-1009-6' }, { idempotencyKey: 'remove-1' });
    const again = await exhibitor.removeExhibit.execute({ exhibitId: 'exh-1009-6' }, { idempotencyKey: 'remove-1' });
    const list = await exhibitor.fetchExhibits.execute();
    const unknown = await exhibitor.removeExhibit.execute({ exhibitId: 'exh-1009-6' });

    expect(removed).toMatchObject({ ok: true, value: { max: 6 } });
    expect(removed.ok && removed.value.exhibits.map((e) => e.id)).toEqual(['exh-1009-1', 'exh-1009-2', 'exh-1009-3', 'exh-1009-4', 'exh-1009-5']);
    expect(again).toEqual(removed);
    expect(list.ok && list.value.exhibits).toHaveLength(5);
    expect(unknown).toMatchObject({ ok: false });
    expect(!unknown.ok && unknown.error.detail).toContain('展品不存在');
    expect(await exhibitor.removeExhibit.execute({ exhibitId: ' ' })).toMatchObject({ ok: false, error: { code: 'VALIDATION.REQUIRED', field: 'exhibitId' } });
    expect(await exhibitor.saveExhibit.execute(lamp)).toMatchObject({ ok: true, value: { name: '智能台灯', state: 'pending' } });
    const full = await exhibitor.fetchExhibits.execute();
    expect(full.ok && full.value.exhibits).toHaveLength(6);
  });

  it('refuses a products-only login with the permission code', async () => {
    const list = await (await exhibitorOf(P.productsOnly)).fetchExhibits.execute();
    expect(list).toMatchObject({ ok: false, error: { code: 'EXHIBITOR.PERMISSION_NOT_OPENED' } });
  });

  it("refuses another company's code to a login already of one (5002, with its company's name)", async () => {
    const other = await (await exhibitorOf(P.admin)).certify.execute({ code: 'FPX7K2Q9' });

    expect(other).toMatchObject({ ok: false, error: { code: 'EXHIBITOR.ALREADY_CERTIFIED' } });
    expect(JSON.stringify(!other.ok && other.error)).toContain('示范电子有限公司');
  });

  it('refuses every write on exh-closed-demo, whose company information is closed (5003)', async () => {
    const { client } = await loggedIn(ctx.server, ctx.link({ exhibitionId: 'exh-closed-demo', registerType: 'exhibitorDept' }, '/exhibitorSelfService/exhibitorRegist/login'), P.newcomer);
    const exhibitor = getExhibitor(client);

    expect(await exhibitor.apply.execute(application)).toMatchObject({ ok: false, error: { code: 'REGISTRATION.SUBMISSION_CLOSED' } });
    expect(await exhibitor.certify.execute({ code: 'FPX7K2Q9' })).toMatchObject({ ok: false, error: { code: 'REGISTRATION.SUBMISSION_CLOSED' } });
  });
});

describe('the deadline calendar', () => {
  it('reads every deadline of the company on one list (materials and bookings) and the open ones as calendar events', async () => {
    const exhibitor = await exhibitorOf(P.admin);
    const read = await exhibitor.fetchDeadlines.execute();

    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const kinds = new Set(read.value.deadlines.map((d) => d.kind));
    expect([...kinds].sort()).toEqual(['ads', 'material', 'service', 'translation']);
    const events = deadlineCalendarEvents(read.value.deadlines, read.value.serverTime, 'en');
    expect(events.length).toBeGreaterThan(0);
    expect(events.length).toBeLessThan(read.value.deadlines.length);
    expect(events.every((e) => e.alarms.length === 2)).toBe(true);
  });

  it('hands out the same deadlines as one .ics at a signed address without the token', async () => {
    const file = await (await exhibitorOf(P.admin)).fetchDeadlineCalendarFile.execute();

    expect(file).toMatchObject({ ok: true, value: { fileName: 'exhibitor-deadlines.ics' } });
    if (!file.ok) return;
    const text = await (await fetch(file.value.url)).text();
    expect(text).toContain('BEGIN:VALARM');
  });
});

