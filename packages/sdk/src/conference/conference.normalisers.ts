// The conference replies in the domain's shape, whatever placeholders the backend wrote for absent values
// (wire/absent-values.ts): a session or activity without a limit (capacity -1) has no `capacity`, one the
// caller never signed up for no `mine` ({}), a sign-up that did not fail no `failReason` (""), one not
// signed in no `signedAt` (""), a speaker without a photo and an activity without a cover no address ("").
// A session's `speakers` and a speaker's `sessions` (the detail replies) are read by their own shapes.
import type { Page } from '@fairpass/domain';
import type { Activity, ConferenceSession, MySession, SessionFacets, SessionSignUp, SignInfo, SignInResult, Speaker } from '@fairpass/domain/conference';
import type { SignedFile } from '@fairpass/domain/files';
import { objectOrNull } from '../wire/absent-values';
import { readPage, withOptional } from '../wire/reply-parts';
import { readReply, type ShapeOf } from '../wire/reply-shape';

const FACET_SHAPE = { object: { id: 'text', name: 'text', nameEn: 'text' } } as const;

export const SESSION_FACETS_SHAPE: ShapeOf<SessionFacets> = {
  object: { days: { list: 'text' }, venues: { list: FACET_SHAPE }, topics: { list: FACET_SHAPE }, serverTime: 'keep' },
};

/** The caller's own sign-up on a session. */
export const SESSION_SIGN_UP_SHAPE: ShapeOf<SessionSignUp> = {
  object: { state: 'text', failReason: 'optionalText', signedIn: 'flag' },
};

/** A session; its `mine` and `speakers` are read on their own. */
export const SESSION_SHAPE: ShapeOf<ConferenceSession> = {
  object: {
    id: 'text',
    title: 'text',
    titleEn: 'text',
    topicId: 'text',
    topic: 'text',
    topicEn: 'text',
    venueId: 'text',
    venue: 'text',
    venueEn: 'text',
    venueAddress: 'optionalText',
    venueAddressEn: 'optionalText',
    day: 'text',
    startTime: 'text',
    endTime: 'text',
    summary: 'text',
    summaryEn: 'text',
    speakerIds: { list: 'text' },
    capacity: 'optionalCount',
    registered: 'number',
    needsReview: 'flag',
    timeState: 'text',
    serverTime: 'number',
    speakers: 'keep',
    mine: 'keep',
  },
};

/** A speaker; their `sessions` are read on their own. */
export const SPEAKER_SHAPE: ShapeOf<Speaker> = {
  object: {
    id: 'text',
    name: 'text',
    nameEn: 'text',
    jobTitle: 'text',
    jobTitleEn: 'text',
    organisation: 'text',
    organisationEn: 'text',
    bio: 'text',
    bioEn: 'text',
    photo: 'optionalText',
    sessions: 'keep',
  },
};

/** One of the caller's sign-ups; its `session` is read as every session is. */
export const MY_SESSION_SHAPE: ShapeOf<MySession> = {
  object: { session: 'keep', state: 'text', failReason: 'optionalText', signedIn: 'flag', signedAt: 'optionalText' },
};

export const ACTIVITY_SHAPE: ShapeOf<Activity> = {
  object: {
    id: 'text',
    title: 'text',
    titleEn: 'text',
    place: 'text',
    placeEn: 'text',
    startTime: 'text',
    endTime: 'text',
    summary: 'text',
    summaryEn: 'text',
    cover: 'optionalText',
    capacity: 'optionalCount',
    registered: 'number',
    timeState: 'text',
    mine: 'keep',
  },
};

const ACTIVITY_SIGN_UP_SHAPE: ShapeOf<NonNullable<Activity['mine']>> = { object: { state: 'text' } };

export const SIGN_INFO_SHAPE: ShapeOf<SignInfo> = {
  object: {
    signCodeId: 'text',
    sessionId: 'text',
    title: 'text',
    titleEn: 'text',
    venue: 'text',
    venueEn: 'text',
    opensAt: 'text',
    closesAt: 'text',
    window: 'text',
    serverTime: 'number',
    signedAt: 'optionalText',
  },
};

export const SIGN_IN_RESULT_SHAPE: ShapeOf<SignInResult> = {
  object: { sessionId: 'text', title: 'text', titleEn: 'text', signedAt: 'text', already: 'flag' },
};

/** Each item through `read`; the very same list when none changed (and anything not a list as it came). */
const eachOf = <I>(items: readonly I[], read: (item: I) => I): readonly I[] => {
  if (!Array.isArray(items)) return items;
  const out = items.map(read);
  return out.every((item, index) => item === items[index]) ? items : out;
};

/** A list field of a record (a detail reply's `speakers`, `sessions`), each item read by `read`; left out when absent. */
function withListOf<T extends object, I>(record: T, field: keyof T & string, read: (item: I) => I): T {
  const value = (record as Record<string, unknown>)[field];
  if (value === undefined) return record;
  if (value === null) {
    const { [field]: _absent, ...rest } = record as Record<string, unknown>;
    return rest as T;
  }
  if (!Array.isArray(value)) return record;
  const items = eachOf(value as readonly I[], read);
  return items === value ? record : ({ ...record, [field]: items } as T);
}

const readSpeakerOnly = (raw: Speaker): Speaker => readReply(raw, SPEAKER_SHAPE) as Speaker;

const readSession = (raw: ConferenceSession): ConferenceSession => {
  const read = withOptional(readReply(raw, SESSION_SHAPE) as ConferenceSession, 'mine', SESSION_SIGN_UP_SHAPE);
  return withListOf(read, 'speakers', readSpeakerOnly);
};

const readSpeaker = (raw: Speaker): Speaker => withListOf(readSpeakerOnly(raw), 'sessions', readSession);

const readMySession = (raw: MySession): MySession => {
  const read = readReply(raw, MY_SESSION_SHAPE) as MySession;
  const session = readSession(read.session ?? ({} as ConferenceSession));
  return session === read.session ? read : { ...read, session };
};

const readActivity = (raw: Activity): Activity => withOptional(readReply(raw, ACTIVITY_SHAPE) as Activity, 'mine', ACTIVITY_SIGN_UP_SHAPE);

/** `meeting/facets` (null lists → []). */
export const normaliseSessionFacets = (raw: unknown): SessionFacets => readReply(raw, SESSION_FACETS_SHAPE) as SessionFacets;

/** `meeting/list`. */
export const normaliseSessionPage = (raw: unknown): Page<ConferenceSession> => readPage(raw, SESSION_SHAPE, readSession);

/** `meeting/detail` (with its `speakers`). */
export const normaliseSession = (raw: unknown): ConferenceSession => readSession(raw as ConferenceSession);

/** `guest/list`. */
export const normaliseSpeakerPage = (raw: unknown): Page<Speaker> => readPage(raw, SPEAKER_SHAPE, readSpeaker);

/** `guest/detail` (with their `sessions`). */
export const normaliseSpeaker = (raw: unknown): Speaker => readSpeaker(raw as Speaker);

/** `guest/mine`: the caller's speaker record with their `sessions`; null (or Jackson's `{}`) when they speak at none. */
export const normaliseMySpeaker = (raw: unknown): Speaker | undefined => {
  const present = objectOrNull(raw);
  return present === null ? undefined : readSpeaker(present as unknown as Speaker);
};

/** `conference/register`, `conference/mine` (null → []). */
export const normaliseMySessions = (raw: unknown): MySession[] => eachOf(readReply(raw, { list: MY_SESSION_SHAPE }) as MySession[], readMySession) as MySession[];

/** `activity/list`. */
export const normaliseActivityPage = (raw: unknown): Page<Activity> => readPage(raw, ACTIVITY_SHAPE, readActivity);

/** `activity/detail`, `activity/register`. */
export const normaliseActivity = (raw: unknown): Activity => readActivity(raw as Activity);

/** `activity/mine` (null → []). */
export const normaliseActivities = (raw: unknown): Activity[] => eachOf(readReply(raw, { list: ACTIVITY_SHAPE }) as Activity[], readActivity) as Activity[];

/** `meeting/signInfo`. */
export const normaliseSignInfo = (raw: unknown): SignInfo => readReply(raw, SIGN_INFO_SHAPE) as SignInfo;

/** `meeting/signIn`. */
export const normaliseSignInResult = (raw: unknown): SignInResult => readReply(raw, SIGN_IN_RESULT_SHAPE) as SignInResult;

const CALENDAR_FILE_SHAPE: ShapeOf<SignedFile> = { object: { url: 'text', fileName: 'text', expireTime: 'text' } };

/** `meeting/calendar`. */
export const normaliseCalendarFile = (raw: unknown): SignedFile => readReply(raw, CALENDAR_FILE_SHAPE) as SignedFile;
