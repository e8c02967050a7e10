// The exhibitor's guests reads over the SDK's exhibitor-guests area (buyers, counts, the VIP quota and
// list) and the reach area (the inviter's card), with their keys. Lists other people change — a buyer or
// a VIP registers — are asked for again whenever their screen opens. Sending invalidates GUEST_KEYS.all.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { GuestState } from '@fairpass/domain/exhibitor-guests';
import type { FairpassClient } from '@fairpass/sdk';
import { getExhibitorGuests } from '@fairpass/sdk/exhibitor-guests';
import { getReach } from '@fairpass/sdk/reach';
import { bladePaging } from '../../ui/server-state/paging';
import { fromResult } from '../../ui/server-state/result-query';

/** Lists are read 20 at a time. */
export const GUESTS_PAGE_SIZE = 20;
const CHANGED_BY_OTHERS = { staleTime: 0 } as const;

export const GUEST_KEYS = {
  all: ['exhibitorGuests'] as const,
  card: ['exhibitorGuests', 'card'] as const,
  buyers: (state: GuestState | '', keyword = '') => ['exhibitorGuests', 'buyers', state, keyword] as const,
  counts: ['exhibitorGuests', 'counts'] as const,
  funnel: ['exhibitorGuests', 'funnel'] as const,
  templateFunnel: ['exhibitorGuests', 'templateFunnel'] as const,
  vipQuota: ['exhibitorGuests', 'vipQuota'] as const,
  vips: ['exhibitorGuests', 'vips'] as const,
};

const guests = (client: FairpassClient) => getExhibitorGuests(client);

/** The inviter's card: for a company's login it carries the company's inviteDeptId. */
export const inviterCardQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: GUEST_KEYS.card, queryFn: fromResult((options) => getReach(client).fetchInviteCard.execute({}, options)) });

/** The company's buyers in a state ('' for all), searched by part of a buyer's or inviter's name ('' for all). */
export const buyersQuery = (client: FairpassClient, state: GuestState | '', keyword = '') =>
  infiniteQueryOptions({
    queryKey: GUEST_KEYS.buyers(state, keyword),
    ...CHANGED_BY_OTHERS,
    queryFn: ({ pageParam, signal }) =>
      fromResult((options) => guests(client).listGuests.execute({ ...(state ? { state } : {}), ...(keyword ? { keyword } : {}), current: pageParam, size: GUESTS_PAGE_SIZE }, options))({ signal }),
    ...bladePaging,
  });

export const buyerCountsQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: GUEST_KEYS.counts, ...CHANGED_BY_OTHERS, queryFn: fromResult((options) => guests(client).fetchGuestCounts.execute({}, options)) });

export const funnelQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: GUEST_KEYS.funnel, ...CHANGED_BY_OTHERS, queryFn: fromResult((options) => guests(client).fetchInvitationFunnel.execute({}, options)) });

export const templateFunnelQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: GUEST_KEYS.templateFunnel, ...CHANGED_BY_OTHERS, queryFn: fromResult((options) => guests(client).fetchTemplateFunnel.execute({}, options)) });

export const vipQuotaQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: GUEST_KEYS.vipQuota, ...CHANGED_BY_OTHERS, queryFn: fromResult((options) => guests(client).fetchVipQuota.execute({}, options)) });

export const vipsQuery = (client: FairpassClient) =>
  infiniteQueryOptions({
    queryKey: GUEST_KEYS.vips,
    ...CHANGED_BY_OTHERS,
    queryFn: ({ pageParam, signal }) => fromResult((options) => guests(client).listVips.execute({ current: pageParam, size: GUESTS_PAGE_SIZE }, options))({ signal }),
    ...bladePaging,
  });
