/**
 * The conference area: the programme and its speakers, sign-ups for sessions and activities, the
 * user's schedule, and sign-in at a session's door.
 * @module @fairpass/sdk/conference
 */
// @fairpass/sdk/conference — the conference area (issue 15). Loaded into a client on first use:
//
//   import { getConference } from '@fairpass/sdk/conference';
//   const conference = getConference(client);
//   const mine = await conference.registerSessions.execute({ sessionIds: ['s-1', 's-2'] }, { idempotencyKey });
import type { FairpassClient } from '../client';
import { lazyArea, type AreaOperations, type OperationNames } from '../di/lazy-area';
import type { CONFERENCE_OPERATIONS } from './conference.area';

export type { CONFERENCE_OPERATIONS } from './conference.area';

/** The conference area's operations; each `execute()` resolves to a `Result`. */
export type ConferenceApi = AreaOperations<typeof CONFERENCE_OPERATIONS>;

const NAMES = {
  fetchFacets: true,
  listSessions: true,
  fetchSession: true,
  fetchCalendarFile: true,
  listSpeakers: true,
  fetchSpeaker: true,
  fetchMyTalks: true,
  registerSessions: true,
  cancelSession: true,
  listMySessions: true,
  listActivities: true,
  fetchActivity: true,
  registerActivity: true,
  cancelActivity: true,
  listMyActivities: true,
  fetchSignInfo: true,
  signIn: true,
} as const satisfies OperationNames<typeof CONFERENCE_OPERATIONS>;

/** The conference area of `client`: its code is fetched, and loaded into the client's container, when an operation first runs. */
export function getConference(client: FairpassClient): ConferenceApi {
  return lazyArea(client, { name: 'conference', operations: NAMES, load: async () => (await import('./conference.area')).conferenceArea });
}

export { CONFERENCE_ENDPOINTS } from './conference.endpoints';
export { FetchFacetsUseCase } from './fetch-facets.use-case';
export { ListSessionsUseCase, type ListSessionsInput } from './list-sessions.use-case';
export { FetchSessionUseCase } from './fetch-session.use-case';
export { FetchCalendarFileUseCase } from './fetch-calendar-file.use-case';
export { ListSpeakersUseCase, type ListSpeakersInput } from './list-speakers.use-case';
export { FetchSpeakerUseCase } from './fetch-speaker.use-case';
export { FetchMyTalksUseCase } from './fetch-my-talks.use-case';
export { RegisterSessionsUseCase } from './register-sessions.use-case';
export { CancelSessionUseCase } from './cancel-session.use-case';
export { CancelActivityUseCase } from './cancel-activity.use-case';
export { ListMySessionsUseCase } from './list-my-sessions.use-case';
export { ListActivitiesUseCase } from './list-activities.use-case';
export { FetchActivityUseCase } from './fetch-activity.use-case';
export { RegisterActivityUseCase } from './register-activity.use-case';
export { ListMyActivitiesUseCase } from './list-my-activities.use-case';
export { FetchSignInfoUseCase } from './fetch-sign-info.use-case';
export { SignInUseCase } from './sign-in.use-case';

// what each operation can fail with (its error type is `ErrorOf<typeof LIST>`)
export { CANCEL_SESSION_ERRORS } from './cancel-session.use-case';
export { CANCEL_ACTIVITY_ERRORS } from './cancel-activity.use-case';
export { FETCH_ACTIVITY_ERRORS } from './fetch-activity.use-case';
export { FETCH_FACETS_ERRORS } from './fetch-facets.use-case';
export { FETCH_SESSION_ERRORS } from './fetch-session.use-case';
export { FETCH_CALENDAR_FILE_ERRORS } from './fetch-calendar-file.use-case';
export { FETCH_SIGN_INFO_ERRORS } from './fetch-sign-info.use-case';
export { FETCH_SPEAKER_ERRORS } from './fetch-speaker.use-case';
export { FETCH_MY_TALKS_ERRORS } from './fetch-my-talks.use-case';
export { LIST_ACTIVITIES_ERRORS } from './list-activities.use-case';
export { LIST_MY_ACTIVITIES_ERRORS } from './list-my-activities.use-case';
export { LIST_MY_SESSIONS_ERRORS } from './list-my-sessions.use-case';
export { LIST_SESSIONS_ERRORS } from './list-sessions.use-case';
export { LIST_SPEAKERS_ERRORS } from './list-speakers.use-case';
export { REGISTER_ACTIVITY_ERRORS } from './register-activity.use-case';
export { REGISTER_SESSIONS_ERRORS, SIGN_UP_FAILURES } from './register-sessions.use-case';
export { SIGN_IN_ERRORS, SIGN_IN_FAILURES } from './sign-in.use-case';
