// The conference replies as the real backend's Jackson setup writes them ("" / -1 / {} / [] / false for
// what is absent) come back equal to the plain replies, and a plain reply passes unchanged (the same object).
import type { Page } from '@fairpass/domain';
import type { Activity, ConferenceSession, MySession, SessionFacets, SignInfo, SignInResult, Speaker } from '@fairpass/domain/conference';
import { describe, expect, it } from 'vitest';
import {
  normaliseActivities,
  normaliseActivity,
  normaliseActivityPage,
  normaliseMySessions,
  normaliseSession,
  normaliseSessionFacets,
  normaliseSessionPage,
  normaliseSignInfo,
  normaliseSignInResult,
  normaliseSpeaker,
  normaliseSpeakerPage,
} from '../../src/conference/conference.normalisers';

/** Both directions for one type: Jackson → plain, plain → the very same plain object. */
function expectReadsBack<T>(normalise: (raw: unknown) => T, jackson: unknown, plain: T): void {
  expect(normalise(jackson)).toEqual(plain);
  expect(normalise(plain)).toBe(plain);
  expect(normalise(JSON.parse(JSON.stringify(plain)))).toEqual(plain);
}

const SESSION: ConferenceSession = {
  id: 'ms-1',
  title: '开幕论坛',
  titleEn: 'Opening forum',
  topicId: 'tp-1',
  topic: '贸易',
  topicEn: 'Trade',
  venueId: 'v-1',
  venue: '一号厅',
  venueEn: 'Hall 1',
  day: '2026-05-02',
  startTime: '2026-05-02 10:00:00',
  endTime: '2026-05-02 11:00:00',
  summary: '概要',
  summaryEn: 'Summary',
  speakerIds: ['sp-1'],
  capacity: 60,
  registered: 12,
  needsReview: false,
  timeState: 'upcoming',
  serverTime: 1_777_600_800_000,
};

/** The same session as Jackson writes one without a limit, a sign-up or speakers. */
const JACKSON_OPEN_SESSION = { ...SESSION, capacity: -1, speakerIds: null, mine: {} };
const { capacity: _limit, ...OPEN_SESSION } = { ...SESSION, speakerIds: [] as string[] };

const SPEAKER: Speaker = {
  id: 'sp-1',
  name: '欧阳明',
  nameEn: 'Ouyang Ming',
  jobTitle: '主编',
  jobTitleEn: 'Editor',
  organisation: '贸易报',
  organisationEn: 'Trade Daily',
  bio: '简介',
  bioEn: 'Bio',
  photo: 'https://fair.example/sp-1.png',
};

describe('reading sessions', () => {
  it('keeps a session as sent, its sign-up included', () => {
    const mine: ConferenceSession = { ...SESSION, mine: { state: 'failed', failReason: '名额调整', signedIn: false } };
    expectReadsBack(normaliseSession, { ...mine }, mine);
  });

  it('reads no limit (-1), no sign-up ({}) and no speakers (null) as absent or none', () => {
    expectReadsBack(normaliseSession, JACKSON_OPEN_SESSION, OPEN_SESSION);
  });

  it('reads a sign-up that did not fail without a reason ("") and a null flag as false', () => {
    const read = normaliseSession({ ...SESSION, mine: { state: 'in_review', failReason: '', signedIn: null } });
    expect(read.mine).toEqual({ state: 'in_review', signedIn: false });
  });

  it('reads a detail\'s speakers as speakers (no photo "" → absent)', () => {
    const { photo: _photo, ...noPhoto } = SPEAKER;
    const detail: ConferenceSession = { ...SESSION, speakers: [SPEAKER, noPhoto] };
    expectReadsBack(normaliseSession, { ...detail, speakers: [SPEAKER, { ...noPhoto, photo: '' }] }, detail);
  });

  it('reads each session of a page, and a page of none', () => {
    const page: Page<ConferenceSession> = { records: [SESSION, OPEN_SESSION], total: 2, size: 10, current: 1, pages: 1 };
    expectReadsBack(normaliseSessionPage, { ...page, records: [SESSION, JACKSON_OPEN_SESSION] }, page);
    expect(normaliseSessionPage({ records: null, total: 0, size: 10, current: 1, pages: 0 })).toEqual({ records: [], total: 0, size: 10, current: 1, pages: 0 });
  });

  it('reads the facets, null lists as none', () => {
    const facets: SessionFacets = { days: ['2026-05-02'], venues: [{ id: 'v-1', name: '一号厅', nameEn: 'Hall 1' }], topics: [] };
    expectReadsBack(normaliseSessionFacets, { ...facets, topics: null }, facets);
  });
});

describe('reading speakers', () => {
  it('reads a speaker\'s sessions as sessions, and a page of speakers', () => {
    const detail: Speaker = { ...SPEAKER, sessions: [OPEN_SESSION] };
    expectReadsBack(normaliseSpeaker, { ...SPEAKER, sessions: [JACKSON_OPEN_SESSION] }, detail);
    const page: Page<Speaker> = { records: [SPEAKER], total: 1, size: 10, current: 1, pages: 1 };
    expectReadsBack(normaliseSpeakerPage, { ...page, records: [{ ...SPEAKER, nameEn: null }] }, { ...page, records: [{ ...SPEAKER, nameEn: '' }] });
  });
});

describe('reading the user\'s sign-ups, activities and sign-in', () => {
  it('reads a sign-up not signed in (no time "") without a reason, its session read as every session', () => {
    const mine: MySession[] = [{ session: OPEN_SESSION, state: 'success', signedIn: false }];
    expectReadsBack(normaliseMySessions, [{ session: JACKSON_OPEN_SESSION, state: 'success', failReason: '', signedIn: false, signedAt: '' }], mine);
    expect(normaliseMySessions(null)).toEqual([]);
  });

  it('keeps a signed-in sign-up\'s time', () => {
    const mine: MySession[] = [{ session: SESSION, state: 'success', signedIn: true, signedAt: '2026-05-02 09:50:00' }];
    expectReadsBack(normaliseMySessions, mine.map((each) => ({ ...each })), mine);
  });

  it('reads an activity without a cover, a limit or a sign-up as absent', () => {
    const activity: Activity = {
      id: 'act-1',
      title: '参观',
      titleEn: 'Tour',
      place: '二号厅',
      placeEn: 'Hall 2',
      startTime: '2026-05-02 14:00:00',
      endTime: '2026-05-02 15:00:00',
      summary: '',
      summaryEn: '',
      registered: 3,
      timeState: 'upcoming',
    };
    const jackson = { ...activity, cover: '', capacity: -1, mine: {} };
    expectReadsBack(normaliseActivity, jackson, activity);
    expectReadsBack(normaliseActivities, [jackson], [activity]);
    const page: Page<Activity> = { records: [activity], total: 1, size: 10, current: 1, pages: 1 };
    expectReadsBack(normaliseActivityPage, { ...page, records: [jackson] }, page);
    const mine: Activity = { ...activity, capacity: 20, mine: { state: 'success' } };
    expectReadsBack(normaliseActivity, { ...mine, cover: null }, mine);
  });

  it('reads the sign-in info and a sign-in\'s answer (a null flag as false)', () => {
    const info: SignInfo = {
      signCodeId: 'sign-open',
      sessionId: 'ms-1',
      title: '开幕论坛',
      titleEn: 'Opening forum',
      venue: '一号厅',
      venueEn: '',
      opensAt: '2026-05-02 09:30:00',
      closesAt: '2026-05-02 11:00:00',
      window: 'open',
      serverTime: 1_777_600_800_000,
    };
    expectReadsBack(normaliseSignInfo, { ...info, venueEn: null }, info);
    const result: SignInResult = { sessionId: 'ms-1', title: '开幕论坛', titleEn: 'Opening forum', signedAt: '2026-05-02 09:50:00', already: false };
    expectReadsBack(normaliseSignInResult, { ...result, already: null }, result);
  });
});
