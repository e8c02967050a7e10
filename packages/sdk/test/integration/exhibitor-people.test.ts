// The exhibitor's people over real HTTP against the contract server, answering as the real backend's
// Jackson setup does (no English name or refusal reason written "", read as absent): the pass types with
// quota and window, a holder refused before sending (the person named in the field), the same ID twice
// refused before sending, one already held refused by the server (4701 {index, name}), the quota (5101
// as LIMIT.MAX_DOCUMENTS {max, left}) and a closed type (5102 as DOCUMENT.APPLICATION_CLOSED
// {closesAt}); one application for a key sent twice; last edition's people reused; the staff link and its
// landing without a login (an unknown link STAFF.INVITE_LINK_INVALID).
import { passRefusal, readStaffSheet } from '@fairpass/domain/exhibitor-people';
import { describe, expect, it } from 'vitest';
import { getExhibitorPeople } from '../../src/exhibitor-people';
import { getRegistration } from '../../src/registration';
import { loggedIn, testClient, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const ADMIN = '13800000005';
const person = (name: string, idNumber: string) => ({ name, phone: '13900009999', idType: 'idCard', idNumber });
const ID_A = '11010519491231002x';
const ID_B = '110105194912310038';
const ID_C = '110105194912310054';

async function peopleOf(phone: string) {
  const { client } = await loggedIn(ctx.server, ctx.link({ registerType: 'exhibitorDept' }, '/user-center'), phone);
  return getExhibitorPeople(client);
}

describe('the pass types', () => {
  it('with quota, used, left and window, judged on the server clock as the domain judges them', async () => {
    const passes = await (await peopleOf(ADMIN)).fetchPassTypes.execute();
    expect(passes.ok).toBe(true);
    if (!passes.ok) return;
    const [exhibitor, buildUp, dismantling] = passes.value.types;
    expect(exhibitor).toMatchObject({ type: 'exhibitor', name: '展商证', nameEn: 'Exhibitor pass', quota: 6, used: 4, left: 2, state: 'open' });
    expect(buildUp).toMatchObject({ type: 'buildUp', left: 4 });
    expect(dismantling).toMatchObject({ type: 'dismantling', state: 'closed' });
    expect(passRefusal(exhibitor!, 3, passes.value.serverTime)?.code).toBe('LIMIT.MAX_DOCUMENTS');
    expect(passRefusal(dismantling!, 1, passes.value.serverTime)?.code).toBe('DOCUMENT.APPLICATION_CLOSED');
  });

  it('lists the holders of a type a page at a time, masked, with no refusal reason where there is none', async () => {
    const page = await (await peopleOf(ADMIN)).listHolders.execute({ type: 'exhibitor', current: 1, size: 2 });
    expect(page).toMatchObject({ ok: true, value: { total: 4, pages: 2, records: [{ name: '韩员工', state: 'approved' }, { name: '杨员工', state: 'reviewing' }] } });
    expect(page.ok && page.value.records[0]).not.toHaveProperty('rejectReason');
    expect(page.ok && page.value.records[0]?.phone).toBe('138****0030');
  });
});

describe('applying for passes', () => {
  it('refuses a bad holder and the same ID twice before sending, naming the person', async () => {
    const people = await peopleOf(ADMIN);
    const badName = await people.submitHolders.execute({ credentialType: 'exhibitor', people: [person('王小明', ID_A), person('工作人员', ID_B)] });
    const twice = await people.submitHolders.execute({ credentialType: 'exhibitor', people: [person('王小明', ID_A), person('李小红', ID_A.toUpperCase())] });
    expect(badName).toMatchObject({ ok: false, error: { code: 'VALIDATION.NAME_INVALID', field: 'people.1.name' } });
    expect(twice).toMatchObject({ ok: false, error: { code: 'REGISTRATION.DUPLICATE_DOCUMENT', params: { index: '1', name: '李小红' } } });
  });

  it('sends one application for a key sent twice, then the quota and the closed type are the spec’s refusals', async () => {
    const people = await peopleOf(ADMIN);
    const two = { credentialType: 'exhibitor', people: [person('王小明', ID_A), person('李小红', ID_B)] };
    const first = await people.submitHolders.execute(two, { idempotencyKey: 'passes-1' });
    const replay = await people.submitHolders.execute(two, { idempotencyKey: 'passes-1' });
    const seventh = await people.submitHolders.execute({ credentialType: 'exhibitor', people: [person('赵小刚', ID_C)] });
    const closed = await people.submitHolders.execute({ credentialType: 'dismantling', people: [person('赵小刚', ID_C)] });
    expect(first).toEqual({ ok: true, value: { accepted: 2, left: 0 } });
    expect(replay).toEqual(first);
    expect(seventh).toMatchObject({ ok: false, error: { code: 'LIMIT.MAX_DOCUMENTS', params: { max: '6', left: '0' } } });
    expect(closed).toMatchObject({ ok: false, error: { code: 'DOCUMENT.APPLICATION_CLOSED' } });
    expect(!closed.ok && closed.error.params?.['closesAt']).toMatch(/^\d{4}-\d\d-\d\d /);
  });

  it('refuses an ID a pass already holds with the server’s 4701 naming the person', async () => {
    const people = await peopleOf(ADMIN);
    const history = await people.fetchPreviousHolders.execute({ type: 'exhibitor' });
    expect(history.ok && history.value.map((h) => [h.name, h.reused])[0]).toEqual(['刘往届', false]);
    const reused = await people.reuseHolders.execute({ credentialType: 'exhibitor', ids: ['hist-1001-2', 'hist-1001-1'] });
    expect(reused).toMatchObject({ ok: false, error: { code: 'REGISTRATION.DUPLICATE_DOCUMENT', params: { index: '1', name: '刘往届' } } });
    const two = await people.reuseHolders.execute({ credentialType: 'exhibitor', ids: ['hist-1001-2', 'hist-1001-3'] });
    expect(two).toEqual({ ok: true, value: { accepted: 2, left: 0 } });
  });

  it('removes a pass not issued yet, freeing its place', async () => {
    const people = await peopleOf(ADMIN);
    const page = await people.listHolders.execute({ type: 'exhibitor', state: 'reviewing', current: 1, size: 10 });
    const id = page.ok ? (page.value.records[0]?.id ?? '') : '';
    expect(await people.removeHolder.execute({ relationId: id })).toEqual({ ok: true, value: { accepted: 0, left: 3 } });
  });
});

describe('a lost pass', () => {
  const gate = async (code: string) =>
    (await fetch(`${ctx.server.url}/__contract/pass-code/verify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) })).json();
  const codesOf = async (phone: string): Promise<{ relationId: string; code: string; state: string }[]> => (await fetch(`${ctx.server.url}/__contract/relation/codes?phone=${phone}`)).json();

  it('reports an issued pass lost once for a key sent twice: the old code refused at the gate, the new pass accepted', async () => {
    const people = await peopleOf(ADMIN);
    const page = await people.listHolders.execute({ type: 'exhibitor', keyword: '韩员工', current: 1, size: 10 });
    const holder = page.ok ? page.value.records[0] : undefined;
    const [old] = await codesOf('13800000030');
    const first = await people.reportLoss.execute({ relationId: holder?.id ?? '' }, { idempotencyKey: 'lost-1' });
    const replay = await people.reportLoss.execute({ relationId: holder?.id ?? '' }, { idempotencyKey: 'lost-1' });
    expect(first).toMatchObject({ ok: true, value: { name: '韩员工' } });
    expect(replay).toEqual(first);
    const codes = await codesOf('13800000030');
    expect(codes.map((c) => c.state)).toEqual(['lost', 'reissued']);
    expect(await gate(old?.code ?? '')).toMatchObject({ valid: false, reason: 'lost' });
    expect(await gate(codes[1]?.code ?? '')).toMatchObject({ valid: true });
  });

  it('refuses a pass not issued yet as BADGE.NOT_LOSABLE', async () => {
    const people = await peopleOf(ADMIN);
    const page = await people.listHolders.execute({ type: 'exhibitor', state: 'reviewing', current: 1, size: 10 });
    const id = page.ok ? (page.value.records[0]?.id ?? '') : '';
    expect(await people.reportLoss.execute({ relationId: id })).toMatchObject({ ok: false, error: { code: 'BADGE.NOT_LOSABLE' } });
  });
});

describe('inviting a listed person to visit as a visitor', () => {
  it('sends one text for a double tap (the same key) and the list says when; a lost pass is BADGE.NOT_INVITABLE', async () => {
    const people = await peopleOf(ADMIN);
    const page = await people.listHolders.execute({ type: 'exhibitor', state: 'reviewing', current: 1, size: 10 });
    const holder = page.ok ? page.value.records[0] : undefined;
    expect(holder?.visitorInvitedAt).toBeUndefined();
    const before = ctx.server.state.reach.outbox.length;
    const first = await people.inviteVisitor.execute({ relationId: holder?.id ?? '' }, { idempotencyKey: 'invite-visitor-1' });
    const replay = await people.inviteVisitor.execute({ relationId: holder?.id ?? '' }, { idempotencyKey: 'invite-visitor-1' });
    expect(first).toMatchObject({ ok: true, value: { relationId: holder?.id, name: holder?.name, sentTo: holder?.phone } });
    expect(replay).toEqual(first);
    expect(ctx.server.state.reach.outbox.length).toBe(before + 1);
    const again = await people.listHolders.execute({ type: 'exhibitor', state: 'reviewing', current: 1, size: 10 });
    const listed = again.ok ? again.value.records.find((r) => r.id === holder?.id) : undefined;
    expect(listed?.visitorInvitedAt).toBe(first.ok ? first.value.invitedAt : 'not sent');

    const issued = await people.listHolders.execute({ type: 'exhibitor', state: 'approved', current: 1, size: 10 });
    const lostId = issued.ok ? (issued.value.records[0]?.id ?? '') : '';
    expect(await people.reportLoss.execute({ relationId: lostId })).toMatchObject({ ok: true });
    expect(await people.inviteVisitor.execute({ relationId: lostId })).toMatchObject({ ok: false, error: { code: 'BADGE.NOT_INVITABLE' } });
    expect(await people.inviteVisitor.execute({ relationId: ' ' })).toMatchObject({ ok: false, error: { code: 'VALIDATION.REQUIRED' } });
  });
});

describe('a holder’s photo', () => {
  const png = (size: number) => {
    const bytes = new Uint8Array(size);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return new File([bytes], 'face.png', { type: 'image/png' });
  };

  it('refuses a photo over 200 KB before sending, uploads one within, and the holder sent with it shows it', async () => {
    const people = await peopleOf(ADMIN);
    expect(await people.uploadHolderPhoto.execute({ file: png(201 * 1024) })).toMatchObject({ ok: false, error: { code: 'VALIDATION.FILE_TOO_LARGE' } });
    const photo = await people.uploadHolderPhoto.execute({ file: png(120 * 1024) });
    expect(photo).toMatchObject({ ok: true, value: { size: 120 * 1024, name: 'face.png' } });
    const fileId = photo.ok ? photo.value.fileId : '';
    const sent = await people.submitHolders.execute({ credentialType: 'buildUp', people: [{ ...person('王小明', ID_A), photoFileId: fileId }] });
    expect(sent).toEqual({ ok: true, value: { accepted: 1, left: 3 } });
    const page = await people.listHolders.execute({ type: 'buildUp', current: 1, size: 10 });
    expect(page).toMatchObject({ ok: true, value: { records: [{ name: '王小明', photo: true }] } });
  });
});

describe('extra passes beyond the quota', () => {
  it('orders 2 for 13800000210 at 6 of 6 once for a key sent twice, as an order of kind credential to pay', async () => {
    const people = await peopleOf('13800000210');
    const first = await people.buyExtraPasses.execute({ credentialType: 'exhibitor', quantity: 2 }, { idempotencyKey: 'extra-1' });
    const replay = await people.buyExtraPasses.execute({ credentialType: 'exhibitor', quantity: 2 }, { idempotencyKey: 'extra-1' });
    expect(first).toMatchObject({ ok: true, value: { kind: 'credential', total: '400.00', orderStatus: 'reserved', paymentStatus: 'awaiting' } });
    expect(replay.ok && first.ok && replay.value.orderId).toBe(first.ok && first.value.orderId);
  });

  it('refuses 0 or 21 before sending and a closed type as DOCUMENT.APPLICATION_CLOSED', async () => {
    const people = await peopleOf('13800000210');
    expect(await people.buyExtraPasses.execute({ credentialType: 'exhibitor', quantity: 0 })).toMatchObject({ ok: false, error: { code: 'VALIDATION.OUT_OF_RANGE' } });
    expect(await people.buyExtraPasses.execute({ credentialType: 'exhibitor', quantity: 21 })).toMatchObject({ ok: false, error: { code: 'VALIDATION.OUT_OF_RANGE' } });
    expect(await people.buyExtraPasses.execute({ credentialType: 'dismantling', quantity: 1 })).toMatchObject({ ok: false, error: { code: 'DOCUMENT.APPLICATION_CLOSED' } });
  });
});

describe('the staff link', () => {
  it('names the company as the server knows it, without a login; an unknown link is STAFF.INVITE_LINK_INVALID', async () => {
    const link = await (await peopleOf(ADMIN)).fetchStaffInviteCode.execute({ credentialType: 'exhibitor' });
    expect(link).toMatchObject({ ok: true, value: { registerLinkId: 'staff-dept-1001-badge', deptId: 'dept-1001', credentialType: 'exhibitor' } });
    expect(link.ok && link.value).not.toHaveProperty('expiresAt');
    const { client } = testClient(ctx.server);
    await client.startFromLink.execute({ url: ctx.link({ registerType: 'exhibitorInviteStaff', registerLinkId: 'staff-dept-1001-badge', inviteDeptId: 'dept-1001' }, '/exhibitorSelfService/exhInviteStaff') });
    const landing = await getExhibitorPeople(client).fetchStaffLanding.execute({ registerLinkId: 'staff-dept-1001-badge' });
    const unknown = await getExhibitorPeople(client).fetchStaffLanding.execute({ registerLinkId: 'staff-nobody' });
    expect(landing).toMatchObject({ ok: true, value: { companyName: '示范电子有限公司', companyNameEn: 'Demo Electronics Co., Ltd.', credentialName: '展商证', boothNos: ['A1-101', 'A1-102'] } });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'STAFF.INVITE_LINK_INVALID' } });
  });

  it('is renewed once for a key sent twice: the old link is STAFF.INVITE_LINK_INVALID from then on, the new one names the company', async () => {
    const people = await peopleOf(ADMIN);
    const renewed = await people.renewStaffInviteCode.execute({ credentialType: 'exhibitor' }, { idempotencyKey: 'renew-1' });
    const again = await people.renewStaffInviteCode.execute({ credentialType: 'exhibitor' }, { idempotencyKey: 'renew-1' });
    expect(renewed).toMatchObject({ ok: true, value: { deptId: 'dept-1001', credentialType: 'exhibitor' } });
    expect(again).toEqual(renewed);
    const fresh = renewed.ok ? renewed.value.registerLinkId : '';
    expect(fresh).not.toBe('staff-dept-1001-badge');
    expect(await people.fetchStaffInviteCode.execute({ credentialType: 'exhibitor' })).toEqual(renewed);
    expect(await people.renewStaffInviteCode.execute({ credentialType: ' ' })).toMatchObject({ ok: false, error: { code: 'VALIDATION.REQUIRED' } });

    const { client } = testClient(ctx.server);
    await client.startFromLink.execute({ url: ctx.link({ registerType: 'exhibitorInviteStaff', registerLinkId: fresh, inviteDeptId: 'dept-1001' }, '/exhibitorSelfService/exhInviteStaff') });
    const landing = getExhibitorPeople(client).fetchStaffLanding;
    expect(await landing.execute({ registerLinkId: 'staff-dept-1001-badge' })).toMatchObject({ ok: false, error: { code: 'STAFF.INVITE_LINK_INVALID' } });
    expect(await landing.execute({ registerLinkId: fresh })).toMatchObject({ ok: true, value: { companyName: '示范电子有限公司' } });
  });
});

describe('a staff member applying through the link', () => {
  it('records the link with the new login, then the completed form puts them on the company’s list for review', async () => {
    const { client } = testClient(ctx.server);
    await client.startFromLink.execute({ url: ctx.link({ registerType: 'exhibitorInviteStaff', registrationSource: 'exhInviteStaffCard', registerLinkId: 'staff-dept-1001-badge', inviteDeptId: 'dept-1001' }, '/exhibitorSelfService/exhInviteStaff') });
    const login = await client.loginBySms.execute({ phone: '13800000212', code: '123456' });
    expect(login.ok).toBe(true);
    expect(await client.nextStep.execute()).toMatchObject({ ok: true, value: { kind: 'route', path: '/exhibitorSelfService/exhInviteStaff' } });
    const people = getExhibitorPeople(client);
    expect(await people.recordStaffApplication.execute({}, { idempotencyKey: 'staff-212' })).toEqual({ ok: true, value: { recorded: true } });
    expect(await people.recordStaffApplication.execute()).toEqual({ ok: true, value: { recorded: false } });
    expect(await client.nextStep.execute()).toMatchObject({ ok: true, value: { kind: 'route', path: '/infoWap' } });
    const form = await getRegistration(client).submitPersonalInfo.execute({ values: { name: '新员工', company: '示范电子有限公司', position: 'buyer', industry: 'food' } });
    expect(form.ok).toBe(true);
    expect(await client.nextStep.execute()).toMatchObject({ ok: true, value: { kind: 'route', path: '/exhibitorSelfService/auditing' } });
    const holders = await (await peopleOf(ADMIN)).listHolders.execute({ type: 'exhibitor', current: 1, size: 20 });
    expect(holders.ok && holders.value.records.find((h) => h.name === '新员工')).toMatchObject({ state: 'reviewing', phone: '138****0212' });
  });
});

describe('the staff sheet template', () => {
  it('is a signed address without a token whose file the domain reads as a sheet with no one in it yet', async () => {
    const people = await peopleOf(ADMIN);
    const file = await people.fetchStaffSheetTemplate.execute({ credentialType: 'buildUp' });
    expect(file).toMatchObject({ ok: true, value: { fileName: expect.stringMatching(/\.csv$/) } });
    if (!file.ok) return;
    expect(file.value.url).not.toMatch(/token|openid/i);
    expect(readStaffSheet(await (await fetch(file.value.url)).text())).toEqual({ problem: 'noRows' });
    expect(await people.fetchStaffSheetTemplate.execute({ credentialType: ' ' })).toMatchObject({ ok: false, error: { code: 'VALIDATION.REQUIRED' } });
  });
});
