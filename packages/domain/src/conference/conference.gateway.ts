// The conference endpoints (docs/endpoints.md "Conference, guests, sign-in and information"): the
// programme and its filters, speakers, the caller's sign-ups, activities and sign-in at the door.
// Reads of the programme and speakers need no token (one sent adds the caller's own state); the
// sign-in code's info needs none at all; sign-ups and sign-in are the caller's.
import type { Activity, ConferenceSession, MySession, SessionFacets, SessionQuery, SignInfo, SignInResult, Speaker } from '../conference/conference.types';
import type { DomainError, Result } from '../errors/result';
import type { SignedFile } from '../files/files.types';
import type { CallOptions } from '../ports/call-options';
import type { Page, PageRequest } from '../ports/page';

/** A page of one exhibition's records (activities, news, materials, entry records). */
export interface ExhibitionPageRequest extends PageRequest {
  readonly exhibitionId: string;
}

/** What `RC meeting/list` takes: a page of the programme by start time, filtered. */
export interface SessionListRequest extends SessionQuery, ExhibitionPageRequest {}

/** What `RC guest/list` takes: a page of the speakers by name, filtered by a keyword. */
export interface SpeakerListRequest extends ExhibitionPageRequest {
  readonly keyword?: string;
}

/** What `RC conference/register` takes: the sessions to sign up for, all or none. */
export interface RegisterSessionsRequest {
  readonly exhibitionId: string;
  readonly sessionIds: readonly string[];
}

export interface ConferenceGateway {
  /** The days, venues and topics the programme can be filtered by. */
  facets(exhibitionId: string, options?: CallOptions): Promise<Result<SessionFacets, DomainError>>;
  /** The programme, by start time. */
  sessions(input: SessionListRequest, options?: CallOptions): Promise<Result<Page<ConferenceSession>, DomainError>>;
  /** One session with its `speakers`. */
  session(id: string, options?: CallOptions): Promise<Result<ConferenceSession, DomainError>>;
  /** `RC meeting/calendar`: the session as an .ics file at a signed address, in the caller's language (issue 27). */
  calendarFile(id: string, options?: CallOptions): Promise<Result<SignedFile, DomainError>>;
  /** The speakers, by name. */
  speakers(input: SpeakerListRequest, options?: CallOptions): Promise<Result<Page<Speaker>, DomainError>>;
  /** One speaker with their `sessions`. */
  speaker(id: string, options?: CallOptions): Promise<Result<Speaker, DomainError>>;
  /** `RC guest/mine`: the caller's own speaker record with their `sessions` (issue 29), or undefined when they speak at none. */
  mySpeaker(exhibitionId: string, options?: CallOptions): Promise<Result<Speaker | undefined, DomainError>>;
  /** Signs the caller up for every session or none; answers with the new sign-ups. */
  registerSessions(input: RegisterSessionsRequest, options?: CallOptions): Promise<Result<readonly MySession[], DomainError>>;
  /** Cancels one of the caller's sign-ups. */
  cancelSession(sessionId: string, options?: CallOptions): Promise<Result<true, DomainError>>;
  /** The caller's sign-ups, by start time. */
  mySessions(exhibitionId: string, options?: CallOptions): Promise<Result<readonly MySession[], DomainError>>;
  activities(input: ExhibitionPageRequest, options?: CallOptions): Promise<Result<Page<Activity>, DomainError>>;
  activity(id: string, options?: CallOptions): Promise<Result<Activity, DomainError>>;
  /** Signs the caller up for an activity; answers with the activity, `mine` set. */
  registerActivity(activityId: string, options?: CallOptions): Promise<Result<Activity, DomainError>>;
  /** Cancels the caller's place at an activity that has not started. */
  cancelActivity(activityId: string, options?: CallOptions): Promise<Result<true, DomainError>>;
  /** The activities the caller signed up for. */
  myActivities(exhibitionId: string, options?: CallOptions): Promise<Result<readonly Activity[], DomainError>>;
  /** What a sign-in code at the door stands for and where its window stands (no token). */
  signInfo(signCodeId: string, options?: CallOptions): Promise<Result<SignInfo, DomainError>>;
  /** Signs the caller in at the door; a second time answers the same with `already`. */
  signIn(signCodeId: string, options?: CallOptions): Promise<Result<SignInResult, DomainError>>;
}
