// The reach reads over the SDK's reach area, with their keys: the invitation card, the people invited
// (by page), the invited person's landing, channels (by page) and one channel, my reach and the ranking
// (by page). Sending an invitation invalidates the invitees; saving a channel the channels.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { FairpassClient } from '@fairpass/sdk';
import { getReach } from '@fairpass/sdk/reach';
import { bladePaging } from '../../ui/server-state/paging';
import { fromResult } from '../../ui/server-state/result-query';

/** Lists page 20 at a time. */
export const PAGE_SIZE = 20;

/**
 * Counts and lists that other people change — someone registers through the user's link or channel —
 * are asked for again whenever their screen opens, not kept fresh for the cache's usual 30 seconds.
 */
const CHANGED_BY_OTHERS = { staleTime: 0 } as const;

export const REACH_KEYS = {
  all: ['reach'] as const,
  card: ['reach', 'card'] as const,
  invitees: ['reach', 'invitees'] as const,
  landing: ['reach', 'landing'] as const,
  sources: ['reach', 'sources'] as const,
  source: (code: string) => ['reach', 'source', code] as const,
  mine: ['reach', 'mine'] as const,
  ranking: ['reach', 'ranking'] as const,
};

const reach = (client: FairpassClient) => getReach(client);

export const inviteCardQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: REACH_KEYS.card, queryFn: fromResult((options) => reach(client).fetchInviteCard.execute({}, options)) });

export const inviteesQuery = (client: FairpassClient) =>
  infiniteQueryOptions({
    queryKey: REACH_KEYS.invitees,
    ...CHANGED_BY_OTHERS,
    queryFn: ({ pageParam, signal }) => fromResult((options) => reach(client).listInvitees.execute({ current: pageParam, size: PAGE_SIZE }, options))({ signal }),
    ...bladePaging,
  });

export const inviteLandingQuery = (client: FairpassClient) =>
  queryOptions({
    queryKey: REACH_KEYS.landing,
    queryFn: fromResult((options) => reach(client).fetchInviteLanding.execute({}, options)),
    // A link that names nobody is an answer, not a hiccup: no retries.
    retry: false,
  });

export const sourcesQuery = (client: FairpassClient) =>
  infiniteQueryOptions({
    queryKey: REACH_KEYS.sources,
    ...CHANGED_BY_OTHERS,
    queryFn: ({ pageParam, signal }) => fromResult((options) => reach(client).listSources.execute({ current: pageParam, size: PAGE_SIZE }, options))({ signal }),
    ...bladePaging,
  });

export const sourceQuery = (client: FairpassClient, code: string) =>
  queryOptions({ queryKey: REACH_KEYS.source(code), ...CHANGED_BY_OTHERS, queryFn: fromResult((options) => reach(client).fetchSource.execute({ code }, options)) });

export const myReachQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: REACH_KEYS.mine, ...CHANGED_BY_OTHERS, queryFn: fromResult((options) => reach(client).fetchMyReach.execute({}, options)) });

export const rankingQuery = (client: FairpassClient) =>
  infiniteQueryOptions({
    queryKey: REACH_KEYS.ranking,
    ...CHANGED_BY_OTHERS,
    queryFn: ({ pageParam, signal }) => fromResult((options) => reach(client).listRanking.execute({ current: pageParam, size: PAGE_SIZE }, options))({ signal }),
    ...bladePaging,
  });
