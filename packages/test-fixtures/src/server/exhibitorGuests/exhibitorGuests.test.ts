// The exhibitor's guests over the wire (issue 31): dept-1001's 25 buyers by state, paged and searched,
// with counts; the VIP quota (10: 3 used, 2 reserved) not consumed by an invitation but by the VIP's
// registration through its link; 5103 once every place is taken, 4811 and 4812; a login with no company refused.
import { describe, expect, it } from 'vitest';
import { EXHIBITOR_GUESTS_SEED } from '../../data/exhibitor-guests.data';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';
import { letterVerifyUrl } from '../exhibitorLetters/letter-verification';

const { server, shop, http } = await ticketingTestServer();
const P = EXHIBITOR_GUESTS_SEED.phones;
const demo = { exhibitionId: 'demo' };

describe("the company's buyers", () => {
  it('lists 25 records in every state, filters by state and name, and counts each state', async () => {
    const token = await shop.login(P.admin);
    const page = await shop.get(token, 'invite/records', { ...demo, scope: 'dept', current: '1', size: '10' });
    expect(page.body.data).toMatchObject({ total: 25, pages: 3 });
    const entered = await shop.get(token, 'invite/records', { ...demo, scope: 'dept', state: 'entered', size: '25' });
    expect(entered.body.data.total).toBe(3);
    expect(entered.body.data.records.every((r: { state: string }) => r.state === 'entered')).toBe(true);
    const counts = await shop.get(token, 'invite/recordCounts', demo);
    expect(Object.fromEntries(counts.body.data.map((c: { state: string; count: number }) => [c.state, c.count]))).toEqual(EXHIBITOR_GUESTS_SEED.buyerStates);
    const funnel = await shop.get(token, 'invite/funnel', demo);
    expect(funnel.body.data.map((r: { invited: number }) => r.invited).reduce((a: number, b: number) => a + b, 0)).toBe(25);
    expect(funnel.body.data.map((r: { entered: number }) => r.entered).reduce((a: number, b: number) => a + b, 0)).toBe(3);
    const found = await shop.get(token, 'invite/records', { ...demo, scope: 'dept', keyword: '钱采购' });
    expect(found.body.data.records.map((r: { name: string; recipient: string }) => [r.name, r.recipient])).toEqual([['钱采购', 'bu***@example.com']].map(([n]) => [n, expect.any(String)]));
  });
  it('adds an invitation a colleague sends by text as sent', async () => {
    const token = await shop.login(P.admin);
    const sent = await shop.post(token, 'invite/send', { ...demo, inviteType: 'SHORT_MSG', name: '新买家', recipient: '13900888001' });
    expect(sent.status).toBe(200);
    const page = await shop.get(token, 'invite/records', { ...demo, scope: 'dept', state: 'sent', size: '50' });
    expect(page.body.data.total).toBe(6);
    expect(page.body.data.records[0]).toMatchObject({ name: '新买家', inviteType: 'SHORT_MSG', recipient: '139****8001', inviterName: '陈展商' });
  });
  it('counts the funnel per invitation template; an invitation keeps the template it went out with', async () => {
    const token = await shop.login(P.admin);
    const before = (await shop.get(token, 'invite/templateFunnel', demo)).body.data;
    expect(before.company.fullName).toBe('示范电子有限公司');
    expect(before.rows.map((r: { templateId: string }) => r.templateId).sort()).toEqual(['tpl-org-1', 'tpl-org-2', 'tpl-org-3']);
    expect(before.rows.reduce((sum: number, r: { invited: number }) => sum + r.invited, 0)).toBe(25);
    expect(before.rows.reduce((sum: number, r: { entered: number }) => sum + r.entered, 0)).toBe(3);
    const text = { titleZh: '%%fullName%% 专属邀请', titleEn: 'From %%fullEnName%%', bodyZh: '展位 %%boothNos%%', bodyEn: 'Booth %%boothNos%%' };
    const own = (await shop.post(token, 'invitationTemplate/save', { ...demo, ...text, pictureUrl: '', publish: true })).body.data;
    await shop.post(token, 'invite/send', { ...demo, inviteType: 'EMAIL', name: '邮件买家', recipient: 'mail.buyer@example.com' });
    const after = (await shop.get(token, 'invite/templateFunnel', demo)).body.data;
    expect(after.rows.find((r: { templateId: string }) => r.templateId === own.id)).toMatchObject({ scope: 'mine', titleZh: text.titleZh, invited: 1, registered: 0 });
    const organiserDefault = (rows: { templateId: string; invited: number }[]) => rows.find((r) => r.templateId === 'tpl-org-1')?.invited;
    expect(organiserDefault(after.rows)).toBe(organiserDefault(before.rows));
  });
  it('refuses a login that manages no company', async () => {
    const token = await shop.login('13800000001');
    expect((await shop.get(token, 'invite/records', { ...demo, scope: 'dept' })).status).toBe(400);
    expect((await shop.get(token, 'vip/quota', demo)).status).toBe(400);
  });
});

describe('VIP invitations', () => {
  it('gives each open or registered VIP a numbered bilingual invitation letter whose QR code opens its verification page', async () => {
    const token = await shop.login(P.admin);
    const vips = (await shop.get(token, 'vip/list', { ...demo, size: '20' })).body.data.records as { name: string; state: string; number: string; pdfUrl: string | null }[];
    expect(vips.every((v) => /^VI-\d{4}-\d{6}$/.test(v.number))).toBe(true);
    const declined = vips.find((v) => v.state === 'optedOut')!;
    expect(declined.pdfUrl).toBeNull();
    const grace = vips.find((v) => v.name === 'Grace Tan')!;
    const pdf = await (await fetch(grace.pdfUrl!)).text();
    expect(pdf).toContain('(VIP Invitation)');
    expect(pdf).toContain('Grace Tan');
    expect(pdf).toContain([...'诚挚邀请'].map((c) => c.codePointAt(0)!.toString(16).padStart(4, '0')).join(''));
    expect(pdf).toContain(`(${letterVerifyUrl(http.baseUrl, grace.number).slice(0, 30)}`);
    const page = await (await fetch(letterVerifyUrl(http.baseUrl, grace.number))).text();
    for (const shown of [grace.number, 'Grace Tan', '示范电子有限公司', 'Valid: registered']) expect(page).toContain(shown);
    expect(page).not.toContain('grace.tan@example.com');
    expect(await (await fetch(letterVerifyUrl(http.baseUrl, declined.number))).text()).toContain('Not valid: declined');
  });

  it('keeps the quota when inviting and uses it when the VIP registers through the link', async () => {
    const admin = await shop.login(P.admin);
    expect((await shop.get(admin, 'vip/quota', demo)).body.data).toEqual({ quota: 10, used: 3, reserved: 2, left: 5 });
    const invited = await shop.post(admin, 'vip/invite', { ...demo, name: '周贵宾', recipient: P.vip, company: '远方贸易', title: '采购总监', language: 'zh' });
    expect(invited.body.data).toMatchObject({ name: '周贵宾', recipient: '138****0213', state: 'sent', registerTime: '' });
    expect((await shop.get(admin, 'vip/quota', demo)).body.data).toEqual({ quota: 10, used: 3, reserved: 3, left: 4 });
    const message = server.state.reach.outbox.find((m) => m.recipient === P.vip);
    expect(message?.text).toContain('示范电子有限公司诚邀您作为VIP嘉宾参观');
    const link = new URL(message?.link ?? '');
    expect(link.searchParams.get('inviteDeptId')).toBe('dept-1001');

    const vip = await shop.login(P.vip);
    const registered = await shop.post(vip, 'userRegisterLink/save', {
      registerLinkId: link.searchParams.get('registerLinkId'),
      sourceCode: '',
      inviteType: '',
      inviteDeptId: 'dept-1001',
      inviteUserId: link.searchParams.get('inviteUserId'),
      inviteUserName: link.searchParams.get('inviteUserName'),
    });
    expect(registered.status).toBe(200);
    expect((await shop.get(admin, 'vip/quota', demo)).body.data).toEqual({ quota: 10, used: 4, reserved: 2, left: 4 });
    const list = await shop.get(admin, 'vip/list', { ...demo, size: '20' });
    expect(list.body.data.records.find((v: { name: string }) => v.name === '周贵宾')).toMatchObject({ state: 'registered', registerTime: expect.stringMatching(/^\d{4}-/) });
  });
  it('refuses a bad address (4811), someone registered (4812) and a VIP beyond the quota (5103, with it)', async () => {
    const admin = await shop.login(P.admin);
    const vip = (recipient: string, name = '贵宾甲') => shop.post(admin, 'vip/invite', { ...demo, name, recipient, company: '', title: '', language: 'zh' });
    expect((await vip('1390000')).body).toMatchObject({ code: 4811, data: { field: 'recipient' } });
    expect((await vip('13800000004')).body).toMatchObject({ code: 4812 });
    for (let i = 0; i < 5; i += 1) expect((await vip(`1390077000${i}`)).status).toBe(200);
    expect((await vip('13900770009')).body).toMatchObject({ code: 5103, data: { quota: 10 }, msg: '贵公司的 10 个VIP名额已全部邀请' });
  });
});
