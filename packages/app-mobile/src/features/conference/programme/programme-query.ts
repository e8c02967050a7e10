// The programme's filter lives in the address (day, venue, topic, words), so a reload, the back button
// and a shared link keep what the visitor chose.
import type { SessionQuery } from '@fairpass/domain/conference';

/** `day=all`: every day, asked for (no day in the address opens on today or the next day with sessions). */
export const ALL_DAYS = 'all';

export const FILTER_PARAMS = ['day', 'venueId', 'topicId', 'keyword'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

export function programmeQueryOf(search: string): SessionQuery {
  const params = new URLSearchParams(search);
  const query: Record<string, string> = {};
  for (const name of FILTER_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) query[name] = value;
  }
  return query;
}

/** The address query with one filter changed (removed when empty). */
export function withFilter(query: SessionQuery, name: FilterParam, value: string): string {
  const next = new URLSearchParams(Object.entries({ ...query, [name]: value.trim() }).filter((pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1] !== ''));
  const text = next.toString();
  return text ? `?${text}` : '';
}

/**
 * The filter the address means once the opening day is known: no day asked is `openingDay` (every day
 * when there is none); `all` stays, so the day tabs and the filters keep it.
 */
export function withOpeningDay(query: SessionQuery, openingDay: string | undefined): SessionQuery & { readonly day: string } {
  return { ...query, day: query.day ?? openingDay ?? ALL_DAYS };
}

/** What the server is asked: `all` days is no day. */
export function serverQueryOf(query: SessionQuery): SessionQuery {
  if (query.day !== ALL_DAYS) return query;
  const { day: _all, ...rest } = query;
  return rest;
}
