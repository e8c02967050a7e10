// The reach area over real HTTP against the contract server, answering as the real backend's Jackson
// setup does: an invitation link handed out, opened, registered through and recorded (the after-login
// step leading by the invitation page once), an invitation by text whose message's link counts for the
// send, a share card counted for the sharer's rank, and a traceability channel created (its refusals)
// and counted from the Source-Code its link makes the SDK send.
import { invitationLinkQuery, shareLinkQuery, sourceLinkQuery } from '@fairpass/domain/reach';
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { getReach } from '../../src/reach';
import { loggedIn, testClient, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const R = SEED.reach;
const base = { exhibitionId: SEED.exhibitions.demo, registerType: 'visitor', tenantId: SEED.tenantId };

async function reachOf(phone: string) {
  const { client } = await loggedIn(ctx.server, ctx.link(), phone);
  return getReach(client);
}

/** A new visitor who opens `link`, reads who invited them, signs up by SMS as `phone` and lands by the next step. */
async function registerThrough(link: string, phone: string) {
  const { client } = testClient(ctx.server);
  const entry = await client.startFromLink.execute({ url: link });
  const reach = getReach(client);
  const landing = await reach.fetchInviteLanding.execute();
  const login = await client.loginBySms.execute({ phone, code: SEED.code });
  if (!login.ok) throw new Error(`login failed: ${login.error.code}`);
  const firstStep = await client.nextStep.execute();
  const recorded = await reach.recordReferral.execute();
  const nextStep = await client.nextStep.execute();
  return { entry, landing, firstStep, recorded, nextStep };
}

describe('an invitation link', () => {
  it('lands on the invitation page, names the inviter, and records the registration once the new visitor logged in', async () => {
    const inviter = await reachOf(R.phones.channelOwner);
    const card = await inviter.fetchInviteCard.execute();
    if (!card.ok) throw new Error(card.error.code);
    expect(card.value).toEqual({ registerLinkId: `inv-u-demo-${R.phones.channelOwner}`, inviteUserId: `u-demo-${R.phones.channelOwner}`, inviteUserName: '林溯源' });

    const visit = await registerThrough(`${ctx.server.url}/?${invitationLinkQuery(base, card.value, 'QRCODE')}#/invite/home`, '13900001701');

    expect(visit.entry).toMatchObject({ ok: true, value: { kind: 'route', path: '/invite/home' } });
    expect(visit.landing).toEqual({ ok: true, value: { inviterName: '林溯源' } });
    expect(visit.firstStep).toMatchObject({ ok: true, value: { kind: 'route', path: '/invite/home' } });
    expect(visit.recorded).toEqual({ ok: true, value: { recorded: ['invitation'] } });
    expect(visit.nextStep).toMatchObject({ ok: true, value: { kind: 'route', path: '/infoWap' } });
    const invitees = await inviter.listInvitees.execute({ current: 1, size: 20 });
    expect(invitees).toMatchObject({ ok: true, value: { total: 1, records: [{ inviteType: 'QRCODE', state: 'incomplete', name: '139****1701' }] } });
    expect(invitees.ok && 'recipient' in (invitees.value.records[0] ?? {})).toBe(false);
    expect(await inviter.fetchMyReach.execute()).toEqual({ ok: true, value: { registered: 1, rank: 3, sharers: 3 } });
  });

  it('sends an invitation by text whose link counts for the send; one per key; refuses a registered person', async () => {
    const inviter = await reachOf(R.phones.channelOwner);
    const sent = await inviter.sendInvitation.execute({ inviteType: 'SHORT_MSG', name: '王小明', recipient: '13900001702' }, { idempotencyKey: 'invite-702' });
    const again = await inviter.sendInvitation.execute({ inviteType: 'SHORT_MSG', name: '王小明', recipient: '13900001702' }, { idempotencyKey: 'invite-702' });
    const registered = await inviter.sendInvitation.execute({ inviteType: 'EMAIL', name: 'Visitor', recipient: SEED.emails.englishVisitor });
    expect(sent).toMatchObject({ ok: true, value: { inviteType: 'SHORT_MSG', name: '王小明', recipient: '139****1702', state: 'sent' } });
    expect(sent.ok && 'registerTime' in sent.value).toBe(false);
    expect(again).toEqual(sent);
    expect(registered).toMatchObject({ ok: false, error: { code: 'INVITE.ALREADY_REGISTERED' } });

    const [message] = ctx.server.state.reach.outbox;
    await registerThrough(message?.link ?? '', '13900001702');

    const invitees = await inviter.listInvitees.execute({ current: 1, size: 20 });
    expect(invitees).toMatchObject({ ok: true, value: { records: [{ id: sent.ok ? sent.value.id : '', state: 'incomplete', registerTime: expect.any(String) }] } });
  });
});

describe('a share card', () => {
  it('counts the registrations through it for the sharer, who climbs the ranking', async () => {
    const sharer = await reachOf(R.phones.secondSharer);
    const link = `${ctx.server.url}/?${shareLinkQuery(base, { userId: `u-demo-${R.phones.secondSharer}`, name: '沈推荐' })}#/invite/home`;

    const first = await registerThrough(link, '13900001703');
    await registerThrough(link, '13900001704');
    await registerThrough(link, '13900001705');

    expect(first.landing).toEqual({ ok: true, value: { inviterName: '沈推荐' } });
    expect(first.recorded).toEqual({ ok: true, value: { recorded: ['share'] } });
    expect(await sharer.fetchMyReach.execute()).toEqual({ ok: true, value: { registered: 5, rank: 1, sharers: 2 } });
    const ranking = await sharer.listRanking.execute({ current: 1, size: 20 });
    expect(ranking).toMatchObject({ ok: true, value: { records: [{ rank: 1, name: '沈推荐', registered: 5, mine: true }, { rank: 2, name: '宋*', registered: 4, mine: false }] } });
  });
});

describe('a traceability channel', () => {
  it('is created in upper case, refused when its code is taken, and counts the registrations its link brings', async () => {
    const owner = await reachOf(R.phones.channelOwner);
    const saved = await owner.saveSource.execute({ code: 'wx9', name: '公众号推文' });
    const taken = await owner.saveSource.execute({ code: 'a1', name: '重复' });
    expect(saved).toMatchObject({ ok: true, value: { code: 'WX9', name: '公众号推文', registered: 0 } });
    expect(taken).toMatchObject({ ok: false, error: { code: 'SOURCE.CODE_TAKEN', params: { code: 'A1' } } });

    const { client } = await loggedIn(ctx.server, `${ctx.server.url}/?${sourceLinkQuery(base, 'WX9')}#/registration`, '13900001706');
    await client.nextStep.execute();

    expect(await owner.fetchSource.execute({ code: 'wx9' })).toMatchObject({ ok: true, value: { code: 'WX9', registered: 1 } });
    const list = await owner.listSources.execute({ current: 1, size: 20 });
    expect(list.ok && list.value.records.map((source) => [source.code, source.registered])).toEqual([
      ['WX9', 1],
      ['EXPO', 1],
      ['A1', 3],
    ]);
    expect(await (await reachOf(R.phones.sharer)).fetchSource.execute({ code: 'A1' })).toMatchObject({ ok: false, error: { code: 'SOURCE.NOT_FOUND' } });
  });
});
