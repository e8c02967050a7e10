// The conference reads over the SDK's conference area, with their keys: the programme's facets and
// pages (by filter), one session, speakers, my sign-ups, activities and a sign-in code's session.
// Sign-ups invalidate CONFERENCE_KEYS.all, so every screen showing a session's seats or my state reads anew.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { FairpassClient } from '@fairpass/sdk';
import type { SessionQuery } from '@fairpass/domain/conference';
import { getConference } from '@fairpass/sdk/conference';
import { bladePaging } from '../../ui/server-state/paging';
import { fromResult } from '../../ui/server-state/result-query';

/** The programme pages 20 sessions at a time (200+ never load at once); speakers likewise. */
export const PAGE_SIZE = 20;

export const CONFERENCE_KEYS = {
  all: ['conference'] as const,
  facets: ['conference', 'facets'] as const,
  sessions: (query: SessionQuery) => ['conference', 'sessions', query] as const,
  session: (id: string) => ['conference', 'session', id] as const,
  speakers: (keyword: string) => ['conference', 'speakers', keyword] as const,
  speaker: (id: string) => ['conference', 'speaker', id] as const,
  mine: ['conference', 'mine'] as const,
  myTalks: ['conference', 'myTalks'] as const,
  activities: ['conference', 'activities'] as const,
  activity: (id: string) => ['conference', 'activity', id] as const,
  myActivities: ['conference', 'myActivities'] as const,
  signInfo: (signCodeId: string) => ['conference', 'signInfo', signCodeId] as const,
};

const conference = (client: FairpassClient) => getConference(client);

export const facetsQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: CONFERENCE_KEYS.facets, queryFn: fromResult((options) => conference(client).fetchFacets.execute({}, options)) });

export const sessionsQuery = (client: FairpassClient, query: SessionQuery) =>
  infiniteQueryOptions({
    queryKey: CONFERENCE_KEYS.sessions(query),
    queryFn: ({ pageParam, signal }) =>
      fromResult((options) => conference(client).listSessions.execute({ ...query, current: pageParam, size: PAGE_SIZE }, options))({ signal }),
    ...bladePaging,
  });

export const sessionQuery = (client: FairpassClient, id: string) =>
  queryOptions({ queryKey: CONFERENCE_KEYS.session(id), queryFn: fromResult((options) => conference(client).fetchSession.execute({ id }, options)) });

export const speakersQuery = (client: FairpassClient, keyword: string) =>
  infiniteQueryOptions({
    queryKey: CONFERENCE_KEYS.speakers(keyword),
    queryFn: ({ pageParam, signal }) =>
      fromResult((options) =>
        conference(client).listSpeakers.execute({ ...(keyword ? { keyword } : {}), current: pageParam, size: PAGE_SIZE }, options),
      )({ signal }),
    ...bladePaging,
  });

export const speakerQuery = (client: FairpassClient, id: string) =>
  queryOptions({ queryKey: CONFERENCE_KEYS.speaker(id), queryFn: fromResult((options) => conference(client).fetchSpeaker.execute({ id }, options)) });

export const mySessionsQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: CONFERENCE_KEYS.mine, queryFn: fromResult((options) => conference(client).listMySessions.execute({}, options)) });

/** The logged-in user's own talks (their speaker record with its sessions), null when they speak at none. */
export const myTalksQuery = (client: FairpassClient) =>
  queryOptions({
    queryKey: CONFERENCE_KEYS.myTalks,
    queryFn: async (context: { readonly signal: AbortSignal }) => (await fromResult((options) => conference(client).fetchMyTalks.execute({}, options))(context)) ?? null,
  });

export const activitiesQuery = (client: FairpassClient) =>
  infiniteQueryOptions({
    queryKey: CONFERENCE_KEYS.activities,
    queryFn: ({ pageParam, signal }) =>
      fromResult((options) => conference(client).listActivities.execute({ current: pageParam, size: PAGE_SIZE }, options))({ signal }),
    ...bladePaging,
  });

export const activityQuery = (client: FairpassClient, id: string) =>
  queryOptions({ queryKey: CONFERENCE_KEYS.activity(id), queryFn: fromResult((options) => conference(client).fetchActivity.execute({ id }, options)) });

export const myActivitiesQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: CONFERENCE_KEYS.myActivities, queryFn: fromResult((options) => conference(client).listMyActivities.execute({}, options)) });

export const signInfoQuery = (client: FairpassClient, signCodeId: string) =>
  queryOptions({
    queryKey: CONFERENCE_KEYS.signInfo(signCodeId),
    queryFn: fromResult((options) => conference(client).fetchSignInfo.execute({ signCodeId }, options)),
  });
