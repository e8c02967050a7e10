import { describe, expect, it } from 'vitest';
import { SEED } from '../../data/seed.constants';
import { ticketingTestServer } from '../../test-support/ticketing-test-server';
import { RC } from '../context';

// 2026-05-12 10:00 Beijing: day 1 of the programme; the `sign-open` session runs 09:30–11:30.
const NOW = Date.UTC(2026, 4, 12, 2, 0, 0);
const { server, http, shop } = await ticketingTestServer({ now: () => NOW });

const P = SEED.phones;
const C = SEED.conference;
const demo = SEED.exhibitions.demo;

const get = async (path: string, query: Record<string, string> = {}, token?: string) => (await shop.get(token, path, query)).body;
const register = (token: string, sessionIds: string[], key?: string) => shop.post(token, 'conference/register', { exhibitionId: demo, sessionIds }, key);
const review = async (body: Record<string, unknown>) => (await http.call('POST', '/__contract/conference/review', { body })).body;
const advance = (seconds: number) => http.call('POST', '/__contract/clock/advance', { body: { seconds } });
const userInfo = async (token: string) => (await http.call('POST', `${RC}user/registerType/addAndGetAll`, { token, body: { exhibitionId: demo, topRegisterType: 'visitor' } })).body.data;

describe('the programme', () => {
  it('has facets: the preview day and the three days from the clock’s date, 4 venues, 12 topics', async () => {
    const { data } = await get('meeting/facets', { exhibitionId: demo });
    expect(data.days).toEqual(['2026-05-11', '2026-05-12', '2026-05-13', '2026-05-14']);
    expect(data.venues).toHaveLength(4);
    expect(data.topics).toHaveLength(12);
    expect(data.venues[0]).toEqual({ id: 'v1', name: '主论坛厅', nameEn: 'Main Forum Hall' });
    expect((await get('meeting/facets', { exhibitionId: 'closed-demo' })).data).toEqual({ days: [], venues: [], topics: [], serverTime: expect.any(Number) as number });
  });

  it('lists at least 210 sessions by start time, paged, with full, review, clash and no-capacity ones', async () => {
    const all = (await get('meeting/list', { exhibitionId: demo, current: '1', size: '1000' })).data;
    expect(all.total).toBeGreaterThanOrEqual(210);
    const starts = all.records.map((s: { startTime: string }) => s.startTime);
    expect(starts).toEqual([...starts].sort());
    expect(all.records.some((s: { capacity?: number }) => s.capacity === undefined)).toBe(true);
    expect(all.records.some((s: { needsReview: boolean }) => s.needsReview)).toBe(true);
    expect(all.records.filter((s: { capacity?: number; registered: number }) => s.capacity !== undefined && s.registered >= s.capacity).length).toBeGreaterThan(1);
    const page2 = (await get('meeting/list', { exhibitionId: demo, current: '2', size: '10' })).data;
    expect(page2).toMatchObject({ current: 2, size: 10, total: all.total, pages: Math.ceil(all.total / 10) });
    expect(page2.records.map((s: { id: string }) => s.id)).toEqual(all.records.slice(10, 20).map((s: { id: string }) => s.id));
  });

  it('filters by day, venue, topic and keyword (title, topic, speaker name in either language)', async () => {
    const list = async (query: Record<string, string>) => (await get('meeting/list', { exhibitionId: demo, size: '500', ...query })).data.records as { id: string; day: string; venueId: string; topicId: string; speakerIds: string[]; title: string }[];
    const day2 = await list({ day: '2026-05-13' });
    expect(day2).toHaveLength(72);
    expect(day2.every((s) => s.day === '2026-05-13')).toBe(true);
    expect((await list({ venueId: 'v2', day: '2026-05-13' })).every((s) => s.venueId === 'v2')).toBe(true);
    const topic = await list({ topicId: 't03' });
    expect(topic.length).toBeGreaterThan(0);
    expect(topic.every((s) => s.topicId === 't03')).toBe(true);
    expect((await list({ keyword: '绿色能源' })).map((s) => s.id)).toEqual(topic.map((s) => s.id));
    expect((await list({ keyword: 'green ENERGY' })).map((s) => s.id)).toEqual(topic.map((s) => s.id));
    const bySpeaker = await list({ keyword: 'Ouyang' });
    expect(bySpeaker.map((s) => s.id)).toEqual(expect.arrayContaining([C.openSessionId, C.reviewSessionId, C.ongoingSessionId]));
    expect(bySpeaker.every((s) => s.speakerIds.includes(C.speakerId))).toBe(true);
    expect((await list({ keyword: '欧阳明' })).length).toBe(bySpeaker.length);
    expect(await list({ keyword: '预展日主旨' })).toMatchObject([{ id: C.attendedSessionId }]);
    expect(await list({ keyword: 'no such thing' })).toEqual([]);
  });

  it('gives a session with its speakers and time state on the clock; unknown ids are 400', async () => {
    const { data } = await get('meeting/detail', { id: C.ongoingSessionId });
    expect(data).toMatchObject({ id: C.ongoingSessionId, day: '2026-05-12', startTime: '2026-05-12 09:30:00', endTime: '2026-05-12 11:30:00', timeState: 'ongoing', venue: '主论坛厅', serverTime: NOW });
    expect(data.speakers.map((s: { id: string }) => s.id)).toEqual(data.speakerIds);
    expect(data.speakers[0]).toMatchObject({ id: C.speakerId, name: '欧阳明', nameEn: 'Ouyang Ming', organisationEn: 'Demo Media Group' });
    expect(data).not.toHaveProperty('mine');
    expect((await get('meeting/detail', { id: C.attendedSessionId })).data.timeState).toBe('ended');
    expect((await get('meeting/detail', { id: C.tomorrowSessionId })).data.timeState).toBe('upcoming');
    expect(await get('meeting/detail', { id: 'nope' })).toMatchObject({ code: 400, success: false });
  });

  it('adds the caller’s own state with a token', async () => {
    const token = await shop.login(P.conferenceAttendee);
    expect((await get('meeting/detail', { id: C.attendee.failedSessionId }, token)).data.mine).toEqual({ state: 'failed', failReason: expect.stringContaining('Seats'), signedIn: false });
    expect((await get('meeting/detail', { id: C.attendedSessionId }, token)).data.mine).toEqual({ state: 'success', signedIn: true });
    expect((await get('meeting/detail', { id: C.openSessionId }, token)).data).not.toHaveProperty('mine');
  });
});

describe('guests', () => {
  it('lists 300 speakers by name, paged, and finds them by keyword', async () => {
    const all = (await get('guest/list', { exhibitionId: demo, size: '300' })).data;
    expect(all.total).toBe(300);
    const names = all.records.map((s: { nameEn: string }) => s.nameEn);
    expect(names).toEqual([...names].sort());
    expect(new Set(all.records.map((s: { name: string }) => s.name)).size).toBe(300);
    expect(all.records.every((s: { name: string; nameEn: string; jobTitle: string; jobTitleEn: string; organisation: string; organisationEn: string }) => s.name && s.nameEn && s.jobTitle && s.jobTitleEn && s.organisation && s.organisationEn)).toBe(true);
    expect((await get('guest/list', { exhibitionId: demo, current: '3', size: '20' })).data).toMatchObject({ current: 3, total: 300, pages: 15 });
    expect((await get('guest/list', { exhibitionId: demo, keyword: '欧阳' })).data.records).toMatchObject([{ id: C.speakerId }]);
    expect((await get('guest/list', { exhibitionId: demo, keyword: 'demo media' })).data.total).toBe(1);
  });

  it('gives a speaker with their sessions by start time; unknown ids are 400', async () => {
    const { data } = await get('guest/detail', { id: C.speakerId, exhibitionId: demo });
    expect(data).toMatchObject({ id: C.speakerId, name: '欧阳明', photo: '/files/demo/speaker.svg' });
    expect(data.sessions.map((s: { id: string }) => s.id)).toEqual([C.attendedSessionId, C.ongoingSessionId, C.tomorrowSessionId, C.openSessionId, C.reviewSessionId]);
    expect(await get('guest/detail', { id: 'sp-999' })).toMatchObject({ code: 400 });
  });

  it('gives a speaker their own talks with rooms and times (guest/mine), null for someone who speaks at none, 401 without a login', async () => {
    const speaker = await shop.login(P.conferenceGuest);
    const { data } = await get('guest/mine', { exhibitionId: demo }, speaker);
    expect(data).toMatchObject({ id: C.speakerId, name: '欧阳明' });
    expect(data.sessions.map((s: { id: string }) => s.id)).toEqual([C.attendedSessionId, C.ongoingSessionId, C.tomorrowSessionId, C.openSessionId, C.reviewSessionId]);
    expect(data.sessions[0]).toMatchObject({ venue: expect.any(String), venueEn: expect.any(String), startTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/), endTime: expect.any(String), timeState: 'ended' });
    const attendee = await shop.login(P.conferenceAttendee);
    expect(await get('guest/mine', { exhibitionId: demo }, attendee)).toMatchObject({ code: 200, data: null });
    expect((await shop.get(undefined, 'guest/mine', { exhibitionId: demo })).status).toBe(401);
  });
});

describe('signing up for sessions', () => {
  it('signs up for open sessions at once and for review sessions in review; mine lists them by start; isHaveConferenceRegistration follows', async () => {
    const token = await shop.login(P.approvedWithTicket);
    expect((await userInfo(token)).isHaveConferenceRegistration).toBe(0);
    const { body } = await register(token, [C.reviewSessionId, C.openSessionId]);
    expect(body.data.map((m: { session: { id: string }; state: string; signedIn: boolean }) => [m.session.id, m.state, m.signedIn])).toEqual([
      [C.reviewSessionId, 'in_review', false],
      [C.openSessionId, 'success', false],
    ]);
    expect(body.data[1].session).toMatchObject({ registered: 31, mine: { state: 'success', signedIn: false } });
    expect((await userInfo(token)).isHaveConferenceRegistration).toBe(1);
    const mine = (await get('conference/mine', { exhibitionId: demo }, token)).data;
    expect(mine.map((m: { session: { id: string } }) => m.session.id)).toEqual([C.openSessionId, C.reviewSessionId]);
    // Cancelling both clears the flag again.
    for (const sessionId of [C.openSessionId, C.reviewSessionId]) expect((await shop.post(token, 'conference/cancel', { sessionId })).body).toMatchObject({ code: 200, data: true });
    expect((await get('conference/mine', { exhibitionId: demo }, token)).data).toEqual([]);
    expect((await userInfo(token)).isHaveConferenceRegistration).toBe(0);
    expect((await shop.post(token, 'conference/cancel', { sessionId: C.openSessionId })).body).toMatchObject({ code: 400 });
  });

  it('refuses all or none: 4501 full, 4502 clash (titles in the request’s language), 4503 started or ended, 4504 already', async () => {
    const token = await shop.login(P.approvedWithTicket);
    const full = await register(token, [C.openSessionId, C.fullSessionId]);
    expect(full.status).toBe(400);
    expect(full.body).toMatchObject({ code: 4501, success: false, data: { title: expect.any(String) } });
    expect((await get('conference/mine', { exhibitionId: demo }, token)).data).toEqual([]);
    const clash = await register(token, [...C.clashSessionIds]);
    const [a, b] = await Promise.all(C.clashSessionIds.map(async (id) => (await get('meeting/detail', { id })).data));
    expect(clash.body).toMatchObject({ code: 4502, data: { sessionA: a.title, sessionB: b.title } });
    const clashEn = await http.call('POST', `${RC}conference/register`, { token, body: { exhibitionId: demo, sessionIds: [...C.clashSessionIds] }, headers: { 'language-type': 'en', 'idempotency-key': 'clash-en' } });
    expect(clashEn.body).toMatchObject({ code: 4502, data: { sessionA: a.titleEn, sessionB: b.titleEn } });
    expect((await register(token, [C.ongoingSessionId])).body.code).toBe(4503);
    expect((await register(token, [C.endedSessionId])).body.code).toBe(4503);
    expect((await register(token, [C.clashSessionIds[0]])).status).toBe(200);
    expect((await register(token, [C.clashSessionIds[0]])).body).toMatchObject({ code: 4504 });
    // A clash with a session the caller already holds.
    expect((await register(token, [C.clashSessionIds[1]])).body).toMatchObject({ code: 4502, data: { sessionA: b.title, sessionB: a.title } });
    expect((await register(token, ['nope'])).body.code).toBe(400);
    expect((await register(token, [])).body.code).toBe(400);
  });

  it('clashes with the attendee’s held sessions (tomorrow 10:00), not with a failed one', async () => {
    const token = await shop.login(P.conferenceAttendee);
    const sameTime = C.tomorrowSessionId.replace('-v4-', '-v1-');
    expect((await register(token, [sameTime])).body.code).toBe(4502);
    // The refused sign-up holds nothing: signing up for that session again is fine (in review again).
    expect((await register(token, [C.attendee.failedSessionId])).body.data).toMatchObject([{ state: 'in_review' }]);
  });

  it('replays an idempotent sign-up and cancel with the same answer', async () => {
    const token = await shop.login(P.approvedWithTicket);
    const first = await register(token, [C.openSessionId], 'k-register');
    const again = await register(token, [C.openSessionId], 'k-register');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const cancel = await shop.post(token, 'conference/cancel', { sessionId: C.openSessionId }, 'k-cancel');
    expect((await shop.post(token, 'conference/cancel', { sessionId: C.openSessionId }, 'k-cancel')).body).toEqual(cancel.body);
  });

  it('needs a token', async () => {
    expect((await http.call('POST', `${RC}conference/register`, { body: { exhibitionId: demo, sessionIds: [C.openSessionId] } })).status).toBe(401);
    expect((await http.call('GET', `${RC}conference/mine`, { query: { exhibitionId: demo } })).status).toBe(401);
  });

  it('settles a sign-up in review through the hook: success, or failed with the reason', async () => {
    const token = await shop.login(P.approvedWithTicket);
    await register(token, [C.reviewSessionId]);
    expect(await review({ phone: P.approvedWithTicket, sessionId: C.reviewSessionId, outcome: 'failed', reason: '资格不符 Not eligible' })).toEqual({ ok: true, sessionId: C.reviewSessionId, state: 'failed', failReason: '资格不符 Not eligible' });
    expect((await get('conference/mine', { exhibitionId: demo }, token)).data[0]).toMatchObject({ state: 'failed', failReason: '资格不符 Not eligible' });
    expect(await review({ phone: P.approvedWithTicket, sessionId: C.reviewSessionId, outcome: 'success' })).toMatchObject({ ok: false, code: 400 });
    // A failed sign-up can be made again.
    expect((await register(token, [C.reviewSessionId])).body.data[0].state).toBe('in_review');
    expect(await review({ phone: P.conferenceAttendee, sessionId: C.attendee.inReviewSessionId, outcome: 'success' })).toMatchObject({ ok: true, state: 'success' });
    expect((await http.call('POST', '/__contract/conference/review', { body: { phone: P.conferenceAttendee } })).status).toBe(400);
    expect(await review({ phone: '13900000000', sessionId: C.reviewSessionId, outcome: 'success' })).toMatchObject({ ok: false });
  });
});

describe('activities', () => {
  it('lists 10 by start time, paged, one full; detail, sign-up, mine, 4505 full, 4504 again', async () => {
    const token = await shop.login(P.approvedWithTicket);
    const list = (await get('activity/list', { exhibitionId: demo, size: '20' }, token)).data;
    expect(list.total).toBe(10);
    expect((await get('activity/list', { exhibitionId: demo, current: '2', size: '4' })).data.records).toHaveLength(4);
    const full = (await get('activity/detail', { id: C.activityIds.full })).data;
    expect(full.registered).toBe(full.capacity);
    expect((await shop.post(token, 'activity/register', { activityId: C.activityIds.full })).body).toMatchObject({ code: 4505 });
    const { body } = await shop.post(token, 'activity/register', { activityId: C.activityIds.open });
    expect(body.data).toMatchObject({ id: C.activityIds.open, registered: 13, mine: { state: 'success' }, timeState: 'upcoming' });
    expect((await shop.post(token, 'activity/register', { activityId: C.activityIds.open })).body.code).toBe(4504);
    expect((await get('activity/mine', { exhibitionId: demo }, token)).data.map((a: { id: string }) => a.id)).toEqual([C.activityIds.open]);
    expect((await userInfo(token)).isHaveConferenceRegistration).toBe(1);
    expect((await get('activity/detail', { id: 'act-99' })).code).toBe(400);
  });

  it('closes an activity’s sign-up once it started (4503), on the clock', async () => {
    await advance(2 * 86400);
    const token = await shop.login(P.approvedWithTicket);
    expect((await shop.post(token, 'activity/register', { activityId: C.activityIds.open })).body.code).toBe(4503);
  });
});

describe('sign-in at the door', () => {
  it('tells the window of each demo code without a token; an unknown code is 4514', async () => {
    expect((await get('meeting/signInfo', { signCodeId: C.signCodes.open })).data).toEqual({
      signCodeId: C.signCodes.open,
      sessionId: C.ongoingSessionId,
      title: '开放论坛：与展商面对面',
      titleEn: 'Open floor: meet the exhibitors',
      venue: '主论坛厅',
      venueEn: 'Main Forum Hall',
      opensAt: '2026-05-12 09:00:00',
      closesAt: '2026-05-12 11:30:00',
      window: 'open',
      serverTime: NOW,
    });
    expect((await get('meeting/signInfo', { signCodeId: C.signCodes.notStarted })).data).toMatchObject({ sessionId: C.tomorrowSessionId, window: 'not_started', opensAt: '2026-05-13 09:30:00' });
    expect((await get('meeting/signInfo', { signCodeId: C.signCodes.ended })).data).toMatchObject({ sessionId: C.endedSessionId, window: 'ended' });
    expect(await get('meeting/signInfo', { signCodeId: 'nope' })).toMatchObject({ code: 4514, data: { signCodeId: 'nope' } });
  });

  it('signs the attendee in at the open session; again: the same answer with already: true', async () => {
    const token = await shop.login(P.conferenceAttendee);
    const first = (await shop.post(token, 'meeting/signIn', { signCodeId: C.signCodes.open })).body;
    expect(first).toMatchObject({ code: 200, data: { sessionId: C.ongoingSessionId, signedAt: '2026-05-12 10:00:00', already: false } });
    await advance(60);
    const second = (await shop.post(token, 'meeting/signIn', { signCodeId: C.signCodes.open })).body;
    expect(second.data).toEqual({ ...first.data, already: true });
    expect((await get('conference/mine', { exhibitionId: demo }, token)).data.find((m: { session: { id: string } }) => m.session.id === C.ongoingSessionId)).toMatchObject({ signedIn: true, signedAt: '2026-05-12 10:00:00' });
  });

  it('refuses: 4511 not started (with opensAt), 4512 ended, 4513 not signed up, 4514 unknown; idempotent replays', async () => {
    const attendee = await shop.login(P.conferenceAttendee);
    const guest = await shop.login(P.conferenceGuest);
    expect((await shop.post(attendee, 'meeting/signIn', { signCodeId: C.signCodes.notStarted })).body).toMatchObject({ code: 4511, data: { opensAt: '2026-05-13 09:30:00' } });
    expect((await shop.post(attendee, 'meeting/signIn', { signCodeId: C.signCodes.ended })).body).toMatchObject({ code: 4512 });
    expect((await shop.post(guest, 'meeting/signIn', { signCodeId: C.signCodes.open })).body).toMatchObject({ code: 4513 });
    expect((await shop.post(guest, 'meeting/signIn', { signCodeId: 'nope' })).body).toMatchObject({ code: 4514 });
    const once = await shop.post(attendee, 'meeting/signIn', { signCodeId: C.signCodes.open }, 'k-sign');
    const replay = await shop.post(attendee, 'meeting/signIn', { signCodeId: C.signCodes.open }, 'k-sign');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(once.body);
  });

  it('moves the windows with the clock: tomorrow’s opens 30 minutes before its start and closes at its end', async () => {
    // To 2026-05-13 09:29: not yet; 09:30: open; 10:25: ended (tokens last 2 hours: log in after the jump).
    await advance((23 * 60 + 29) * 60);
    const token = await shop.login(P.conferenceAttendee);
    expect((await shop.post(token, 'meeting/signIn', { signCodeId: C.signCodes.notStarted })).body.code).toBe(4511);
    await advance(60);
    expect((await get('meeting/signInfo', { signCodeId: C.signCodes.notStarted })).data.window).toBe('open');
    expect((await shop.post(token, 'meeting/signIn', { signCodeId: C.signCodes.notStarted })).body.data).toMatchObject({ signedAt: '2026-05-13 09:30:00', already: false });
    expect((await get('meeting/signInfo', { signCodeId: C.signCodes.open })).data.window).toBe('ended');
    await advance(55 * 60);
    expect((await get('meeting/signInfo', { signCodeId: C.signCodes.notStarted })).data.window).toBe('ended');
  });

  it('answers 4513 for a sign-up in review or refused, through the session’s own door code', async () => {
    // 2026-05-14 11:40: the in-review session (12:00) is in its window.
    await advance((2 * 24 * 60 + 100) * 60);
    const token = await shop.login(P.conferenceAttendee);
    expect((await get('meeting/signInfo', { signCodeId: `sign-${C.attendee.inReviewSessionId}` })).data.window).toBe('open');
    expect((await shop.post(token, 'meeting/signIn', { signCodeId: `sign-${C.attendee.inReviewSessionId}` })).body.code).toBe(4513);
  });

  it('needs a token to sign in', async () => {
    expect((await http.call('POST', `${RC}meeting/signIn`, { body: { signCodeId: C.signCodes.open } })).status).toBe(401);
  });
});

void server;
