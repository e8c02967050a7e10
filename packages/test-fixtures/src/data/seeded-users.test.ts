import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RC } from '../server/context';
import { startContractServer, type ContractServer } from '../server/start-contract-server';
import { contractHttp } from '../test-support/contract-http';
import { SEED } from './seed.constants';

let server: ContractServer;
let http: ReturnType<typeof contractHttp>;

beforeAll(async () => {
  server = await startContractServer({ port: 0 });
  http = contractHttp(server.url);
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const P = SEED.phones;

async function userInfoOf(phone: string, exhibitionId = 'demo') {
  const login = await http.loginBySms(phone, exhibitionId);
  const { body } = await http.call('POST', `${RC}user/registerType/addAndGetAll`, {
    token: login.access_token,
    body: { exhibitionId, topRegisterType: 'visitor' },
  });
  return body.data;
}

describe('seeded users as addAndGetAll reports them', () => {
  it.each([
    ['new visitor, info incomplete', P.newVisitor, 'demo', { registerType: 'visitor', completeResult: '', examineResult: '', questionnaireResult: '' }],
    ['complete but cn questionnaire unanswered', P.questionnairePending, 'demo', { completeResult: 'succ', questionnaireResult: '', examineResult: 'pending' }],
    ['review pending', P.reviewPending, 'demo', { completeResult: 'succ', questionnaireResult: 'complete', examineResult: 'pending' }],
    ['approved with ticket', P.approvedWithTicket, 'demo', { completeResult: 'succ', questionnaireResult: 'complete', examineResult: 'approve' }],
    ['exhibitor', P.exhibitor, 'demo', { registerType: 'exhibitorDept' }],
    ['trade-fair exhibitor', P.tradeFairExhibitor, 'demo', { registerType: 'commerceExhibition' }],
    ['group leader', P.groupLeaderForming, 'demo', { registerType: 'visitingGroup' }],
    ['rejected visitor', P.rejected, 'demo', { examineResult: 'reject' }],
    ['staff invited by an exhibitor, incomplete', P.staffIncomplete, 'demo', { registerType: 'exhibitorInviteStaff', completeResult: '' }],
    ['conference user', P.conferenceNotRegistered, 'activity-demo', { registerType: 'conference', examineResult: 'approve' }],
    ['stopped exhibition, no ticket', P.stoppedWithoutTicket, 'stopped-demo', { completeResult: 'succ', examineResult: 'pending' }],
    ['business-card exhibition, new', P.newVisitor, 'card-demo', { completeResult: '' }],
  ])('%s', async (_name, phone, exhibitionId, expected) => {
    const info = await userInfoOf(phone, exhibitionId);
    expect(info.userExhibitionVO).toMatchObject(expected);
  });

  it('gives the approved visitor a ticket with a QR code', async () => {
    const info = await userInfoOf(P.approvedWithTicket);
    expect(info).toMatchObject({ isHaveTicket: 1, userQr: 'FAIRPASS-TICKET-FP2026000004', userCode: 'FP2026000004' });
  });

  it('gives the approved-without-QR visitor a ticket but no QR', async () => {
    const info = await userInfoOf(P.approvedWithoutQr);
    expect(info).toMatchObject({ isHaveTicket: 1, userQr: '' });
  });

  it('gives the forming group leader processStatus 0, and ordinary visitors no group', async () => {
    expect((await userInfoOf(P.groupLeaderForming)).visitingGroupLeaderVO).toEqual({ processStatus: 0, subordinate: false });
    expect((await userInfoOf(P.approvedWithTicket)).visitingGroupLeaderVO).toBeNull();
  });

  it('gives the jump users a safe and an unsafe jump address', async () => {
    expect((await userInfoOf(P.safeJump)).jumpUrl).toBe(`${server.url}/#/contentPage/1`);
    expect((await userInfoOf(P.unsafeJump)).jumpUrl).toBe(SEED.jumpUrls.unsafe);
  });

  it('covers every conference state on each conference exhibition', async () => {
    for (const exhibitionId of ['demo', 'activity-demo', 'confirmation-demo']) {
      const states = [];
      for (const phone of [P.conferenceNotRegistered, P.conferenceRegisteredNoTicket, P.conferenceRegisteredWithTicket]) {
        const info = await userInfoOf(phone, exhibitionId);
        states.push([info.isHaveConferenceRegistration, info.isHaveTicket]);
      }
      expect(states).toEqual([[0, 0], [1, 0], [1, 1]]);
    }
  });

  it('answers the exhibitor’s company for the exhibitor and null for a visitor', async () => {
    const exhibitor = await http.loginBySms(P.exhibitor);
    const dept = await http.call('GET', `${RC}dept/getByExhibitionIdAndUserId`, {
      token: exhibitor.access_token,
      query: { userId: exhibitor.user_id, exhibitionId: 'demo' },
    });
    expect(dept.body.data).toMatchObject({ id: SEED.exhibitorDeptId, companyExhibitionVO: { boothNo: 'A1-101' } });
    const visitor = await http.loginBySms(P.approvedWithTicket);
    const none = await http.call('GET', `${RC}dept/getByExhibitionIdAndUserId`, {
      token: visitor.access_token,
      query: { userId: visitor.user_id, exhibitionId: 'demo' },
    });
    expect(none.body.data).toBeNull();
  });

  it('creates the registration with the link’s register type for a person new to the exhibition', async () => {
    const login = await http.loginBySms('13700000000');
    const { body } = await http.call('POST', `${RC}user/registerType/addAndGetAll`, {
      token: login.access_token,
      body: { exhibitionId: 'demo', topRegisterType: 'media' },
    });
    expect(body.data.userExhibitionVO.registerType).toBe('media');
    const onAnother = await http.call('POST', `${RC}user/registerType/addAndGetAll`, {
      token: login.access_token,
      body: { exhibitionId: 'card-demo', topRegisterType: 'visitor' },
    });
    expect(onAnother.body.data).toMatchObject({ phone: '13700000000', userExhibitionVO: { registerType: 'visitor', completeResult: '' } });
    expect(server.state.users.filter((u) => u.phone === '13700000000').map((u) => u.exhibitionId)).toEqual(['demo', 'card-demo']);
  });

  it('keeps the type of an existing registration whatever the link says', async () => {
    const login = await http.loginBySms(P.exhibitor);
    const { body } = await http.call('POST', `${RC}user/registerType/addAndGetAll`, {
      token: login.access_token,
      body: { exhibitionId: 'demo', topRegisterType: 'visitor' },
    });
    expect(body.data.userExhibitionVO.registerType).toBe('exhibitorDept');
  });
});
