// Seats of a session or an activity (docs/endpoints.md: full when `capacity` is present and
// `registered >= capacity`; no capacity means no limit), and whether to offer "sign up". The server
// decides again (CONFERENCE.SESSION_FULL, CONFERENCE.SIGN_UP_CLOSED, CONFERENCE.ALREADY_REGISTERED,
// ACTIVITY.FULL).
import type { Activity, ConferenceSession } from './conference.types';

/** What the seat rules read; sessions and activities both have it. */
export type Seated = Pick<ConferenceSession | Activity, 'capacity' | 'registered'>;

/** A capacity that limits: a finite number, not below 0 (Jackson's -1 has been read as absent already). */
const limitOf = ({ capacity }: Seated): number | undefined =>
  capacity !== undefined && Number.isFinite(capacity) && capacity >= 0 ? capacity : undefined;

/** Whether every seat is taken. Without a capacity, never. */
export const isFull = (seated: Seated): boolean => {
  const limit = limitOf(seated);
  return limit !== undefined && seated.registered >= limit;
};

/** Seats still free (never below 0), or undefined when there is no limit. */
export const seatsLeft = (seated: Seated): number | undefined => {
  const limit = limitOf(seated);
  return limit === undefined ? undefined : Math.max(0, limit - seated.registered);
};

/**
 * Whether to offer "sign up": the session (or activity) has not started, has a seat, and the caller has
 * no sign-up for it yet, in whatever state (a failed review is the organiser's answer; the server
 * refuses a second sign-up).
 */
export const canSignUp = (item: Seated & Pick<ConferenceSession | Activity, 'timeState'> & { readonly mine?: unknown }): boolean =>
  item.timeState === 'upcoming' && !isFull(item) && item.mine === undefined;
