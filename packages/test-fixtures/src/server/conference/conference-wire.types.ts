// The conference shapes of docs/endpoints.md "Conference, guests, sign-in and information" (issue 15),
// field by field as the catalogue has them.

export type TimeState = 'upcoming' | 'ongoing' | 'ended';
export type SignUpState = 'in_review' | 'failed' | 'success';
export type SignWindow = 'not_started' | 'open' | 'ended';

export interface NamedOption {
  id: string;
  name: string;
  nameEn: string;
}

export interface MeetingFacets {
  days: string[];
  venues: NamedOption[];
  topics: NamedOption[];
  /** The server's clock (epoch ms): the app opens the programme on its day. */
  serverTime: number;
}

export interface SessionMine {
  state: SignUpState;
  failReason?: string;
  signedIn: boolean;
}

export interface Speaker {
  id: string;
  name: string;
  nameEn: string;
  jobTitle: string;
  jobTitleEn: string;
  organisation: string;
  organisationEn: string;
  bio: string;
  bioEn: string;
  photo?: string;
}

export interface Session {
  id: string;
  title: string;
  titleEn: string;
  topicId: string;
  topic: string;
  topicEn: string;
  venueId: string;
  venue: string;
  venueEn: string;
  /** Where the venue is (issue 29). */
  venueAddress?: string;
  venueAddressEn?: string;
  day: string;
  startTime: string;
  endTime: string;
  summary: string;
  summaryEn: string;
  speakerIds: string[];
  capacity?: number;
  registered: number;
  needsReview: boolean;
  timeState: TimeState;
  serverTime: number;
  mine?: SessionMine;
}

export interface SessionWithSpeakers extends Session {
  speakers: Speaker[];
}

export interface SpeakerWithSessions extends Speaker {
  sessions: Session[];
}

export interface MySession {
  session: Session;
  state: SignUpState;
  failReason?: string;
  signedIn: boolean;
  signedAt?: string;
}

export interface Activity {
  id: string;
  title: string;
  titleEn: string;
  place: string;
  placeEn: string;
  startTime: string;
  endTime: string;
  summary: string;
  summaryEn: string;
  cover?: string;
  capacity?: number;
  registered: number;
  timeState: TimeState;
  mine?: { state: 'success' };
}

export interface SignInfo {
  signCodeId: string;
  sessionId: string;
  title: string;
  titleEn: string;
  venue: string;
  venueEn: string;
  opensAt: string;
  closesAt: string;
  window: SignWindow;
  serverTime: number;
  /** With a token: when the caller signed in at this door (Beijing time), so a reload still says so. */
  signedAt?: string;
}

export interface SignInResult {
  sessionId: string;
  title: string;
  titleEn: string;
  signedAt: string;
  already: boolean;
}
