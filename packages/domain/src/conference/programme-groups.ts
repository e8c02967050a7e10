// The programme's two layouts: by day (the list), and by time node within a day (the node mode, where
// the sessions that start together sit side by side). Groups come in time order; within a group the
// sessions keep the order they were given in (the server's, by start time).
import type { ConferenceSession } from './conference.types';

export interface DayGroup<T> {
  /** `yyyy-MM-dd`. */
  readonly day: string;
  readonly sessions: readonly T[];
}

export interface TimeNode<T> {
  readonly day: string;
  /** The shared start, `yyyy-MM-dd HH:mm:ss` as the wire writes it. */
  readonly startTime: string;
  /** `HH:mm`, for the node's heading. */
  readonly time: string;
  readonly sessions: readonly T[];
}

/** Groups by a key; groups sorted by key (wire days and times sort as text), members in given order. */
const groupBy = <T>(items: readonly T[], keyOf: (item: T) => string): Array<readonly [string, T[]]> => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [item]);
    else group.push(item);
  }
  return [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
};

export const groupByDay = <T extends Pick<ConferenceSession, 'day'>>(sessions: readonly T[]): Array<DayGroup<T>> =>
  groupBy(sessions, (session) => session.day).map(([day, members]) => ({ day, sessions: members }));

/** `HH:mm` of a wire time, or '' when it has none. */
const clockOf = (startTime: string): string => /\d{2}:\d{2}(?=:\d{2}$)/.exec(startTime.trim())?.[0] ?? '';

export const groupByTimeNode = <T extends Pick<ConferenceSession, 'day' | 'startTime'>>(sessions: readonly T[]): Array<TimeNode<T>> =>
  groupBy(sessions, (session) => `${session.day}\u0000${session.startTime.trim()}`).map(([, members]) => {
    const [first] = members as [T, ...T[]];
    const startTime = first.startTime.trim();
    return { day: first.day, startTime, time: clockOf(startTime), sessions: members };
  });
