// The conference area over real HTTP against the contract server, answering as the real backend's
// Jackson setup does ("" / -1 / {} / false for what is absent): the programme and its filters, speakers,
// sign-ups (all or none, in review, refused with their params, one for a key sent twice), the review
// hook, activities, and sign-in at the door on the server's clock.
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { getConference } from '../../src/conference';
import { loggedIn, testClient, useContractServer } from './contract-client.harness';

const ctx = useContractServer();
const C = SEED.conference;
const P = SEED.phones;

async function conferenceOf(phone: string) {
  const { client } = await loggedIn(ctx.server, ctx.link(), phone);
  return getConference(client);
}

/** A client that entered through the demo link without logging in. */
async function visitorConference() {
  const { client } = testClient(ctx.server);
  const entry = await client.startFromLink.execute({ url: ctx.link() });
  if (!entry.ok) throw new Error(`entry failed: ${entry.error.code}`);
  return getConference(client);
}

/** The contract server's test hook settling a sign-up in review. */
async function review(phone: string, sessionId: string, outcome: 'success' | 'failed', reason?: string): Promise<Response> {
  return fetch(`${ctx.server.url}/__contract/conference/review`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, sessionId, outcome, reason }),
  });
}

describe('the programme and its speakers, without a login', () => {
  it('reads the facets and a page of sessions by start time, a session without a limit without `capacity`', async () => {
    const conference = await visitorConference();

    const facets = await conference.fetchFacets.execute();
    const page = await conference.listSessions.execute({ current: 1, size: 500 });

    expect(facets).toMatchObject({ ok: true, value: { venues: expect.arrayContaining([expect.objectContaining({ id: 'v1' })]) } });
    expect(facets.ok && facets.value.days.length).toBe(4);
    expect(page.ok).toBe(true);
    const records = page.ok ? page.value.records : [];
    expect(records.length).toBeGreaterThan(200);
    expect(records.map((session) => session.startTime)).toEqual(records.map((session) => session.startTime).sort());
    expect(records.some((session) => !('capacity' in session))).toBe(true);
    expect(records.some((session) => session.capacity === -1)).toBe(false);
    expect(records.every((session) => !('mine' in session))).toBe(true);
  });

  it('filters by day, venue and keyword (a blank filter is none)', async () => {
    const conference = await visitorConference();
    const facets = await conference.fetchFacets.execute();
    const day = facets.ok ? (facets.value.days[2] ?? '') : '';

    const byDay = await conference.listSessions.execute({ day, venueId: 'v2', topicId: ' ', current: 1, size: 500 });
    const bySpeaker = await conference.listSessions.execute({ keyword: 'Ouyang', current: 1, size: 500 });

    expect(byDay.ok && byDay.value.records.length).toBeGreaterThan(0);
    expect(byDay.ok && byDay.value.records.every((session) => session.day === day && session.venueId === 'v2')).toBe(true);
    expect(bySpeaker.ok && bySpeaker.value.records.map((session) => session.id)).toEqual(expect.arrayContaining([C.openSessionId, C.reviewSessionId]));
  });

  it('reads a session with its speakers, and a speaker with their sessions', async () => {
    const conference = await visitorConference();

    const session = await conference.fetchSession.execute({ id: C.openSessionId });
    const speaker = await conference.fetchSpeaker.execute({ id: C.speakerId });
    const speakers = await conference.listSpeakers.execute({ keyword: 'Ouyang', current: 1, size: 10 });
    const unknown = await conference.fetchSession.execute({ id: 'nope' });

    expect(session).toMatchObject({ ok: true, value: { id: C.openSessionId, speakers: expect.arrayContaining([expect.objectContaining({ id: C.speakerId, nameEn: 'Ouyang Ming' })]) } });
    expect(speaker).toMatchObject({ ok: true, value: { id: C.speakerId, sessions: expect.arrayContaining([expect.objectContaining({ id: C.openSessionId })]) } });
    expect(speakers).toMatchObject({ ok: true, value: { records: [expect.objectContaining({ id: C.speakerId })] } });
    expect(unknown).toMatchObject({ ok: false, error: { code: expect.stringMatching(/^SERVER\./) } });
  });

  it('tells a sign-in code\'s window without a login; an unknown code is SIGN_IN.UNKNOWN_CODE', async () => {
    const conference = await visitorConference();

    const open = await conference.fetchSignInfo.execute({ signCodeId: C.signCodes.open });
    const notStarted = await conference.fetchSignInfo.execute({ signCodeId: C.signCodes.notStarted });
    const ended = await conference.fetchSignInfo.execute({ signCodeId: C.signCodes.ended });
    const unknown = await conference.fetchSignInfo.execute({ signCodeId: 'nope' });

    expect(open).toMatchObject({ ok: true, value: { signCodeId: C.signCodes.open, sessionId: C.ongoingSessionId, window: 'open', serverTime: expect.any(Number) } });
    expect(notStarted).toMatchObject({ ok: true, value: { sessionId: C.tomorrowSessionId, window: 'not_started' } });
    expect(ended).toMatchObject({ ok: true, value: { sessionId: C.endedSessionId, window: 'ended' } });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'SIGN_IN.UNKNOWN_CODE' } });
  });
});

describe('a speaker\'s own talks', () => {
  it('reads the logged-in speaker\'s sessions with rooms and times; someone who speaks at none reads undefined (Jackson\'s {})', async () => {
    const speaker = await conferenceOf(P.conferenceGuest);
    const attendee = await conferenceOf(P.conferenceAttendee);

    const talks = await speaker.fetchMyTalks.execute();
    const none = await attendee.fetchMyTalks.execute();

    expect(talks).toMatchObject({ ok: true, value: { id: C.speakerId, nameEn: 'Ouyang Ming' } });
    const sessions = talks.ok ? (talks.value?.sessions ?? []) : [];
    expect(sessions.map((session) => session.id)).toEqual(expect.arrayContaining([C.openSessionId, C.tomorrowSessionId, C.attendedSessionId]));
    expect(sessions.every((session) => session.venue !== '' && session.startTime !== '' && session.endTime !== '')).toBe(true);
    expect(none).toEqual({ ok: true, value: undefined });
  });

  it('needs a login', async () => {
    const visitor = await visitorConference();
    expect(await visitor.fetchMyTalks.execute()).toMatchObject({ ok: false, error: { code: expect.stringMatching(/^AUTH\./) } });
  });
});

describe('sign-ups', () => {
  it('signs up all at once (in review or success), once for a key sent twice, lists and cancels them', async () => {
    const conference = await conferenceOf(P.approvedWithTicket);

    const signedUp = await conference.registerSessions.execute({ sessionIds: [C.reviewSessionId, C.openSessionId] }, { idempotencyKey: 'sign-up-1' });
    const again = await conference.registerSessions.execute({ sessionIds: [C.reviewSessionId, C.openSessionId] }, { idempotencyKey: 'sign-up-1' });
    const mine = await conference.listMySessions.execute();
    const session = await conference.fetchSession.execute({ id: C.openSessionId });

    expect(signedUp).toMatchObject({
      ok: true,
      value: [
        { session: { id: C.reviewSessionId }, state: 'in_review', signedIn: false },
        { session: { id: C.openSessionId }, state: 'success', signedIn: false },
      ],
    });
    expect(signedUp.ok && signedUp.value.every((each) => !('failReason' in each) && !('signedAt' in each))).toBe(true);
    expect(again).toEqual(signedUp);
    expect(mine.ok && mine.value.map((each) => each.session.id)).toEqual([C.openSessionId, C.reviewSessionId]);
    expect(session).toMatchObject({ ok: true, value: { mine: { state: 'success', signedIn: false } } });
    expect(session.ok && session.value.mine && 'failReason' in session.value.mine).toBe(false);

    const cancelled = await conference.cancelSession.execute({ sessionId: C.openSessionId }, { idempotencyKey: 'cancel-1' });
    const left = await conference.listMySessions.execute();

    expect(cancelled).toEqual({ ok: true, value: true });
    expect(left.ok && left.value.map((each) => each.session.id)).toEqual([C.reviewSessionId]);
  });

  it('refuses all or none with their params: full, clash, closed, already', async () => {
    const conference = await conferenceOf(P.approvedWithTicket);

    const full = await conference.registerSessions.execute({ sessionIds: [C.openSessionId, C.fullSessionId] });
    const clash = await conference.registerSessions.execute({ sessionIds: [...C.clashSessionIds] });
    const closed = await conference.registerSessions.execute({ sessionIds: [C.ongoingSessionId] });
    const first = await conference.registerSessions.execute({ sessionIds: [C.openSessionId] });
    const already = await conference.registerSessions.execute({ sessionIds: [C.openSessionId] });
    const cancelStarted = await conference.cancelSession.execute({ sessionId: C.ongoingSessionId });

    expect(full).toMatchObject({ ok: false, error: { code: 'CONFERENCE.SESSION_FULL', params: { title: expect.any(String) } } });
    expect(clash).toMatchObject({ ok: false, error: { code: 'CONFERENCE.CLASH', params: { sessionA: expect.any(String), sessionB: expect.any(String) } } });
    expect(closed).toMatchObject({ ok: false, error: { code: 'CONFERENCE.SIGN_UP_CLOSED' } });
    expect(first.ok).toBe(true);
    expect(already).toMatchObject({ ok: false, error: { code: 'CONFERENCE.ALREADY_REGISTERED' } });
    expect(cancelStarted.ok).toBe(false);
  });

  it('reads a sign-up the organiser refused with its reason, and one accepted', async () => {
    const conference = await conferenceOf(P.approvedWithTicket);
    await conference.registerSessions.execute({ sessionIds: [C.reviewSessionId] });

    await review(P.approvedWithTicket, C.reviewSessionId, 'failed', '资格不符');
    const refused = await conference.listMySessions.execute();
    const attendee = await conferenceOf(P.conferenceAttendee);
    await review(P.conferenceAttendee, C.attendee.inReviewSessionId, 'success');
    const accepted = await attendee.listMySessions.execute();

    expect(refused).toMatchObject({ ok: true, value: [{ session: { id: C.reviewSessionId }, state: 'failed', failReason: '资格不符' }] });
    expect(accepted.ok && accepted.value.find((each) => each.session.id === C.attendee.inReviewSessionId)).toMatchObject({ state: 'success' });
  });

  it('reads the attendee\'s seeded schedule: attended (signed in, with its time), in review, refused with a reason', async () => {
    const conference = await conferenceOf(P.conferenceAttendee);

    const mine = await conference.listMySessions.execute();

    const byId = new Map((mine.ok ? mine.value : []).map((each) => [each.session.id, each]));
    expect(byId.get(C.attendedSessionId)).toMatchObject({ state: 'success', signedIn: true, signedAt: expect.any(String) });
    expect(byId.get(C.attendee.inReviewSessionId)).toMatchObject({ state: 'in_review', signedIn: false });
    expect(byId.get(C.attendee.inReviewSessionId)).not.toHaveProperty('signedAt');
    expect(byId.get(C.attendee.failedSessionId)).toMatchObject({ state: 'failed', failReason: expect.any(String) });
  });
});

describe('activities', () => {
  it('lists and reads activities, signs up once for a key sent twice, refuses a full one and a second sign-up', async () => {
    const conference = await conferenceOf(P.approvedWithTicket);

    const page = await conference.listActivities.execute({ current: 1, size: 20 });
    const detail = await conference.fetchActivity.execute({ id: C.activityIds.open });
    const full = await conference.registerActivity.execute({ activityId: C.activityIds.full });
    const signedUp = await conference.registerActivity.execute({ activityId: C.activityIds.open }, { idempotencyKey: 'activity-1' });
    const replay = await conference.registerActivity.execute({ activityId: C.activityIds.open }, { idempotencyKey: 'activity-1' });
    const again = await conference.registerActivity.execute({ activityId: C.activityIds.open });
    const mine = await conference.listMyActivities.execute();

    expect(page).toMatchObject({ ok: true, value: { total: 10 } });
    expect(page.ok && page.value.records.some((activity) => 'mine' in activity)).toBe(false);
    expect(detail).toMatchObject({ ok: true, value: { id: C.activityIds.open, timeState: 'upcoming' } });
    expect(detail.ok && 'mine' in detail.value).toBe(false);
    expect(full).toMatchObject({ ok: false, error: { code: 'ACTIVITY.FULL' } });
    expect(signedUp).toMatchObject({ ok: true, value: { id: C.activityIds.open, mine: { state: 'success' } } });
    expect(replay).toEqual(signedUp);
    expect(again).toMatchObject({ ok: false, error: { code: 'CONFERENCE.ALREADY_REGISTERED' } });
    expect(mine.ok && mine.value.map((activity) => activity.id)).toEqual([C.activityIds.open]);
  });

  it('closes an activity\'s sign-up once it started, on the server\'s clock', async () => {
    ctx.server.advanceClock(2 * 86400);
    const conference = await conferenceOf(P.approvedWithTicket);

    const late = await conference.registerActivity.execute({ activityId: C.activityIds.open });

    expect(late).toMatchObject({ ok: false, error: { code: 'CONFERENCE.SIGN_UP_CLOSED' } });
  });
});

describe('sign-in at the door', () => {
  it('signs the attendee in; a second time answers the same with `already`', async () => {
    const conference = await conferenceOf(P.conferenceAttendee);

    const first = await conference.signIn.execute({ signCodeId: C.signCodes.open }, { idempotencyKey: 'sign-in-1' });
    const replay = await conference.signIn.execute({ signCodeId: C.signCodes.open }, { idempotencyKey: 'sign-in-1' });
    const second = await conference.signIn.execute({ signCodeId: C.signCodes.open });

    expect(first).toMatchObject({ ok: true, value: { sessionId: C.ongoingSessionId, signedAt: expect.any(String), already: false } });
    expect(replay).toEqual(first);
    expect(second).toEqual({ ok: true, value: { ...(first.ok ? first.value : {}), already: true } });
  });

  it('refuses: not started (with opensAt), ended, not signed up, unknown code', async () => {
    const attendee = await conferenceOf(P.conferenceAttendee);
    const guest = await conferenceOf(P.conferenceGuest);

    const notStarted = await attendee.signIn.execute({ signCodeId: C.signCodes.notStarted });
    const ended = await attendee.signIn.execute({ signCodeId: C.signCodes.ended });
    const notRegistered = await guest.signIn.execute({ signCodeId: C.signCodes.open });
    const unknown = await guest.signIn.execute({ signCodeId: 'nope' });

    expect(notStarted).toMatchObject({ ok: false, error: { code: 'SIGN_IN.NOT_STARTED', params: { opensAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) } } });
    expect(ended).toMatchObject({ ok: false, error: { code: 'SIGN_IN.ENDED' } });
    expect(notRegistered).toMatchObject({ ok: false, error: { code: 'SIGN_IN.NOT_REGISTERED' } });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'SIGN_IN.UNKNOWN_CODE' } });
  });

  it('opens tomorrow\'s door 30 minutes before its start, on the server\'s clock', async () => {
    const visitor = await visitorConference();
    const info = await visitor.fetchSignInfo.execute({ signCodeId: C.signCodes.notStarted });
    const opensAt = info.ok ? info.value.opensAt : '';
    const serverTime = info.ok ? info.value.serverTime : 0;
    // opensAt is Beijing time (UTC+8).
    const opensAtMs = Date.parse(`${opensAt.replace(' ', 'T')}+08:00`);
    ctx.server.advanceClock(Math.ceil((opensAtMs - serverTime) / 1000) + 1);
    const conference = await conferenceOf(P.conferenceAttendee);

    const window = await conference.fetchSignInfo.execute({ signCodeId: C.signCodes.notStarted });
    const signedIn = await conference.signIn.execute({ signCodeId: C.signCodes.notStarted });

    expect(window).toMatchObject({ ok: true, value: { window: 'open' } });
    expect(signedIn).toMatchObject({ ok: true, value: { sessionId: C.tomorrowSessionId, already: false } });
  });
});
