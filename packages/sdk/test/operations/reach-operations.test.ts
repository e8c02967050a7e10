// The reach operations without a server: a stub transport answers as the backend would, so each test
// sees what was sent (or that nothing was) and what the caller gets back.
import { describe, expect, it } from 'vitest';
import { getReach, type ReachApi } from '../../src/reach';
import { sessionStoreOf } from '../../src/testing';
import { loose, stubbedClient as stubbed, type StubReply } from '../support/stubbed-client';

function stubbedClient(reply: StubReply = {}) {
  const { client, sent } = stubbed(reply);
  return { client, reach: getReach(client), sent };
}

const RC = '/api/ef-registration-client/';

describe('bad input to a reach operation', () => {
  it.each<[string, (r: ReachApi) => Promise<unknown>, string, string]>([
    ['listInvitees without a page', (r) => r.listInvitees.execute(loose({ size: 20 })), 'VALIDATION.REQUIRED', 'current'],
    ['sendInvitation by another way', (r) => r.sendInvitation.execute(loose({ inviteType: 'QRCODE', name: '王小明', recipient: '13900001234' })), 'VALIDATION.OUT_OF_RANGE', 'inviteType'],
    ['sendInvitation with a one-letter name', (r) => r.sendInvitation.execute({ inviteType: 'SHORT_MSG', name: '王', recipient: '13900001234' }), 'VALIDATION.NAME_INVALID', 'name'],
    ['sendInvitation by text to an e-mail', (r) => r.sendInvitation.execute({ inviteType: 'SHORT_MSG', name: '王小明', recipient: 'wang@example.com' }), 'VALIDATION.PHONE_INVALID', 'recipient'],
    ['sendInvitation by e-mail to nobody', (r) => r.sendInvitation.execute({ inviteType: 'EMAIL', name: 'Mary Smith', recipient: ' ' }), 'VALIDATION.REQUIRED', 'recipient'],
    ['saveSource with a five-character code', (r) => r.saveSource.execute({ code: 'EXPO1', name: '传单' }), 'VALIDATION.TRACEABILITY_CODE_INVALID', 'code'],
    ['saveSource with a dash in the code', (r) => r.saveSource.execute({ code: 'A-1', name: '传单' }), 'VALIDATION.TRACEABILITY_CODE_INVALID', 'code'],
    ['saveSource without a name', (r) => r.saveSource.execute({ code: 'A2', name: '' }), 'VALIDATION.REQUIRED', 'name'],
    ['fetchSource without a code', (r) => r.fetchSource.execute(loose({})), 'VALIDATION.REQUIRED', 'code'],
    ['listRanking of page 0', (r) => r.listRanking.execute({ current: 0, size: 20 }), 'VALIDATION.NUMBER_INVALID', 'current'],
  ])('%s resolves to %s about %s, sending nothing', async (_case, run, code, field) => {
    const { reach, sent } = stubbedClient();

    const result = await run(reach);

    expect(result).toMatchObject({ ok: false, error: { code, field } });
    expect(sent).toEqual([]);
  });
});

describe('what the reach operations send', () => {
  it('names the exhibition of the session, trims what was typed and sends channel codes in upper case', async () => {
    const { reach, sent } = stubbedClient({ data: {} });

    await reach.fetchInviteCard.execute();
    await reach.listInvitees.execute({ current: 2, size: 20 });
    await reach.sendInvitation.execute({ inviteType: 'EMAIL', name: ' Mary Smith ', recipient: ' mary@example.com ' }, { idempotencyKey: 'invite-1' });
    await reach.saveSource.execute({ code: ' wx9 ', name: ' 公众号 ' }, { idempotencyKey: 'source-1' });
    await reach.fetchSource.execute({ code: 'a1' });
    await reach.fetchMyReach.execute();
    await reach.listRanking.execute({ current: 1, size: 20 });

    expect(sent.map((request) => [request.method, request.path, request.body ?? request.query, request.headers['Idempotency-Key']])).toEqual([
      ['GET', `${RC}invite/card`, { exhibitionId: 'demo' }, undefined],
      ['GET', `${RC}invite/list`, { exhibitionId: 'demo', current: 2, size: 20 }, undefined],
      ['POST', `${RC}invite/send`, { exhibitionId: 'demo', inviteType: 'EMAIL', name: 'Mary Smith', recipient: 'mary@example.com' }, 'invite-1'],
      ['POST', `${RC}source/save`, { exhibitionId: 'demo', code: 'WX9', name: '公众号' }, 'source-1'],
      ['GET', `${RC}source/detail`, { exhibitionId: 'demo', code: 'A1' }, undefined],
      ['GET', `${RC}share/mine`, { exhibitionId: 'demo' }, undefined],
      ['GET', `${RC}share/ranking`, { exhibitionId: 'demo', current: 1, size: 20 }, undefined],
    ]);
  });

  it('asks who invited by the link’s register link, else its sharer; says INVITE.INVITER_UNKNOWN without either, sending nothing', async () => {
    const invited = stubbedClient({ data: { inviterName: '宋分享' } });
    sessionStoreOf(invited.client).setEntry({ exhibitionId: 'demo', registrationSource: 'inviteCard', registerLinkId: 'inv-u-1', inviteUserId: 'u-1', fissionParentBladeUserId: 'u-2' });
    const shared = stubbedClient({ data: { inviterName: '沈推荐' } });
    sessionStoreOf(shared.client).setEntry({ exhibitionId: 'demo', fissionParentBladeUserId: 'u-2' });
    const plain = stubbedClient();

    expect(await invited.reach.fetchInviteLanding.execute()).toEqual({ ok: true, value: { inviterName: '宋分享' } });
    expect(await shared.reach.fetchInviteLanding.execute()).toEqual({ ok: true, value: { inviterName: '沈推荐' } });
    expect(await plain.reach.fetchInviteLanding.execute()).toMatchObject({ ok: false, error: { code: 'INVITE.INVITER_UNKNOWN' } });
    expect([invited.sent[0]?.query, shared.sent[0]?.query, plain.sent]).toEqual([{ registerLinkId: 'inv-u-1' }, { fissionParentBladeUserId: 'u-2' }, []]);
  });

  it('records an invited registration once logged in, with one key on both writes, and then reads the visit as a plain registration', async () => {
    const { client, reach, sent } = stubbedClient({ data: null });
    const session = sessionStoreOf(client);
    session.setEntry({ exhibitionId: 'demo', registrationSource: 'inviteCard', registerLinkId: 'inv-u-1', inviteType: 'LINK', inviteUserId: 'u-1', inviteUserName: '宋分享', fissionParentBladeUserId: 'u-2' });

    const before = await reach.recordReferral.execute({}, { idempotencyKey: 'referral-1' });
    session.setToken('token-1');
    const after = await reach.recordReferral.execute({}, { idempotencyKey: 'referral-1' });

    expect(before).toEqual({ ok: true, value: { recorded: [] } });
    expect(after).toEqual({ ok: true, value: { recorded: ['invitation', 'share'] } });
    expect(sent.map((request) => [request.path, request.body, request.headers['Idempotency-Key']])).toEqual([
      [`${RC}userRegisterLink/save`, { registerLinkId: 'inv-u-1', sourceCode: '', inviteType: 'LINK', inviteDeptId: '', inviteUserId: 'u-1', inviteUserName: '宋分享' }, 'referral-1'],
      [`${RC}saveFissionParentId`, { exhibitionId: 'demo', fissionParentBladeUserId: 'u-2' }, 'referral-1'],
    ]);
    expect(session.getSnapshot().entry).toMatchObject({ registrationSource: 'registration', inviteUserId: 'u-1' });
  });

  it('reads the refusals with their params, and a rank the backend wrote as -1 as none', async () => {
    const taken = await stubbedClient({ status: 400, body: { code: 4801, success: false, msg: '已被使用', data: { code: 'A1' } } }).reach.saveSource.execute({ code: 'a1', name: '传单' });
    const registered = await stubbedClient({ status: 400, body: { code: 4812, success: false, msg: '已登记', data: {} } }).reach.sendInvitation.execute({ inviteType: 'SHORT_MSG', name: '王小明', recipient: '13800000004' });
    const mine = await stubbedClient({ data: { registered: 0, rank: -1, sharers: 2 } }).reach.fetchMyReach.execute();

    expect(taken).toMatchObject({ ok: false, error: { code: 'SOURCE.CODE_TAKEN', params: { code: 'A1' } } });
    expect(registered).toMatchObject({ ok: false, error: { code: 'INVITE.ALREADY_REGISTERED' } });
    expect(mine).toEqual({ ok: true, value: { registered: 0, sharers: 2 } });
  });
});
