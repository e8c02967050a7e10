// The reach routes over HTTP: the seeded channels, sends and sharers; sending invitations (refusals,
// the message and its link, one per key); an invited person's registration recorded through the
// entry-link writes and counted for the inviter; a channel's registrations counted from the Source-Code
// header of fresh registrations; the landing without a token; and the Jackson-nulls switch.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { collectReplies, jacksonSwitchChecks } from '../../test-support/jackson-replies';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';
import { RC } from '../context';
import { REACH_REPLY_DATA } from './reach-field-types';

const { server, http, shop } = await ticketingTestServer({ now: () => Date.UTC(2026, 4, 12, 2, 0, 0) });

const R = SEED.reach;
const P = R.phones;
const demo = SEED.exhibitions.demo;
const userId = (phone: string) => `u-${demo}-${phone}`;

const data = async (token: string | undefined, path: string, query: Record<string, string> = {}) => (await shop.get(token, path, { exhibitionId: demo, ...query })).body.data;

/** Signs a new phone up through a link: the token, the registration (with the link's Source-Code), and the referral write. */
async function registerThrough(phone: string, link: { sourceCode?: string; registerLink?: Record<string, string>; fissionParentBladeUserId?: string }): Promise<string> {
  const token = await shop.login(phone);
  const headers = link.sourceCode ? { 'source-code': link.sourceCode } : undefined;
  await http.call('POST', `${RC}user/registerType/addAndGetAll`, { token, body: { exhibitionId: demo, topRegisterType: 'visitor' }, ...(headers ? { headers } : {}) });
  if (link.registerLink) await shop.post(token, 'userRegisterLink/save', { sourceCode: '', inviteDeptId: '', ...link.registerLink });
  if (link.fissionParentBladeUserId) await shop.post(token, 'saveFissionParentId', { exhibitionId: demo, fissionParentBladeUserId: link.fissionParentBladeUserId });
  return token;
}

describe('the seeded reach', () => {
  it('gives 13800000160 the channels A1 (3 registrations) and EXPO (1), newest first', async () => {
    const token = await shop.login(P.channelOwner);
    const list = await data(token, 'source/list', { current: '1', size: '20' });
    expect(list.records).toEqual([
      { code: 'EXPO', name: '地铁广告', registered: 1, createTime: expect.any(String) },
      { code: 'A1', name: '展会传单', registered: 3, createTime: expect.any(String) },
    ]);
    expect(await data(token, 'source/detail', { code: 'a1' })).toMatchObject({ code: 'A1', registered: 3 });
    const other = await shop.login(P.sharer);
    expect((await shop.get(other, 'source/detail', { exhibitionId: demo, code: 'A1' })).body).toMatchObject({ code: 4803 });
  });

  it('ranks 13800000161 first (4) and 13800000166 second (2); lists 161’s invitees in every state, newest first', async () => {
    const token = await shop.login(P.sharer);
    expect(await data(token, 'share/mine')).toEqual({ registered: 4, rank: 1, sharers: 2 });
    const ranking = await data(token, 'share/ranking', { current: '1', size: '20' });
    expect(ranking.records).toEqual([
      { rank: 1, name: '宋分享', registered: 4, mine: true },
      { rank: 2, name: '沈*', registered: 2, mine: false },
    ]);
    const invitees = (await data(token, 'invite/list', { current: '1', size: '20' })).records;
    expect(invitees.map((i: { inviteType: string; state: string }) => [i.inviteType, i.state])).toEqual([
      ['EMAIL', 'sent'],
      ['SHORT_MSG', 'sent'],
      ['SHARE', 'incomplete'],
      ['SHORT_MSG', 'approved'],
      ['LINK', 'reviewing'],
      ['QRCODE', 'approved'],
    ]);
    expect(invitees[0]).toMatchObject({ name: 'Mary Smith', recipient: 'm***h@example.com' });
    expect(invitees[1]).toMatchObject({ name: '秦受邀', recipient: '138****0169' });
    expect(invitees[2]).toMatchObject({ name: '138****0164' });
    expect(invitees[5]).toMatchObject({ name: '吴*', registerTime: expect.any(String) });
    expect(await data(await shop.login(P.channelOwner), 'share/mine')).toEqual({ registered: 0, sharers: 2 });
  });
});

describe('an invitation sent and registered through', () => {
  it('refuses a bad mobile (4811), a registered person (4812) and a bad name (400); sends once per key', async () => {
    const token = await shop.login(P.channelOwner);
    const send = (body: Record<string, string>, key?: string) => shop.post(token, 'invite/send', { exhibitionId: demo, inviteType: 'SHORT_MSG', name: '王小明', ...body }, key);
    expect((await send({ recipient: '1390000' })).body).toMatchObject({ code: 4811, data: { field: 'recipient' } });
    expect((await send({ recipient: SEED.phones.approvedWithTicket })).body).toMatchObject({ code: 4812 });
    expect((await send({ recipient: '13900001601', name: 'W1' })).body).toMatchObject({ code: 400 });
    const key = randomUUID();
    const first = await send({ recipient: '13900001601' }, key);
    const again = await send({ recipient: '13900001601' }, key);
    expect(first.body.data).toMatchObject({ inviteType: 'SHORT_MSG', name: '王小明', recipient: '139****1601', state: 'sent' });
    expect(again.body).toEqual(first.body);
    expect(server.state.reach.outbox).toHaveLength(1);
  });

  it('texts a link to the invitation page that records the registration against the send, for the inviter', async () => {
    const inviter = await shop.login(P.channelOwner);
    const sent = await shop.post(inviter, 'invite/send', { exhibitionId: demo, inviteType: 'SHORT_MSG', name: '王小明', recipient: '13900001602' });
    const [message] = (await http.call('GET', '/__contract/invite/outbox', { query: { recipient: '13900001602' } })).body;
    expect(message.text).toMatch(/^【示范展会观众登记】王小明您好，林溯源邀请您登记参观，请打开：http/);
    const link = new URL(message.link);
    expect(link.hash).toBe('#/invite/home');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({ registrationSource: 'inviteCard', inviteType: 'SHORT_MSG', inviteUserId: userId(P.channelOwner), inviteUserName: '林溯源', registerLinkId: `inv-send-${sent.body.data.id}` });
    expect((await shop.get(undefined, 'invite/landing', { registerLinkId: link.searchParams.get('registerLinkId') ?? '' })).body.data).toEqual({ inviterName: '林溯源' });

    await registerThrough('13900001602', { registerLink: Object.fromEntries(link.searchParams) });

    const [invitee] = (await data(inviter, 'invite/list')).records;
    expect(invitee).toMatchObject({ id: sent.body.data.id, state: 'incomplete', registerTime: expect.any(String) });
    expect(await data(inviter, 'share/mine')).toEqual({ registered: 1, rank: 3, sharers: 3 });
  });

  it('counts a QR code, a link and a share card once per registration, never one’s own, never a ticket link', async () => {
    const inviter = await shop.login(P.channelOwner);
    const card = await data(inviter, 'invite/card');
    expect(card).toEqual({ registerLinkId: `inv-${userId(P.channelOwner)}`, inviteUserId: userId(P.channelOwner), inviteUserName: '林溯源' });
    const registerLink = (inviteType: string) => ({ registerLinkId: card.registerLinkId, inviteType, inviteUserId: card.inviteUserId, inviteUserName: card.inviteUserName });

    const twice = await registerThrough('13900001603', { registerLink: registerLink('QRCODE') });
    await shop.post(twice, 'saveFissionParentId', { exhibitionId: demo, fissionParentBladeUserId: userId(P.sharer) });
    await registerThrough('13900001604', { registerLink: registerLink('LINK') });
    await registerThrough('13900001605', { fissionParentBladeUserId: userId(P.channelOwner) });
    await registerThrough('13900001606', { registerLink: { ...registerLink('LINK'), registerLinkId: SEED.ticketing.registerLinkId } });
    await shop.post(inviter, 'saveFissionParentId', { exhibitionId: demo, fissionParentBladeUserId: userId(P.channelOwner) });

    const invitees = (await data(inviter, 'invite/list')).records;
    expect(invitees.map((i: { inviteType: string }) => i.inviteType)).toEqual(['SHARE', 'LINK', 'QRCODE']);
    expect(await data(inviter, 'share/mine')).toEqual({ registered: 3, rank: 2, sharers: 3 });
    expect(await data(await shop.login(P.sharer), 'share/mine')).toMatchObject({ registered: 4 });
    expect((await shop.get(undefined, 'invite/landing', { fissionParentBladeUserId: userId(P.sharer) })).body.data).toEqual({ inviterName: '宋分享' });
    expect((await shop.get(undefined, 'invite/landing', { registerLinkId: 'inv-nobody' })).body).toMatchObject({ code: 4813 });
  });
});

describe('a traceability channel', () => {
  it('takes a new code in upper case, refuses a used one (4801) and a bad one (4802), and counts fresh registrations by their Source-Code', async () => {
    const token = await shop.login(P.sharer);
    const saved = await shop.post(token, 'source/save', { exhibitionId: demo, code: 'wx9', name: '公众号推文' });
    expect(saved.body.data).toMatchObject({ code: 'WX9', name: '公众号推文', registered: 0 });
    expect((await shop.post(token, 'source/save', { exhibitionId: demo, code: 'a1', name: '重复' })).body).toMatchObject({ code: 4801, data: { code: 'A1' } });
    expect((await shop.post(token, 'source/save', { exhibitionId: demo, code: 'WX-10', name: '太长' })).body).toMatchObject({ code: 4802 });
    expect((await shop.post(token, 'source/save', { exhibitionId: demo, code: 'WX8', name: '' })).body).toMatchObject({ code: 400 });

    await registerThrough('13900001611', { sourceCode: 'wx9' });
    // Logging in again is no new registration.
    await registerThrough('13900001611', { sourceCode: 'wx9' });
    await registerThrough(SEED.phones.approvedWithTicket, { sourceCode: 'WX9' });
    expect(await data(token, 'source/detail', { code: 'WX9' })).toMatchObject({ registered: 1 });
  });
});

describe('the reach routes with the Jackson-nulls switch', () => {
  const everyReply = (jacksonNulls: boolean) =>
    collectReplies(server, shop, jacksonNulls, async ({ get, post }) => {
      const sharer = await shop.login(P.sharer);
      await get(sharer, 'invite/card', { exhibitionId: demo });
      await get(sharer, 'invite/list', { exhibitionId: demo, size: '10' });
      await post(sharer, 'invite/send', { exhibitionId: demo, inviteType: 'EMAIL', name: 'Ann Lee', recipient: 'ann@example.com' });
      await get(undefined, 'invite/landing', { fissionParentBladeUserId: userId(P.sharer) });
      const owner = await shop.login(P.channelOwner);
      await get(owner, 'source/list', { exhibitionId: demo });
      await post(owner, 'source/save', { exhibitionId: demo, code: 'QR1', name: '海报' });
      await get(owner, 'source/detail', { exhibitionId: demo, code: 'A1' });
      await get(owner, 'share/mine', { exhibitionId: demo });
      await get(owner, 'share/ranking', { exhibitionId: demo });
    });
  const runs = jacksonSwitchChecks(REACH_REPLY_DATA, everyReply, (_key, body) => JSON.parse(JSON.stringify(body).replace(/"s\d{4}"/g, '"s"').replace(/"createTime":"[^"]*"/g, '"createTime":""')));

  it('write an absent rank as -1 and an absent recipient, department and code as ""', () => {
    const reply = (key: string) => runs.jackson.get(key)!.body.data;
    expect(reply(`GET ${RC}share/mine`)).toEqual({ registered: 0, rank: -1, sharers: 2 });
    expect(reply(`GET ${RC}invite/card`)).toMatchObject({ inviteDeptId: '', sourceCode: '' });
    expect(reply(`GET ${RC}invite/list`).records[2]).toMatchObject({ recipient: '' });
  });
});
