// A speaker's own talks (issue 29, "my talks"): the sessions they speak at, the ones still to come first
// in start order (the next one leads), then the ended ones, the latest first — a speaker looks for where
// to be next, and only then back at what they gave. Time states are the server's (`timeState`).
import type { ConferenceSession } from './conference.types';

export interface SpeakerTalks<T> {
  /** Ongoing or upcoming, by start time. */
  readonly toCome: readonly T[];
  /** Ended, the latest first. */
  readonly ended: readonly T[];
  /** The first of `toCome`: the talk to be at next (or now). */
  readonly next?: T;
}

type Talk = Pick<ConferenceSession, 'id' | 'startTime' | 'timeState'>;

/** Wire times `yyyy-MM-dd HH:mm:ss` sort as text; the id keeps equal starts in a fixed order. */
const byStart = (a: Talk, b: Talk): number => (a.startTime < b.startTime ? -1 : a.startTime > b.startTime ? 1 : a.id.localeCompare(b.id));

export function speakerTalksOf<T extends Talk>(sessions: readonly T[]): SpeakerTalks<T> {
  const toCome = sessions.filter((s) => s.timeState !== 'ended').sort(byStart);
  const ended = sessions.filter((s) => s.timeState === 'ended').sort((a, b) => byStart(b, a));
  const next = toCome[0];
  return { toCome, ended, ...(next === undefined ? {} : { next }) };
}
