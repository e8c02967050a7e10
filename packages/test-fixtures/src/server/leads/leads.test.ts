// The lead tool's routes over HTTP: lookups (found, "Customer information not found"), one lead per
// client id and per visitor, edits merged field by field with versions, scopes (admin sees all), the
// xlsx export at its signed address, packages by WeChat Pay and by reviewed bank transfer, staff, the
// single login (4901), faults and the Jackson-nulls switch.
import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { collectReplies, jacksonSwitchChecks } from '../../test-support/jackson-replies';
import { prepayIdOf } from '../../test-support/ticketing-http';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';
import { RC } from '../context';
import { LEADS_REPLY_DATA } from './leads-field-types';

const { server, http, shop } = await ticketingTestServer({ now: () => Date.UTC(2026, 4, 12, 2, 0, 0) });

const L = SEED.leads;
const demo = SEED.exhibitions.demo;
const single = SEED.phones.tradeFairExhibitor;
const data = async (token: string, path: string, query: Record<string, string> = {}) => (await shop.get(token, path, { exhibitionId: demo, ...query })).body.data;
const draft = (fields: Record<string, unknown> = {}) => ({ exhibitionId: demo, leadId: randomUUID(), source: 'qr', badgeCode: L.firstBadge, rating: 'hot', tags: ['VIP'], notes: '', capturedAt: '2026-05-12 10:00:00', ...fields });

describe('looking a visitor up', () => {
  it('finds the seeded visitors by badge and by mobile, with the account’s lead when there is one', async () => {
    const token = await shop.login(single);
    const byQr = await data(token, 'lead/byQr', { code: L.firstBadge.toLowerCase() });
    expect(byQr.visitor).toMatchObject({ badgeCode: L.firstBadge, mobile: L.firstMobile });
    expect(byQr.lead).toMatchObject({ leadId: 'seed-lead-0001', version: 1 });
    const byMobile = await data(token, 'lead/byMobile', { mobile: '13900170050' });
    expect(byMobile).toEqual({ visitor: expect.objectContaining({ badgeCode: 'FPB-2026-0050' }) });
  });

  it('answers "Customer information not found" (4902) for an unknown badge or mobile, and 4903 without a package', async () => {
    const token = await shop.login(single);
    expect((await shop.get(token, 'lead/byQr', { exhibitionId: demo, code: L.notFoundBadge })).body).toMatchObject({ code: 4902, msg: '未找到客户信息' });
    expect((await shop.get(token, 'lead/byMobile', { exhibitionId: demo, mobile: L.notFoundMobile })).body).toMatchObject({ code: 4902 });
    const none = await shop.login(L.noPackage);
    expect((await shop.get(none, 'lead/byQr', { exhibitionId: demo, code: L.firstBadge })).body).toMatchObject({ code: 4903 });
  });
});

describe('saving leads', () => {
  it('keeps one lead per client id: a repeat (even under another key) answers the same lead, created false', async () => {
    const token = await shop.login(L.multiAdmin);
    const body = draft({ badgeCode: 'FPB-2026-0020' });
    const first = await shop.post(token, 'lead/save', body);
    expect(first.body.data).toMatchObject({ created: true, lead: { leadId: body.leadId, name: expect.any(String), mobile: '13900170020', version: 1, rating: 'hot' } });
    const again = await shop.post(token, 'lead/save', { ...body, rating: 'cold' });
    expect(again.body.data).toEqual({ created: false, lead: first.body.data.lead });
  });

  it('keeps a lead saved without a rating unrated, and counts it as unrated rather than warm', async () => {
    const token = await shop.login(L.multiAdmin);
    const { rating: _rating, ...unratedDraft } = draft({ badgeCode: 'FPB-2026-0021' });
    const saved = await shop.post(token, 'lead/save', unratedDraft);
    expect(saved.body.data).toMatchObject({ created: true, lead: { rating: 'unrated' } });
    expect(await data(token, 'lead/count', { scope: 'all' })).toMatchObject({ unrated: 1 });
    const listed = await data(token, 'lead/list', { current: '1', size: '20', scope: 'all', rating: 'unrated' });
    expect(listed.records.map((l: { leadId: string }) => l.leadId)).toEqual([unratedDraft.leadId]);
  });

  it('keeps one lead per account and visitor: a second phone’s scan answers the first lead', async () => {
    const staff = await shop.login(L.multiStaff);
    const reply = await shop.post(staff, 'lead/save', draft({ badgeCode: 'FPB-2026-0006' }));
    expect(reply.body.data).toMatchObject({ created: false, lead: { leadId: 'seed-lead-0006' } });
  });

  it('refuses an unknown badge (4902), bad details (4905 with the fields) and no package (4903); takes a lead typed by hand', async () => {
    const token = await shop.login(single);
    expect((await shop.post(token, 'lead/save', draft({ badgeCode: L.notFoundBadge }))).body).toMatchObject({ code: 4902 });
    expect((await shop.post(token, 'lead/save', draft({ source: 'manual', name: '王', mobile: '123' }))).body).toMatchObject({
      code: 4905,
      data: { fields: { name: ['VALIDATION.NAME_INVALID'], mobile: ['VALIDATION.PHONE_INVALID'] } },
    });
    const manual = await shop.post(token, 'lead/save', draft({ source: 'manual', badgeCode: undefined, name: '手工客户', mobile: '13712345678', company: '某公司' }));
    expect(manual.body.data).toMatchObject({ created: true, lead: { source: 'manual', name: '手工客户', company: '某公司' } });
    expect(manual.body.data.lead.visitorId).toBeUndefined();
    const none = await shop.login(L.noPackage);
    expect((await shop.post(none, 'lead/save', draft())).body).toMatchObject({ code: 4903 });
  });

  it('merges edits field by field, the last write winning, and says when someone else wrote since', async () => {
    const token = await shop.login(single);
    const a = await shop.post(token, 'lead/update', { leadId: 'seed-lead-0001', baseVersion: 1, patch: { notes: 'from phone A' } });
    expect(a.body.data).toMatchObject({ merged: false, lead: { notes: 'from phone A', version: 2 } });
    const b = await shop.post(token, 'lead/update', { leadId: 'seed-lead-0001', baseVersion: 1, patch: { rating: 'cold', followUp: { date: '2026-05-20', note: 'call', done: false } } });
    expect(b.body.data).toMatchObject({ merged: true, lead: { notes: 'from phone A', rating: 'cold', version: 3, followUp: { date: '2026-05-20' } } });
    const removed = await shop.post(token, 'lead/update', { leadId: 'seed-lead-0001', baseVersion: 3, patch: { followUp: null, name: '改名' } });
    expect(removed.body).toMatchObject({ code: 4905, data: { fields: { name: ['VALIDATION.OUT_OF_RANGE'] } } });
    const ok = await shop.post(token, 'lead/update', { leadId: 'seed-lead-0001', baseVersion: 3, patch: { followUp: null } });
    expect(ok.body.data.lead.followUp).toBeUndefined();
    expect((await shop.post(token, 'lead/update', { leadId: 'nope', baseVersion: 0, patch: {} })).body).toMatchObject({ code: 400 });
  });
});

describe('lists, counts, the survey and the export', () => {
  it('shows staff their own leads and the admin everyone’s; staff may not ask for all (4904)', async () => {
    const admin = await shop.login(L.multiAdmin);
    const staff = await shop.login(L.multiStaff);
    expect((await data(admin, 'lead/list', { current: '1', size: '20' })).total).toBe(3);
    expect((await data(admin, 'lead/list', { current: '1', size: '20', scope: 'all' })).total).toBe(7);
    expect((await data(staff, 'lead/list', { current: '1', size: '20' })).total).toBe(4);
    expect((await shop.get(staff, 'lead/list', { exhibitionId: demo, scope: 'all', current: '1', size: '20' })).body).toMatchObject({ code: 4904 });
    expect(await data(admin, 'lead/count', { scope: 'all' })).toEqual({ total: 7, hot: 3, warm: 2, cold: 2, unrated: 0 });
    const hot = await data(admin, 'lead/list', { current: '1', size: '20', scope: 'all', rating: 'hot' });
    expect(hot.records.every((l: { rating: string }) => l.rating === 'hot')).toBe(true);
  });

  it('gives the account’s survey, and answers are kept with the lead', async () => {
    const token = await shop.login(single);
    const survey = await data(token, 'lead/survey');
    expect(survey.questions.map((q: { id: string }) => q.id)).toEqual(['q-budget', 'q-products', 'q-timing']);
    const answered = await shop.post(token, 'lead/update', { leadId: 'seed-lead-0002', baseVersion: 1, patch: { survey: { surveyId: survey.surveyId, answers: [{ questionId: 'q-budget', optionIds: ['b-large'] }] } } });
    expect(answered.body.data.lead.survey.answers).toEqual([{ questionId: 'q-budget', optionIds: ['b-large'] }]);
    const wrong = await shop.post(token, 'lead/update', { leadId: 'seed-lead-0002', baseVersion: 2, patch: { survey: { surveyId: survey.surveyId, answers: [{ questionId: 'q-nope' }] } } });
    expect(wrong.body).toMatchObject({ code: 4905 });
  });

  it('exports an xlsx at a signed address: text cells (the mobile stays 11 digits), survey columns, 403 when tampered', async () => {
    const token = await shop.login(single);
    const prepared = await data(token, 'lead/export');
    expect(prepared).toMatchObject({ format: 'xlsx', count: 5, fileName: expect.stringMatching(/^leads-\d{4}-\d{2}-\d{2}\.xlsx$/) });
    const file = await fetch(prepared.url);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet?.name).toBe('线索');
    expect(sheet?.getRow(1).values).toEqual(expect.arrayContaining(['姓名', '手机', '采购预算']));
    const mobiles = Array.from({ length: 5 }, (_, i) => sheet?.getRow(i + 2).getCell(2).value);
    expect(mobiles.every((m) => typeof m === 'string' && /^1390017\d{4}$/.test(m))).toBe(true);
    expect((await fetch(prepared.url.replace(/sig=.{4}/, 'sig=0000'))).status).toBe(403);
  });
});

describe('packages', () => {
  it('lists the two packages at the spec’s prices and shows the account', async () => {
    const token = await shop.login(L.noPackage);
    expect((await data(token, 'leadPackage/catalogue')).map((o: { packageType: string; price: string }) => [o.packageType, o.price])).toEqual([
      ['single', '1000.00'],
      ['multi', '3000.00'],
    ]);
    expect(await data(token, 'lead/account')).toEqual({ accountId: L.accounts.none, exhibitionId: demo, company: '新展商科技有限公司', role: 'admin', staffCount: 0 });
    expect(await data(await shop.login(single), 'lead/account')).toMatchObject({ role: 'admin', package: { packageType: 'single', maxConcurrentLogins: 1 } });
  });

  it('is bought by WeChat Pay as a package order paid like a ticket order', async () => {
    const token = await shop.login(L.noPackage);
    const order = (await shop.post(token, 'leadPackage/order', { exhibitionId: demo, packageType: 'single' })).body.data;
    expect(order).toMatchObject({ kind: 'package', total: '1000.00', orderStatus: 'reserved', paymentStatus: 'awaiting' });
    const pay = await shop.post(token, 'order/pay', { orderId: order.orderId, channel: 'jsapi' });
    server.settleJsapi(prepayIdOf(pay.body.data.jsapi.package), 'ok');
    expect(await data(token, 'lead/account')).toMatchObject({ package: { packageType: 'single', paidBy: 'wechat', orderId: order.orderId } });
    expect((await shop.post(token, 'leadPackage/order', { exhibitionId: demo, packageType: 'multi' })).body).toMatchObject({ code: 4906 });
    // Its fapiao is requested like any paid order's (issue 29).
    expect(await data(token, 'invoice/eligibility', { orderId: order.orderId })).toMatchObject({ orderId: order.orderId, total: '1000.00', invoiceable: true });
  });

  it('is bought by bank transfer with a receipt the organiser reviews; staff may not buy', async () => {
    const token = await shop.login(L.noPackage);
    const bank = await data(token, 'leadPackage/bankInfo');
    expect(bank).toMatchObject({ accountName: L.bank.accountName, reference: 'FPL-LA-1152' });
    const form = new FormData();
    form.set('file', new Blob([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], { type: 'image/png' }), 'receipt.png');
    const receipt = (await http.call('POST', `${RC}leadPackage/receipt/upload`, { token, body: form })).body.data;
    expect(receipt).toMatchObject({ contentType: 'image/png', name: 'receipt.png' });
    const bad = new FormData();
    bad.set('file', new Blob(['not a pdf']), 'receipt.pdf');
    expect((await http.call('POST', `${RC}leadPackage/receipt/upload`, { token, body: bad })).body).toMatchObject({ code: 4521, data: { reason: 'type' } });
    const transfer = (await shop.post(token, 'leadPackage/transfer', { exhibitionId: demo, packageType: 'multi', receiptFileId: receipt.fileId })).body.data;
    expect(transfer).toMatchObject({ state: 'in_review', amount: '3000.00' });
    expect((await shop.post(token, 'leadPackage/order', { exhibitionId: demo, packageType: 'multi' })).body).toMatchObject({ code: 4907 });
    expect(await data(token, 'lead/account')).toMatchObject({ transfer: { state: 'in_review' } });
    const review = await http.call('POST', '/__contract/leads/transfer/review', { body: { transferId: transfer.transferId, outcome: 'approved' } });
    expect(review.body).toMatchObject({ ok: true, transfer: { state: 'approved' } });
    const account = await data(token, 'lead/account');
    expect(account).toMatchObject({ package: { packageType: 'multi', paidBy: 'transfer', orderId: expect.any(String) } });
    // The approval records the package as a paid order of the buyer's, so its fapiao can be requested (issue 29).
    expect(await data(token, 'invoice/eligibility', { orderId: account.package.orderId })).toMatchObject({ total: '3000.00', invoiceable: true });
    const applied = await shop.post(token, 'invoice/apply', { orderId: account.package.orderId, header: { kind: 'enterprise', invoiceType: 'ordinary', title: '新展商科技有限公司', taxNumber: SEED.aftersales.creditCode, delivery: 'email', deliverTo: 'finance@example.com' } });
    expect(applied.body).toMatchObject({ code: 200, data: { orderId: account.package.orderId, status: expect.any(String) } });
    expect(await data(token, 'lead/account')).toMatchObject({ package: { paidBy: 'transfer' } });
    const staff = await shop.login(L.multiStaff);
    expect((await shop.post(staff, 'leadPackage/order', { exhibitionId: demo, packageType: 'multi' })).body).toMatchObject({ code: 4904 });
  });
});

describe('staff', () => {
  it('are added and removed by the admin of a multi-person account only, and listed to every member', async () => {
    const admin = await shop.login(L.multiAdmin);
    expect((await data(admin, 'lead/staff/list')).map((s: { role: string; leadCount: number }) => [s.role, s.leadCount])).toEqual([
      ['admin', 3],
      ['staff', 4],
    ]);
    const added = (await shop.post(admin, 'lead/staff/add', { exhibitionId: demo, name: '新员工', phone: '13700001111' })).body.data;
    expect(added).toMatchObject({ role: 'staff', phone: '13700001111', leadCount: 0 });
    const newcomer = await shop.login('13700001111');
    expect(await data(newcomer, 'lead/account')).toMatchObject({ accountId: L.accounts.multi, role: 'staff' });
    expect((await shop.post(admin, 'lead/staff/add', { exhibitionId: demo, name: '抢人', phone: single })).body).toMatchObject({ code: 4908 });
    expect((await shop.post(await shop.login(single), 'lead/staff/add', { exhibitionId: demo, name: '加人', phone: '13700002222' })).body).toMatchObject({ code: 4909 });
    // Staff read who is in the account, and change nothing.
    const staffToken = await shop.login(L.multiStaff);
    expect((await data(staffToken, 'lead/staff/list')).map((s: { role: string }) => s.role)).toEqual(['admin', 'staff', 'staff']);
    expect((await shop.post(staffToken, 'lead/staff/remove', { exhibitionId: demo, userId: added.userId })).body).toMatchObject({ code: 4904 });
    expect((await shop.post(admin, 'lead/staff/remove', { exhibitionId: demo, userId: added.userId })).body.data).toBe(true);
  });
});

describe('the single login (spec §8)', () => {
  it('ends the first session of a single-person account when a second logs in: 4901, its refresh token gone', async () => {
    const first = await http.loginBySms(single);
    const second = await shop.login(single);
    const refused = await shop.get(first.access_token, 'lead/account', { exhibitionId: demo });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ code: 4901, msg: '登录已失效：同一时间只能有一名员工登录', data: null });
    expect((await http.token({ grant_type: 'refresh_token', refresh_token: first.refresh_token })).status).toBe(400);
    expect((await shop.get(second, 'lead/account', { exhibitionId: demo })).status).toBe(200);
  });

  it('leaves a multi-person account’s sessions alone', async () => {
    const first = await shop.login(L.multiAdmin);
    await shop.login(L.multiAdmin);
    expect((await shop.get(first, 'lead/account', { exhibitionId: demo })).status).toBe(200);
  });
});

describe('faults and replays', () => {
  it('a save whose reply was dropped after it committed, retried with its key, answers the same lead', async () => {
    const token = await shop.login(single);
    const body = draft({ badgeCode: 'FPB-2026-0030' });
    const key = randomUUID();
    server.faults.set(`POST ${RC}lead/save`, { dropAfterCommit: true, times: 1 });
    await expect(shop.post(token, 'lead/save', body, key)).rejects.toThrow();
    const retried = await shop.post(token, 'lead/save', body, key);
    expect(retried.body.data).toMatchObject({ created: true, lead: { leadId: body.leadId } });
    expect(server.state.leads.leads.filter((l) => l.leadId === body.leadId)).toHaveLength(1);
  });
});

describe('the Jackson-nulls switch', () => {
  const everyReply = (jacksonNulls: boolean) =>
    collectReplies(server, shop, jacksonNulls, async ({ get, post, keep }) => {
      const token = await shop.login(single);
      await get(token, 'lead/byQr', { exhibitionId: demo, code: 'FPB-2026-0040' });
      await get(token, 'lead/byMobile', { exhibitionId: demo, mobile: L.firstMobile });
      await get(token, 'lead/list', { exhibitionId: demo, current: '1', size: '5' });
      await get(token, 'lead/detail', { exhibitionId: demo, leadId: 'seed-lead-0001' });
      await post(token, 'lead/save', draft({ badgeCode: 'FPB-2026-0041', leadId: 'jackson-lead' }));
      await post(token, 'lead/update', { leadId: 'seed-lead-0001', baseVersion: 1, patch: { notes: 'x' } });
      await get(token, 'lead/count', { exhibitionId: demo });
      await get(token, 'lead/survey', { exhibitionId: demo });
      await get(token, 'lead/export', { exhibitionId: demo });
      await get(token, 'lead/account', { exhibitionId: demo });
      await get(token, 'leadPackage/catalogue', { exhibitionId: demo });
      await get(token, 'leadPackage/bankInfo', { exhibitionId: demo });
      const admin = await shop.login(L.multiAdmin);
      await get(admin, 'lead/staff/list', { exhibitionId: demo });
      await post(admin, 'lead/staff/add', { exhibitionId: demo, name: '杰克逊', phone: '13700003333' });
      await post(admin, 'lead/staff/remove', { exhibitionId: demo, userId: `u-${demo}-13700003333` });
      const none = await shop.login(L.noPackage);
      const form = new FormData();
      form.set('file', new Blob([Buffer.from('%PDF-1.4\n')]), 'r.pdf');
      const receipt = keep('POST', 'leadPackage/receipt/upload', await http.call('POST', `${RC}leadPackage/receipt/upload`, { token: none, body: form })) as { fileId: string };
      // An unpaid order does not stop a transfer; a transfer in review would stop an order (4907).
      await post(none, 'leadPackage/order', { exhibitionId: demo, packageType: 'multi' });
      await post(none, 'leadPackage/transfer', { exhibitionId: demo, packageType: 'single', receiptFileId: receipt.fileId });
    });
  jacksonSwitchChecks(LEADS_REPLY_DATA, everyReply, (key, body) =>
    // An order's number and times come from the run's sequence and clock.
    key.endsWith('leadPackage/order') ? { ...(body as { data: object }), data: { ...(body as { data: object }).data, orderId: '', orderNo: '' } } : body,
  );
});
