// The exhibitor's guests over real HTTP against the contract server, answering as the real backend's
// Jackson setup does (no recipient, register time, company or title written "", read as absent): the
// company's 25 buyers by state, paged, with counts; the VIP quota (10: 3 used, 2 reserved) kept when a
// VIP is invited — once for a key sent twice — and used when the VIP registers through the link; a
// field refused before sending; VIP.QUOTA_USED_UP {quota} once every place is taken; a buyer invited by
// text through the reach area counted as sent.
import { vipInviteRefusal } from '@fairpass/domain/exhibitor-guests';
import { describe, expect, it } from 'vitest';
import { getExhibitorGuests } from '../../src/exhibitor-guests';
import { getReach } from '../../src/reach';
import { loggedIn, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const ADMIN = '13800000005';
const VIP = '13800000213';

async function clientOf(phone: string) {
  return (await loggedIn(ctx.server, ctx.link({ registerType: 'exhibitorDept' }, '/user-center'), phone)).client;
}

describe("the company's buyers", () => {
  it('pages the 25 records, filters one state and counts every state', async () => {
    const guests = getExhibitorGuests(await clientOf(ADMIN));
    const page = await guests.listGuests.execute({ current: 1, size: 10 });
    expect(page).toMatchObject({ ok: true, value: { total: 25, pages: 3 } });
    const approved = await guests.listGuests.execute({ state: 'approved', current: 1, size: 20 });
    expect(approved.ok && approved.value.records.map((r) => r.state)).toEqual(Array(6).fill('approved'));
    // a registration through a QR code has no recipient: "" on the wire, absent here
    expect(approved.ok && approved.value.records.find((r) => r.inviteType === 'QRCODE')?.recipient).toBeUndefined();
    const counts = await guests.fetchGuestCounts.execute();
    expect(counts).toEqual({
      ok: true,
      value: [
        { state: 'sent', count: 5 },
        { state: 'incomplete', count: 4 },
        { state: 'reviewing', count: 4 },
        { state: 'approved', count: 6 },
        { state: 'rejected', count: 3 },
        { state: 'entered', count: 3 },
      ],
    });
    const funnel = await guests.fetchInvitationFunnel.execute();
    expect(funnel.ok && funnel.value.map((row) => row.inviteType)).toEqual(['SHORT_MSG', 'EMAIL', 'QRCODE', 'LINK']);
    expect(funnel.ok && funnel.value.reduce((sum, row) => sum + row.entered, 0)).toBe(3);
    const byTemplate = await guests.fetchTemplateFunnel.execute();
    if (!byTemplate.ok) throw new Error('no template funnel');
    expect(byTemplate.value.rows.map((row) => row.scope)).toEqual(['organiser', 'organiser', 'organiser']);
    expect(byTemplate.value.rows.reduce((sum, row) => sum + row.invited, 0)).toBe(25);
    expect(byTemplate.value.rows.reduce((sum, row) => sum + row.entered, 0)).toBe(3);
    expect(byTemplate.value.rows.map((row) => row.invited)).toEqual([...byTemplate.value.rows.map((row) => row.invited)].sort((a, b) => b - a));
    expect(byTemplate.value.company.fullName).toBe('示范电子有限公司');
    expect((await guests.listGuests.execute({ state: 'gone' as never, current: 1, size: 10 })).ok).toBe(false);
  });

  it('counts an invitation sent by text through the reach area as sent', async () => {
    const client = await clientOf(ADMIN);
    const sent = await getReach(client).sendInvitation.execute({ inviteType: 'SHORT_MSG', name: '新买家', recipient: '13900888002' }, { idempotencyKey: 'buyer-1' });
    expect(sent.ok).toBe(true);
    const page = await getExhibitorGuests(client).listGuests.execute({ state: 'sent', keyword: '新买家', current: 1, size: 10 });
    expect(page).toMatchObject({ ok: true, value: { total: 1, records: [{ name: '新买家', inviteType: 'SHORT_MSG', inviterName: '陈展商' }] } });
  });
});

describe('VIP invitations', () => {
  it('keep the quota when sent (once per key) and use it when the VIP registers through the link', async () => {
    const guests = getExhibitorGuests(await clientOf(ADMIN));
    expect(await guests.fetchVipQuota.execute()).toEqual({ ok: true, value: { quota: 10, used: 3, reserved: 2, left: 5 } });
    const typed = { name: '周贵宾', recipient: VIP, company: '', title: '', language: 'zh' };
    const first = await guests.inviteVip.execute(typed, { idempotencyKey: 'vip-1' });
    const replay = await guests.inviteVip.execute(typed, { idempotencyKey: 'vip-1' });
    expect(first.ok && replay.ok && first.value.id === replay.value.id).toBe(true);
    expect(first.ok && first.value).toMatchObject({ state: 'sent', recipient: '138****0213' });
    expect(first.ok && 'company' in first.value).toBe(false);
    expect(await guests.fetchVipQuota.execute()).toEqual({ ok: true, value: { quota: 10, used: 3, reserved: 3, left: 4 } });

    const link = new URL(ctx.server.state.reach.outbox.find((m) => m.recipient === VIP)?.link ?? '');
    expect(link.searchParams.get('inviteDeptId')).toBe('dept-1001');
    const vip = await loggedIn(ctx.server, link.toString(), VIP);
    const recorded = await getReach(vip.client).recordReferral.execute({}, { idempotencyKey: 'vip-registers' });
    expect(recorded.ok).toBe(true);
    const quota = await guests.fetchVipQuota.execute();
    expect(quota).toEqual({ ok: true, value: { quota: 10, used: 4, reserved: 2, left: 4 } });
    const list = await guests.listVips.execute({ current: 1, size: 10 });
    expect(list.ok && list.value.records.find((v) => v.name === '周贵宾')).toMatchObject({ state: 'registered', registerTime: expect.stringMatching(/^\d{4}-/), number: expect.stringMatching(/^VI-\d{4}-\d{6}$/) });
    const letter = list.ok ? list.value.records.find((v) => v.name === '周贵宾')?.pdfUrl : undefined;
    expect((await fetch(letter ?? '')).headers.get('content-type')).toBe('application/pdf');
    expect(list.ok && list.value.records.find((v) => v.state === 'optedOut')?.pdfUrl).toBeUndefined();
  });

  it('refuses a bad mobile before sending and a VIP beyond the quota with it', async () => {
    const guests = getExhibitorGuests(await clientOf(ADMIN));
    const bad = await guests.inviteVip.execute({ name: '贵宾甲', recipient: '1390000', company: '', title: '', language: 'zh' });
    expect(bad).toMatchObject({ ok: false, error: { code: 'VALIDATION.PHONE_INVALID', field: 'recipient' } });
    for (let i = 0; i < 5; i += 1) {
      expect((await guests.inviteVip.execute({ name: '贵宾甲', recipient: `1390077100${i}`, company: '', title: '', language: 'zh' }, { idempotencyKey: `vip-fill-${i}` })).ok).toBe(true);
    }
    const quota = await guests.fetchVipQuota.execute();
    expect(quota.ok && vipInviteRefusal(quota.value)?.code).toBe('VIP.QUOTA_USED_UP');
    const over = await guests.inviteVip.execute({ name: '贵宾乙', recipient: '13900771009', company: '', title: '', language: 'en' }, { idempotencyKey: 'vip-over' });
    expect(over).toMatchObject({ ok: false, error: { code: 'VIP.QUOTA_USED_UP', params: { quota: '10' } } });
  });
});
