// What the conference backend keeps (issue 15): the programme (venues, topics, speakers, sessions), the
// activities, the sign codes at the doors, and who signed up for what. Times are epoch ms; the wire
// views (conference-views.ts) format them.
import type { NamedOption, SignUpState, Speaker } from './conference-wire.types';

/** A hall of the programme and where it is (the .ics file's LOCATION). */
export interface VenueRecord extends NamedOption {
  address: string;
  addressEn: string;
}

export interface SessionRecord {
  id: string;
  exhibitionId: string;
  title: string;
  titleEn: string;
  topicId: string;
  venueId: string;
  startAt: number;
  endAt: number;
  summary: string;
  summaryEn: string;
  speakerIds: string[];
  /** Absent: no limit. */
  capacity?: number;
  /** Sign-ups the seeds count before anyone in this run (the run's own held sign-ups add to it). */
  registeredBefore: number;
  needsReview: boolean;
}

/** A speaker, and the user who is that speaker when there is one (a guest who logs in). */
export interface SpeakerRecord extends Speaker {
  userId?: string;
}

export interface ActivityRecord {
  id: string;
  exhibitionId: string;
  title: string;
  titleEn: string;
  place: string;
  placeEn: string;
  startAt: number;
  endAt: number;
  summary: string;
  summaryEn: string;
  cover?: string;
  capacity?: number;
  registeredBefore: number;
}

export interface SignUpRecord {
  userId: string;
  sessionId: string;
  state: SignUpState;
  failReason?: string;
  signedAt?: number;
  createdAt: number;
}

export interface ActivitySignUpRecord {
  userId: string;
  activityId: string;
  createdAt: number;
}

export interface SignCodeRecord {
  signCodeId: string;
  sessionId: string;
}

export interface ProgrammeSeed {
  venues: VenueRecord[];
  topics: NamedOption[];
  speakers: SpeakerRecord[];
  sessions: SessionRecord[];
  activities: ActivityRecord[];
  signCodes: SignCodeRecord[];
  signUps: SignUpRecord[];
  activitySignUps: ActivitySignUpRecord[];
}

/** The sign-in window: opens 30 minutes before the start, closes at the end. */
export const SIGN_IN_OPENS_BEFORE_MS = 30 * 60 * 1000;
