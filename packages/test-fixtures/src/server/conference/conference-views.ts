// The wire views of the conference records (docs/endpoints.md "Programme and speakers", "Sign-ups"):
// times formatted in Beijing time, time states on the server clock, and the caller's own state when a
// caller is known.
import { beijingTime } from '../kit/beijing-time';
import type { ActivityRecord, SessionRecord, SignUpRecord, SpeakerRecord } from './conference-records';
import type { ConferenceState } from './conference-state';
import type { Activity, MySession, Session, SessionWithSpeakers, Speaker, SpeakerWithSessions, TimeState } from './conference-wire.types';

export const timeStateOf = (startAt: number, endAt: number, now: number): TimeState => (now < startAt ? 'upcoming' : now < endAt ? 'ongoing' : 'ended');

export function toWireSpeaker(record: SpeakerRecord): Speaker {
  const { userId: _userId, ...speaker } = record;
  return speaker;
}

export function toWireSession(state: ConferenceState, session: SessionRecord, now: number, userId?: string): Session {
  const topic = state.topic(session.topicId);
  const venue = state.venue(session.venueId);
  const mine = userId === undefined ? undefined : state.signUpOf(userId, session.id);
  return {
    id: session.id,
    title: session.title,
    titleEn: session.titleEn,
    topicId: session.topicId,
    topic: topic?.name ?? '',
    topicEn: topic?.nameEn ?? '',
    venueId: session.venueId,
    venue: venue?.name ?? '',
    venueEn: venue?.nameEn ?? '',
    ...(venue ? { venueAddress: venue.address, venueAddressEn: venue.addressEn } : {}),
    day: beijingTime(session.startAt).slice(0, 10),
    startTime: beijingTime(session.startAt),
    endTime: beijingTime(session.endAt),
    summary: session.summary,
    summaryEn: session.summaryEn,
    speakerIds: [...session.speakerIds],
    ...(session.capacity === undefined ? {} : { capacity: session.capacity }),
    registered: state.registered(session),
    needsReview: session.needsReview,
    timeState: timeStateOf(session.startAt, session.endAt, now),
    serverTime: now,
    ...(mine ? { mine: { state: mine.state, ...(mine.failReason ? { failReason: mine.failReason } : {}), signedIn: mine.signedAt !== undefined } } : {}),
  };
}

export function toWireSessionWithSpeakers(state: ConferenceState, session: SessionRecord, now: number, userId?: string): SessionWithSpeakers {
  const speakers = session.speakerIds.flatMap((id) => {
    const speaker = state.speaker(id);
    return speaker ? [toWireSpeaker(speaker)] : [];
  });
  return { ...toWireSession(state, session, now, userId), speakers };
}

export function toWireSpeakerWithSessions(state: ConferenceState, speaker: SpeakerRecord, exhibitionId: string, now: number, userId?: string): SpeakerWithSessions {
  const sessions = state
    .sessionsOf(exhibitionId)
    .filter((s) => s.speakerIds.includes(speaker.id))
    .map((s) => toWireSession(state, s, now, userId));
  return { ...toWireSpeaker(speaker), sessions };
}

export function toWireMySession(state: ConferenceState, signUp: SignUpRecord, now: number): MySession | undefined {
  const session = state.session(signUp.sessionId);
  if (!session) return undefined;
  return {
    session: toWireSession(state, session, now, signUp.userId),
    state: signUp.state,
    ...(signUp.failReason ? { failReason: signUp.failReason } : {}),
    signedIn: signUp.signedAt !== undefined,
    ...(signUp.signedAt === undefined ? {} : { signedAt: beijingTime(signUp.signedAt) }),
  };
}

export function toWireActivity(state: ConferenceState, activity: ActivityRecord, now: number, userId?: string): Activity {
  const mine = userId === undefined ? undefined : state.activitySignUpOf(userId, activity.id);
  return {
    id: activity.id,
    title: activity.title,
    titleEn: activity.titleEn,
    place: activity.place,
    placeEn: activity.placeEn,
    startTime: beijingTime(activity.startAt),
    endTime: beijingTime(activity.endAt),
    summary: activity.summary,
    summaryEn: activity.summaryEn,
    ...(activity.cover === undefined ? {} : { cover: activity.cover }),
    ...(activity.capacity === undefined ? {} : { capacity: activity.capacity }),
    registered: state.activityRegistered(activity),
    timeState: timeStateOf(activity.startAt, activity.endAt, now),
    ...(mine ? { mine: { state: 'success' as const } } : {}),
  };
}
