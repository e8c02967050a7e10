// The programme's filter lives in the address (day, venue, topic, words), so a reload, the back button
// and a shared link keep what the visitor chose.
import type { SessionQuery } from '@fairpass/domain/conference';

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
