// Where an approved conference user goes, by the exhibition's conference flow (spec §2). The spec gives
// only the targets; the rows below are what a conference attendee would expect at each point.
import type { ConferenceFlow } from '../config/function-config';
import { isOn } from '../config/switch';
import { routeWithin, type NextStep, type NextStepInput } from './next-step.types';

export const CONFERENCE_TARGETS = [
  '/conference/selectConferenceNodeMode',
  '/conference/selectConference',
  '/conference/activity/myactivity',
  '/conference/activity/list',
  '/confirmation',
  '/user-center',
] as const;
const route = routeWithin<(typeof CONFERENCE_TARGETS)[number]>();

type ConferenceRouter = (input: NextStepInput) => NextStep;

const registered = (input: NextStepInput): boolean => input.user.isHaveConferenceRegistration === 1;
const hasTicket = (input: NextStepInput): boolean => input.user.isHaveTicket === 1;

const selectConferencePath = (input: NextStepInput): (typeof CONFERENCE_TARGETS)[0 | 1] =>
  isOn(input.config.isOpenNodeMode) ? '/conference/selectConferenceNodeMode' : '/conference/selectConference';

export const CONFERENCE_ROUTES: Readonly<Record<Exclude<ConferenceFlow, ''>, ConferenceRouter>> = {
  // Activity flow: the attendee's own activities once signed up, else the list to sign up from.
  activity: (input) =>
    route(registered(input) ? '/conference/activity/myactivity' : '/conference/activity/list'),
  // Select flow: pick conferences first; once registered, the confirmation letter if a ticket exists,
  // else the personal centre where the registration's state is shown.
  selectConference: (input) => {
    if (!registered(input)) return route(selectConferencePath(input));
    return route(hasTicket(input) ? '/confirmation' : '/user-center');
  },
  // Confirmation flow: registration is the ticket; without one yet, the personal centre.
  confirmation: (input) => route(hasTicket(input) ? '/confirmation' : '/user-center'),
};

/** The conference route, or undefined when the exhibition has no conference flow configured. */
export const conferenceRoute = (input: NextStepInput): NextStep | undefined => {
  const flow = input.config.conferenceFlow;
  return flow === 'activity' || flow === 'selectConference' || flow === 'confirmation'
    ? CONFERENCE_ROUTES[flow](input)
    : undefined;
};
