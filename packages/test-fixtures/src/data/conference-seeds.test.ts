import { describe, expect, it } from 'vitest';
import { REGISTER_TYPES } from '@fairpass/domain';
import { RC } from '../server/context';
import { ticketingTestServer } from '../test-support/ticketing-test-server';
import { seedProgramme } from './conference.data';
import { SEED } from './seed.constants';

const NOW = Date.UTC(2026, 4, 12, 2, 0, 0);
const { http, shop } = await ticketingTestServer({ now: () => NOW });
const P = SEED.phones;
const C = SEED.conference;

const userInfo = async (phone: string) => {
  const token = await shop.login(phone);
  return (await http.call('POST', `${RC}user/registerType/addAndGetAll`, { token, body: { exhibitionId: 'demo', topRegisterType: 'visitor' } })).body.data;
};

describe('the conference seeds', () => {
  it('generate the same programme for the same clock, without randomness at run time', () => {
    expect(JSON.stringify(seedProgramme(NOW))).toBe(JSON.stringify(seedProgramme(NOW)));
    const { sessions, speakers, venues, topics, activities } = seedProgramme(NOW);
    expect(sessions.length).toBeGreaterThanOrEqual(210);
    expect([speakers.length, venues.length, topics.length, activities.length]).toEqual([300, 4, 12, 10]);
  });

  it('lay day 1 on the clock’s Beijing date, at any time of day, with the sign-open session ongoing', () => {
    for (const hour of [0, 9, 16, 23]) {
      const now = Date.UTC(2026, 4, 11, 16 + hour, 10, 0); // 2026-05-12 hh:10 Beijing
      const { sessions } = seedProgramme(now);
      const open = sessions.find((s) => s.id === C.ongoingSessionId)!;
      expect(open.startAt <= now && now < open.endAt).toBe(true);
      expect(sessions.find((s) => s.id === C.tomorrowSessionId)!.startAt - 30 * 60000).toBeGreaterThan(now);
      expect(sessions.find((s) => s.id === C.endedSessionId)!.endAt).toBeLessThan(now);
    }
  });

  it('make 13800000130 an approved, complete conference attendee with a conference registration', async () => {
    expect(REGISTER_TYPES.conference).toBe('conference');
    const info = await userInfo(P.conferenceAttendee);
    expect(info).toMatchObject({ isHaveConferenceRegistration: 1, userExhibitionVO: { registerType: 'conference', examineResult: 'approve', completeResult: 'succ', questionnaireResult: 'complete' } });
  });

  it('give 13800000130 sign-ups in every state and every time state, and none behind sign-ended', async () => {
    const token = await shop.login(P.conferenceAttendee);
    const mine = (await shop.get(token, 'conference/mine', { exhibitionId: 'demo' })).body.data as { session: { id: string; timeState: string }; state: string }[];
    expect(new Set(mine.map((m) => m.state))).toEqual(new Set(['in_review', 'failed', 'success']));
    expect(new Set(mine.map((m) => m.session.timeState))).toEqual(new Set(['upcoming', 'ongoing', 'ended']));
    expect(mine.map((m) => m.session.id)).toEqual(expect.arrayContaining([C.ongoingSessionId, C.tomorrowSessionId, C.attendee.inReviewSessionId, C.attendee.failedSessionId]));
    expect(mine.map((m) => m.session.id)).not.toContain(C.endedSessionId);
    expect(mine.find((m) => m.session.id === C.ongoingSessionId)?.state).toBe('success');
  });

  it('make 13800000131 an approved guest (media: the identities have no guest type) who is speaker sp-001', async () => {
    expect(Object.values(REGISTER_TYPES)).not.toContain('guest');
    const info = await userInfo(P.conferenceGuest);
    expect(info.userExhibitionVO).toMatchObject({ registerType: REGISTER_TYPES.media, examineResult: 'approve', completeResult: 'succ' });
    const speaker = (await shop.get(undefined, 'guest/detail', { id: C.speakerId, exhibitionId: 'demo' })).body.data;
    expect(speaker.name).toBe(info.name || '欧阳明');
    expect(seedProgramme(NOW).speakers[0]).toMatchObject({ id: C.speakerId, userId: `u-demo-${P.conferenceGuest}` });
  });

  it('keep the journeys’ sessions as SEED.conference says', async () => {
    const detail = async (id: string) => (await shop.get(undefined, 'meeting/detail', { id })).body.data;
    const full = await detail(C.fullSessionId);
    expect(full.registered).toBe(full.capacity);
    const [a, b] = await Promise.all(C.clashSessionIds.map(detail));
    expect([a.startTime, a.needsReview, b.needsReview]).toEqual([b.startTime, false, false]);
    expect(a.venueId).not.toBe(b.venueId);
    expect((await detail(C.reviewSessionId)).needsReview).toBe(true);
    expect(await detail(C.openSessionId)).toMatchObject({ needsReview: false, timeState: 'upcoming', speakerIds: expect.arrayContaining([C.speakerId]) });
  });
});
