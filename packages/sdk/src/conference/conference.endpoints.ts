// The conference area's backend endpoints (docs/endpoints.md "Conference, guests, sign-in and
// information"): the programme and its filters, speakers, sign-ups, activities and sign-in at the door.
// Signing up, cancelling, an activity's sign-up and signing in carry an Idempotency-Key.
import type { Page } from '@fairpass/domain';
import type { Activity, ConferenceSession, ExhibitionPageRequest, MySession, RegisterSessionsRequest, SessionFacets, SessionListRequest, SignInfo, SignInResult, Speaker, SpeakerListRequest } from '@fairpass/domain/conference';
import type { SignedFile } from '@fairpass/domain/files';
import { endpoint } from '../http/endpoint';
import { RC } from '../http/endpoints';
import {
  normaliseActivities,
  normaliseActivity,
  normaliseActivityPage,
  normaliseCalendarFile,
  normaliseMySessions,
  normaliseSession,
  normaliseSessionFacets,
  normaliseSessionPage,
  normaliseSignInfo,
  normaliseSignInResult,
  normaliseSpeaker,
  normaliseMySpeaker,
  normaliseSpeakerPage,
} from './conference.normalisers';

type ById = { id: string };
type ExhibitionQuery = { exhibitionId: string };
type SignCodeRef = { signCodeId: string };

/** The conference area's endpoint catalogue, for `client.api.call(CONFERENCE_ENDPOINTS.x, input)`. */
export const CONFERENCE_ENDPOINTS = {
  facets: endpoint<ExhibitionQuery, SessionFacets>()({ method: 'GET', path: `${RC}meeting/facets` }, normaliseSessionFacets),
  sessions: endpoint<SessionListRequest, Page<ConferenceSession>>()({ method: 'GET', path: `${RC}meeting/list` }, normaliseSessionPage),
  session: endpoint<ById, ConferenceSession>()({ method: 'GET', path: `${RC}meeting/detail` }, normaliseSession),
  calendarFile: endpoint<ById, SignedFile>()({ method: 'GET', path: `${RC}meeting/calendar` }, normaliseCalendarFile),
  speakers: endpoint<SpeakerListRequest, Page<Speaker>>()({ method: 'GET', path: `${RC}guest/list` }, normaliseSpeakerPage),
  speaker: endpoint<ById, Speaker>()({ method: 'GET', path: `${RC}guest/detail` }, normaliseSpeaker),
  /** The caller's own talks (issue 29): bearer. */
  mySpeaker: endpoint<ExhibitionQuery, Speaker | undefined>()({ method: 'GET', path: `${RC}guest/mine` }, normaliseMySpeaker),
  registerSessions: endpoint<RegisterSessionsRequest, MySession[]>()(
    { method: 'POST', path: `${RC}conference/register`, idempotent: true },
    normaliseMySessions,
  ),
  cancelSession: endpoint<{ sessionId: string }, true>()({ method: 'POST', path: `${RC}conference/cancel`, idempotent: true }),
  mySessions: endpoint<ExhibitionQuery, MySession[]>()({ method: 'GET', path: `${RC}conference/mine` }, normaliseMySessions),
  activities: endpoint<ExhibitionPageRequest, Page<Activity>>()({ method: 'GET', path: `${RC}activity/list` }, normaliseActivityPage),
  activity: endpoint<ById, Activity>()({ method: 'GET', path: `${RC}activity/detail` }, normaliseActivity),
  registerActivity: endpoint<{ activityId: string }, Activity>()({ method: 'POST', path: `${RC}activity/register`, idempotent: true }, normaliseActivity),
  myActivities: endpoint<ExhibitionQuery, Activity[]>()({ method: 'GET', path: `${RC}activity/mine` }, normaliseActivities),
  /** Needs no token: the door's sign-in page shows it before anyone logs in. */
  cancelActivity: endpoint<{ activityId: string }, true>()({ method: 'POST', path: `${RC}activity/cancel`, idempotent: true }),
  signInfo: endpoint<SignCodeRef, SignInfo>()({ method: 'GET', path: `${RC}meeting/signInfo` }, normaliseSignInfo),
  signIn: endpoint<SignCodeRef, SignInResult>()({ method: 'POST', path: `${RC}meeting/signIn`, idempotent: true }, normaliseSignInResult),
} as const;
