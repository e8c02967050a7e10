import { ContainerModule } from 'inversify';
import { defineArea } from '../di/area';
import { CancelActivityUseCase } from './cancel-activity.use-case';
import { CancelSessionUseCase } from './cancel-session.use-case';
import { FetchCalendarFileUseCase } from './fetch-calendar-file.use-case';
import { CONFERENCE_TOKENS } from './conference.tokens';
import { FetchActivityUseCase } from './fetch-activity.use-case';
import { FetchFacetsUseCase } from './fetch-facets.use-case';
import { FetchSessionUseCase } from './fetch-session.use-case';
import { FetchSignInfoUseCase } from './fetch-sign-info.use-case';
import { FetchSpeakerUseCase } from './fetch-speaker.use-case';
import { FetchMyTalksUseCase } from './fetch-my-talks.use-case';
import { HttpConferenceGateway } from './http-conference.gateway';
import { ListActivitiesUseCase } from './list-activities.use-case';
import { ListMyActivitiesUseCase } from './list-my-activities.use-case';
import { ListMySessionsUseCase } from './list-my-sessions.use-case';
import { ListSessionsUseCase } from './list-sessions.use-case';
import { ListSpeakersUseCase } from './list-speakers.use-case';
import { RegisterActivityUseCase } from './register-activity.use-case';
import { RegisterSessionsUseCase } from './register-sessions.use-case';
import { SignInUseCase } from './sign-in.use-case';

/** The conference area's operations, by the names callers use. */
export const CONFERENCE_OPERATIONS = {
  fetchFacets: FetchFacetsUseCase,
  listSessions: ListSessionsUseCase,
  fetchSession: FetchSessionUseCase,
  fetchCalendarFile: FetchCalendarFileUseCase,
  listSpeakers: ListSpeakersUseCase,
  fetchSpeaker: FetchSpeakerUseCase,
  fetchMyTalks: FetchMyTalksUseCase,
  registerSessions: RegisterSessionsUseCase,
  cancelSession: CancelSessionUseCase,
  listMySessions: ListMySessionsUseCase,
  listActivities: ListActivitiesUseCase,
  fetchActivity: FetchActivityUseCase,
  registerActivity: RegisterActivityUseCase,
  cancelActivity: CancelActivityUseCase,
  listMyActivities: ListMyActivitiesUseCase,
  fetchSignInfo: FetchSignInfoUseCase,
  signIn: SignInUseCase,
} as const;

/** The conference area: the programme and its speakers, sign-ups, activities and sign-in at the door. */
export const conferenceArea = defineArea({
  name: 'conference',
  module: new ContainerModule(({ bind }) => {
    bind(CONFERENCE_TOKENS.Gateway).to(HttpConferenceGateway).inSingletonScope();
  }),
  operations: CONFERENCE_OPERATIONS,
});
