// The gift reads over the SDK's gifting area, with their keys: what the visitor can give, their gifts by
// status, one gift, and a claim link's gift as anyone may see it. Writes invalidate GIFTING_KEYS.all
// (and the wallet's, whose tickets a gift locks or returns).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { FairpassClient } from '@fairpass/sdk';
import type { GiftStatus } from '@fairpass/domain/gifting';
import { getGifting } from '@fairpass/sdk/gifting';
import { bladePaging } from '../../ui/server-state/paging';
import { fromResult } from '../../ui/server-state/result-query';

export const PAGE_SIZE = 10;

export const GIFTING_KEYS = {
  all: ['gifting'] as const,
  giftable: ['gifting', 'giftable'] as const,
  gifts: (status: GiftStatus | 'all') => ['gifting', 'gifts', status] as const,
  gift: (giftId: string) => ['gifting', 'gift', giftId] as const,
  claimInfo: (giftId: string) => ['gifting', 'claim', giftId] as const,
};

export const giftableQuery = (client: FairpassClient) =>
  queryOptions({
    queryKey: GIFTING_KEYS.giftable,
    queryFn: fromResult((options) => getGifting(client).listGiftable.execute({}, options)),
  });

export const giftsQuery = (client: FairpassClient, status: GiftStatus | 'all') =>
  infiniteQueryOptions({
    queryKey: GIFTING_KEYS.gifts(status),
    queryFn: ({ pageParam, signal }) =>
      fromResult((options) =>
        getGifting(client).listGifts.execute({ ...(status === 'all' ? {} : { status }), current: pageParam, size: PAGE_SIZE }, options),
      )({ signal }),
    ...bladePaging,
  });

export const giftQuery = (client: FairpassClient, giftId: string) =>
  queryOptions({
    queryKey: GIFTING_KEYS.gift(giftId),
    queryFn: fromResult((options) => getGifting(client).fetchGift.execute({ giftId }, options)),
  });

export const claimInfoQuery = (client: FairpassClient, giftId: string) =>
  queryOptions({
    queryKey: GIFTING_KEYS.claimInfo(giftId),
    queryFn: fromResult((options) => getGifting(client).fetchClaimInfo.execute({ giftId }, options)),
  });
