// Two sessions clash when they run on the same day and their times overlap. A session is the half-open
// span [start, end): one that ends at 10:00 does not clash with one that starts at 10:00. The server
// refuses a clashing sign-up (CONFERENCE.CLASH); these rules let the programme warn before sending.
import { parseWireTime } from '../ticketing/wire-time';
import type { ConferenceSession, MySession } from './conference.types';

/** What the clash rules read of a session. */
export type TimedSession = Pick<ConferenceSession, 'id' | 'day' | 'startTime' | 'endTime'>;

interface Span {
  readonly start: number;
  readonly end: number;
}

/** A session's span in epoch ms, or undefined when its times do not read (or end before they start). */
const spanOf = ({ startTime, endTime }: TimedSession): Span | undefined => {
  const start = parseWireTime(startTime);
  const end = parseWireTime(endTime);
  return start !== undefined && end !== undefined && end > start ? { start, end } : undefined;
};

/** Whether two sessions clash. A session never clashes with itself, nor one whose times do not read. */
export const sessionsClash = (a: TimedSession, b: TimedSession): boolean => {
  if (a.id === b.id || a.day !== b.day) return false;
  const spanA = spanOf(a);
  const spanB = spanOf(b);
  return spanA !== undefined && spanB !== undefined && spanA.start < spanB.end && spanB.start < spanA.end;
};

/** Every pair of clashing sessions, each pair once, in the order the sessions were given. */
export const clashesOf = <T extends TimedSession>(sessions: readonly T[]): Array<readonly [T, T]> =>
  sessions.flatMap((a, index) => sessions.slice(index + 1).filter((b) => sessionsClash(a, b)).map((b) => [a, b] as const));

/** The sign-ups that still hold a seat: a failed review holds none. */
const heldSessions = (held: readonly Pick<MySession, 'session' | 'state'>[]): ConferenceSession[] =>
  held.filter(({ state }) => state !== 'failed').map(({ session }) => session);

/**
 * The first session that `candidate` would clash with: among those chosen on this screen, then among
 * the caller's sign-ups (`held`, from `RC conference/mine`). Undefined when it fits.
 */
export const clashingWith = <T extends TimedSession>(
  chosen: readonly T[],
  candidate: TimedSession,
  held: readonly Pick<MySession, 'session' | 'state'>[] = [],
): T | ConferenceSession | undefined =>
  chosen.find((session) => sessionsClash(session, candidate)) ?? heldSessions(held).find((session) => sessionsClash(session, candidate));

/** Whether choosing `candidate` would clash with a chosen session or a held sign-up. */
export const wouldClash = (
  chosen: readonly TimedSession[],
  candidate: TimedSession,
  held: readonly Pick<MySession, 'session' | 'state'>[] = [],
): boolean => clashingWith(chosen, candidate, held) !== undefined;
