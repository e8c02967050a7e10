/**
 * @module @fairpass/domain/conference
 */
// The public surface of @fairpass/domain/conference: the names other packages use, nothing else.
export type { ConferenceGateway, ExhibitionPageRequest, SessionListRequest, SpeakerListRequest, RegisterSessionsRequest } from './conference.gateway';
export type {
  SignUpState,
  SessionSignUp,
  ConferenceSession,
  Speaker,
  SessionFacets,
  SessionQuery,
  MySession,
  Activity,
  SignInWindow,
  SignInfo,
  SignInResult,
} from './conference.types';
export { clashingWith } from './session-clash';
export { isFull, seatsLeft, canSignUp } from './session-availability';
export { signInWindowOf, msUntilSignInChange, signInOutcomeKey } from './sign-in-window';
export type { SignInOutcomeKey } from './sign-in-window';
export { sessionCalendarEvent } from './session-calendar';
export { groupByTimeNode } from './programme-groups';
export { exhibitionDayOf, openingDayOf, nowMarkerIndex } from './programme-day';
export { speakerTalksOf } from './speaker-talks';
export type { SpeakerTalks } from './speaker-talks';
