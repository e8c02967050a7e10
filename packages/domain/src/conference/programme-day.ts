// Where the programme opens and where "now" sits in it, on the server's clock (the phone's may be wrong):
// today when today has sessions, else the first day with sessions to come, else every day; and the now
// marker goes before the first session that has not started (the list is by start time).
import { EXHIBITION_UTC_OFFSET_MINUTES, formatDate } from '../config/date-format';
import type { ConferenceSession } from './conference.types';

/** The exhibition's date (`yyyy-MM-dd`) at an instant (epoch ms). */
export const exhibitionDayOf = (at: number): string => formatDate(at, 'YYYY-MM-DD', { utcOffsetMinutes: EXHIBITION_UTC_OFFSET_MINUTES });

/**
 * The day the programme opens on: today when it is a programme day, else the first day after it, else
 * undefined (every session has passed, or the server's clock is unknown: all days are shown).
 */
export const openingDayOf = (days: readonly string[], serverTime: number | undefined): string | undefined => {
  if (serverTime === undefined || !Number.isFinite(serverTime)) return undefined;
  const today = exhibitionDayOf(serverTime);
  return [...days].sort().find((day) => day >= today);
};

/**
 * Where the now marker goes among `sessions` (by start time): before the first one that has not
 * started; at the end when every one loaded has started and no more are to come (`complete`); undefined
 * when it is not among those loaded yet, or `sessions` is empty.
 */
export const nowMarkerIndex = (sessions: readonly Pick<ConferenceSession, 'timeState'>[], complete: boolean): number | undefined => {
  if (sessions.length === 0) return undefined;
  const index = sessions.findIndex((session) => session.timeState === 'upcoming');
  if (index >= 0) return index;
  return complete ? sessions.length : undefined;
};
