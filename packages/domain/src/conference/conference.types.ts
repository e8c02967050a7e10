// The conference programme, its speakers, sign-ups, activities and sign-in at the door as the
// `RC meeting/*`, `RC guest/*`, `RC conference/*` and `RC activity/*` endpoints send them
// (docs/endpoints.md "Conference, guests, sign-in and information"). Times are `yyyy-MM-dd HH:mm:ss`
// Beijing time, days `yyyy-MM-dd`; `serverTime` is the server's clock (epoch ms) when it answered.
// Jackson's nulls are read as absent by the SDK before they reach these types.

/** Where a session or activity stands in time, by the server's clock. */
export type TimeState = 'upcoming' | 'ongoing' | 'ended';

/** A sign-up's state: one that needs review starts `in_review`, others `success`. */
export type SignUpState = 'in_review' | 'failed' | 'success';

/** The caller's own sign-up, on a session read with a token. */
export interface SessionSignUp {
  readonly state: SignUpState;
  /** The organiser's reason, when the review failed. */
  readonly failReason?: string;
  readonly signedIn: boolean;
}

/** One session of the conference programme (the doc's `Session`). */
export interface ConferenceSession {
  readonly id: string;
  readonly title: string;
  readonly titleEn: string;
  readonly topicId: string;
  readonly topic: string;
  readonly topicEn: string;
  readonly venueId: string;
  readonly venue: string;
  readonly venueEn: string;
  /** Where the venue is, when the server says (an .ics file's location carries it). */
  readonly venueAddress?: string;
  readonly venueAddressEn?: string;
  /** `yyyy-MM-dd`. */
  readonly day: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly summary: string;
  readonly summaryEn: string;
  readonly speakerIds: readonly string[];
  /** Absent: no limit. */
  readonly capacity?: number;
  readonly registered: number;
  /** A sign-up waits for the organiser's review. */
  readonly needsReview: boolean;
  readonly timeState: TimeState;
  readonly serverTime: number;
  /** On `RC meeting/detail` and `RC meeting/list` (a card names its speakers). */
  readonly speakers?: readonly Speaker[];
  /** With a token, when the caller signed up. */
  readonly mine?: SessionSignUp;
}

/** A speaker (guest) of the conference. */
export interface Speaker {
  readonly id: string;
  readonly name: string;
  readonly nameEn: string;
  readonly jobTitle: string;
  readonly jobTitleEn: string;
  readonly organisation: string;
  readonly organisationEn: string;
  readonly bio: string;
  readonly bioEn: string;
  readonly photo?: string;
  /** Only on `RC guest/detail`. */
  readonly sessions?: readonly ConferenceSession[];
}

/** A venue or a topic the programme can be filtered by. */
export interface SessionFacet {
  readonly id: string;
  readonly name: string;
  readonly nameEn: string;
}

/** What the programme can be filtered by (`RC meeting/facets`). */
export interface SessionFacets {
  /** `yyyy-MM-dd`, in order. */
  readonly days: readonly string[];
  readonly venues: readonly SessionFacet[];
  readonly topics: readonly SessionFacet[];
  /** The server's clock when it answered (epoch ms): the programme opens on its day. */
  readonly serverTime?: number;
}

/** The programme's filters (`RC meeting/list` besides the exhibition and the page). */
export interface SessionQuery {
  readonly day?: string;
  readonly venueId?: string;
  readonly topicId?: string;
  /** Matches the title, the topic or a speaker's name. */
  readonly keyword?: string;
}

/** One of the caller's sign-ups (`RC conference/mine`, `RC conference/register`). */
export interface MySession {
  readonly session: ConferenceSession;
  readonly state: SignUpState;
  readonly failReason?: string;
  readonly signedIn: boolean;
  readonly signedAt?: string;
}

/** An activity of the exhibition (`RC activity/*`). */
export interface Activity {
  readonly id: string;
  readonly title: string;
  readonly titleEn: string;
  readonly place: string;
  readonly placeEn: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly summary: string;
  readonly summaryEn: string;
  readonly cover?: string;
  /** Absent: no limit. */
  readonly capacity?: number;
  readonly registered: number;
  readonly timeState: TimeState;
  /** With a token, when the caller signed up. */
  readonly mine?: { readonly state: 'success' };
}

/** Where the sign-in window stands: it opens 30 minutes before the session and closes at its end. */
export type SignInWindow = 'not_started' | 'open' | 'ended';

/** What a sign-in code at the door stands for (`RC meeting/signInfo`, no token). */
export interface SignInfo {
  readonly signCodeId: string;
  readonly sessionId: string;
  readonly title: string;
  readonly titleEn: string;
  readonly venue: string;
  readonly venueEn: string;
  readonly opensAt: string;
  readonly closesAt: string;
  readonly window: SignInWindow;
  readonly serverTime: number;
  /** With a token: when the caller signed in at this door, so the page still says so after a reload. */
  readonly signedAt?: string;
}

/** A sign-in's answer (`RC meeting/signIn`); `already`: signed in before, the same answer again. */
export interface SignInResult {
  readonly sessionId: string;
  readonly title: string;
  readonly titleEn: string;
  readonly signedAt: string;
  readonly already: boolean;
}
