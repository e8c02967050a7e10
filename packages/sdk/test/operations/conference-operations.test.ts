// The conference operations without a server: a stub transport answers as the backend would, so each
// test sees what was sent (or that nothing was) and what the caller gets back.
import { describe, expect, it } from 'vitest';
import { getConference, type ConferenceApi } from '../../src/conference';
import { loose, stubbedClient as stubbed, type StubReply } from '../support/stubbed-client';

function stubbedClient(reply: StubReply = {}) {
  const { client, sent } = stubbed(reply);
  return { conference: getConference(client), sent };
}

const RC = '/api/ef-registration-client/';

describe('bad input to a conference operation', () => {
  it.each<[string, (c: ConferenceApi) => Promise<unknown>, string, string]>([
    ['listSessions without a page', (c) => c.listSessions.execute(loose({ size: 10 })), 'VALIDATION.REQUIRED', 'current'],
    ['listSessions of page 0', (c) => c.listSessions.execute({ current: 0, size: 10 }), 'VALIDATION.NUMBER_INVALID', 'current'],
    ['listSpeakers of a size typed as text', (c) => c.listSpeakers.execute(loose({ current: 1, size: '10' })), 'VALIDATION.NUMBER_INVALID', 'size'],
    ['fetchSession without an id', (c) => c.fetchSession.execute(loose({})), 'VALIDATION.REQUIRED', 'id'],
    ['fetchSpeaker with a blank id', (c) => c.fetchSpeaker.execute({ id: ' ' }), 'VALIDATION.REQUIRED', 'id'],
    ['registerSessions of none', (c) => c.registerSessions.execute({ sessionIds: [] }), 'VALIDATION.REQUIRED', 'sessionIds'],
    ['registerSessions without a list', (c) => c.registerSessions.execute(loose({ sessionIds: 'ms-1' })), 'VALIDATION.REQUIRED', 'sessionIds'],
    ['registerSessions with a blank id', (c) => c.registerSessions.execute({ sessionIds: ['ms-1', ' '] }), 'VALIDATION.REQUIRED', 'sessionIds.1'],
    ['cancelSession without a session', (c) => c.cancelSession.execute(loose(undefined)), 'VALIDATION.REQUIRED', 'sessionId'],
    ['listActivities without a size', (c) => c.listActivities.execute(loose({ current: 1 })), 'VALIDATION.REQUIRED', 'size'],
    ['fetchActivity without an id', (c) => c.fetchActivity.execute(loose({})), 'VALIDATION.REQUIRED', 'id'],
    ['registerActivity without an activity', (c) => c.registerActivity.execute(loose({})), 'VALIDATION.REQUIRED', 'activityId'],
    ['fetchSignInfo without a code', (c) => c.fetchSignInfo.execute(loose({})), 'VALIDATION.REQUIRED', 'signCodeId'],
    ['signIn with a blank code', (c) => c.signIn.execute({ signCodeId: '' }), 'VALIDATION.REQUIRED', 'signCodeId'],
  ])('%s resolves to %s about %s, sending nothing', async (_case, run, code, field) => {
    const { conference, sent } = stubbedClient();

    const result = await run(conference);

    expect(result).toMatchObject({ ok: false, error: { code, field } });
    expect(sent).toEqual([]);
  });
});

describe('what the conference operations send', () => {
  it('names the exhibition of the session, and leaves blank filters out', async () => {
    const { conference, sent } = stubbedClient({ data: {} });

    await conference.fetchFacets.execute();
    await conference.listSessions.execute({ day: '2026-05-02', venueId: ' ', keyword: ' 贸易 ', current: 1, size: 20 });
    await conference.listSpeakers.execute({ current: 2, size: 10 });
    await conference.listMySessions.execute();
    await conference.listActivities.execute({ current: 1, size: 10 });
    await conference.listMyActivities.execute();

    expect(sent.map((request) => [request.method, request.path, request.body ?? request.query])).toEqual([
      ['GET', `${RC}meeting/facets`, { exhibitionId: 'demo' }],
      ['GET', `${RC}meeting/list`, { exhibitionId: 'demo', day: '2026-05-02', venueId: undefined, topicId: undefined, keyword: '贸易', current: 1, size: 20 }],
      ['GET', `${RC}guest/list`, { exhibitionId: 'demo', keyword: undefined, current: 2, size: 10 }],
      ['GET', `${RC}conference/mine`, { exhibitionId: 'demo' }],
      ['GET', `${RC}activity/list`, { exhibitionId: 'demo', current: 1, size: 10 }],
      ['GET', `${RC}activity/mine`, { exhibitionId: 'demo' }],
    ]);
  });

  it('sends each write with the caller\'s key, or a key of its own', async () => {
    const { conference, sent } = stubbedClient({ data: {} });

    await conference.registerSessions.execute({ sessionIds: ['ms-1', 'ms-2'] }, { idempotencyKey: 'sign-up-1' });
    await conference.cancelSession.execute({ sessionId: 'ms-1' }, { idempotencyKey: 'cancel-1' });
    await conference.registerActivity.execute({ activityId: 'act-1' });
    await conference.signIn.execute({ signCodeId: 'sign-open' }, { idempotencyKey: 'sign-in-1' });

    expect(sent.map((request) => [request.method, request.path, request.body, request.headers['Idempotency-Key']])).toEqual([
      ['POST', `${RC}conference/register`, { exhibitionId: 'demo', sessionIds: ['ms-1', 'ms-2'] }, 'sign-up-1'],
      ['POST', `${RC}conference/cancel`, { sessionId: 'ms-1' }, 'cancel-1'],
      ['POST', `${RC}activity/register`, { activityId: 'act-1' }, expect.any(String)],
      ['POST', `${RC}meeting/signIn`, { signCodeId: 'sign-open' }, 'sign-in-1'],
    ]);
  });

  it('reads the refusals with their params', async () => {
    const clash = { code: 4502, success: false, msg: '时间冲突', data: { sessionA: '开幕论坛', sessionB: '贸易论坛' } };
    const notStarted = { code: 4511, success: false, msg: '签到尚未开始', data: { opensAt: '2026-05-02 09:30:00' } };

    const signUp = await stubbedClient({ status: 400, body: clash }).conference.registerSessions.execute({ sessionIds: ['ms-1', 'ms-2'] });
    const signIn = await stubbedClient({ status: 400, body: notStarted }).conference.signIn.execute({ signCodeId: 'sign-not-started' });
    const full = await stubbedClient({ status: 400, body: { code: 4505, success: false, msg: '名额已满', data: {} } }).conference.registerActivity.execute({ activityId: 'act-3' });

    expect(signUp).toMatchObject({ ok: false, error: { code: 'CONFERENCE.CLASH', params: { sessionA: '开幕论坛', sessionB: '贸易论坛' } } });
    expect(signIn).toMatchObject({ ok: false, error: { code: 'SIGN_IN.NOT_STARTED', params: { opensAt: '2026-05-02 09:30:00' } } });
    expect(full).toMatchObject({ ok: false, error: { code: 'ACTIVITY.FULL' } });
  });
});
