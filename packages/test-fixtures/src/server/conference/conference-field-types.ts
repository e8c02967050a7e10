// The declared (Java) types of the conference routes' replies (issue 15), for the Jackson-nulls switch
// (wire-field-types.ts explains the tables).
import { RC } from '../context';
import { pageOf, type JavaKind, type KindOf } from '../wire-field-types';
import type { Activity, MeetingFacets, MySession, Session, SessionWithSpeakers, SignInfo, SignInResult, Speaker, SpeakerWithSessions } from './conference-wire.types';

const NAMED_OPTION = { object: { id: 'string', name: 'string', nameEn: 'string' } } as const;

export const MEETING_FACETS: KindOf<MeetingFacets> = { object: { days: { list: 'string' }, venues: { list: NAMED_OPTION }, topics: { list: NAMED_OPTION }, serverTime: 'number' } };

const SPEAKER_FIELDS = {
  id: 'string',
  name: 'string',
  nameEn: 'string',
  jobTitle: 'string',
  jobTitleEn: 'string',
  organisation: 'string',
  organisationEn: 'string',
  bio: 'string',
  bioEn: 'string',
  photo: 'string',
} as const;

export const SPEAKER: KindOf<Speaker> = { object: SPEAKER_FIELDS };

const SESSION_FIELDS = {
  id: 'string',
  title: 'string',
  titleEn: 'string',
  topicId: 'string',
  topic: 'string',
  topicEn: 'string',
  venueId: 'string',
  venue: 'string',
  venueEn: 'string',
  venueAddress: 'string',
  venueAddressEn: 'string',
  day: 'string',
  startTime: 'string',
  endTime: 'string',
  summary: 'string',
  summaryEn: 'string',
  speakerIds: { list: 'string' },
  capacity: 'number',
  registered: 'number',
  needsReview: 'boolean',
  timeState: 'string',
  serverTime: 'number',
  mine: { object: { state: 'string', failReason: 'string', signedIn: 'boolean' } },
} as const;

export const SESSION: KindOf<Session> = { object: SESSION_FIELDS };
export const SESSION_WITH_SPEAKERS: KindOf<SessionWithSpeakers> = { object: { ...SESSION_FIELDS, speakers: { list: SPEAKER } } };
export const SPEAKER_WITH_SESSIONS: KindOf<SpeakerWithSessions> = { object: { ...SPEAKER_FIELDS, sessions: { list: SESSION } } };

export const MY_SESSION: KindOf<MySession> = { object: { session: SESSION, state: 'string', failReason: 'string', signedIn: 'boolean', signedAt: 'string' } };

export const ACTIVITY: KindOf<Activity> = {
  object: {
    id: 'string',
    title: 'string',
    titleEn: 'string',
    place: 'string',
    placeEn: 'string',
    startTime: 'string',
    endTime: 'string',
    summary: 'string',
    summaryEn: 'string',
    cover: 'string',
    capacity: 'number',
    registered: 'number',
    timeState: 'string',
    mine: { object: { state: 'string' } },
  },
};

export const SIGN_INFO: KindOf<SignInfo> = {
  object: {
    signCodeId: 'string',
    sessionId: 'string',
    title: 'string',
    titleEn: 'string',
    venue: 'string',
    venueEn: 'string',
    opensAt: 'string',
    closesAt: 'string',
    window: 'string',
    serverTime: 'number',
    signedAt: 'string',
  },
};

export const SIGN_IN_RESULT: KindOf<SignInResult> = { object: { sessionId: 'string', title: 'string', titleEn: 'string', signedAt: 'string', already: 'boolean' } };

/** The conference routes' reply types (issue 15). */
export const CONFERENCE_REPLY_DATA: Readonly<Record<string, JavaKind>> = {
  [`GET ${RC}meeting/facets`]: MEETING_FACETS,
  [`GET ${RC}meeting/list`]: pageOf(SESSION_WITH_SPEAKERS),
  [`GET ${RC}meeting/detail`]: SESSION_WITH_SPEAKERS,
  [`GET ${RC}meeting/calendar`]: { object: { url: 'string', fileName: 'string', expireTime: 'string' } },
  [`GET ${RC}guest/list`]: pageOf(SPEAKER),
  [`GET ${RC}guest/detail`]: SPEAKER_WITH_SESSIONS,
  [`GET ${RC}guest/mine`]: SPEAKER_WITH_SESSIONS,
  [`POST ${RC}conference/register`]: { list: MY_SESSION },
  [`POST ${RC}conference/cancel`]: 'boolean',
  [`GET ${RC}conference/mine`]: { list: MY_SESSION },
  [`GET ${RC}activity/list`]: pageOf(ACTIVITY),
  [`GET ${RC}activity/detail`]: ACTIVITY,
  [`POST ${RC}activity/register`]: ACTIVITY,
  [`POST ${RC}activity/cancel`]: 'boolean',
  [`GET ${RC}activity/mine`]: { list: ACTIVITY },
  [`GET ${RC}meeting/signInfo`]: SIGN_INFO,
  [`POST ${RC}meeting/signIn`]: SIGN_IN_RESULT,
};
