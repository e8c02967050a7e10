// The exhibitor's people reads over the SDK's exhibitor-people area, with their keys. A write invalidates
// PEOPLE_KEYS.all (the pass types' used and left move with every holder added or removed).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { PassState } from '@fairpass/domain/exhibitor-people';
import type { FairpassClient } from '@fairpass/sdk';
import { getExhibitorPeople } from '@fairpass/sdk/exhibitor-people';
import { bladePaging } from '../../ui/server-state/paging';
import { fromResult } from '../../ui/server-state/result-query';

/** Holders are read 20 at a time. */
export const HOLDERS_PAGE_SIZE = 20;

export const PEOPLE_KEYS = {
  all: ['exhibitorPeople'] as const,
  passTypes: ['exhibitorPeople', 'passTypes'] as const,
  holders: (type: string) => ['exhibitorPeople', 'holders', type] as const,
  previous: (type: string) => ['exhibitorPeople', 'previous', type] as const,
  inviteCode: (type: string) => ['exhibitorPeople', 'inviteCode', type] as const,
};

export const passTypesQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: PEOPLE_KEYS.passTypes, queryFn: fromResult((options) => getExhibitorPeople(client).fetchPassTypes.execute({}, options)) });

export const holdersQuery = (client: FairpassClient, type: string) =>
  infiniteQueryOptions({
    queryKey: PEOPLE_KEYS.holders(type),
    queryFn: ({ pageParam, signal }) => fromResult((options) => getExhibitorPeople(client).listHolders.execute({ type, current: pageParam, size: HOLDERS_PAGE_SIZE }, options))({ signal }),
    ...bladePaging,
  });

export const previousQuery = (client: FairpassClient, type: string) =>
  queryOptions({ queryKey: PEOPLE_KEYS.previous(type), queryFn: fromResult((options) => getExhibitorPeople(client).fetchPreviousHolders.execute({ type }, options)) });

export const inviteCodeQuery = (client: FairpassClient, type: string) =>
  queryOptions({ queryKey: PEOPLE_KEYS.inviteCode(type), queryFn: fromResult((options) => getExhibitorPeople(client).fetchStaffInviteCode.execute({ credentialType: type }, options)) });

export const staffLandingQuery = (client: FairpassClient, registerLinkId: string) =>
  queryOptions({
    queryKey: ['exhibitorPeople', 'staffLanding', registerLinkId] as const,
    queryFn: fromResult((options) => getExhibitorPeople(client).fetchStaffLanding.execute({ registerLinkId }, options)),
    retry: false,
  });

/** Everyone on the company's passes, 20 at a time: of one type and state or all, matching part of a name, mobile or ID. */
export const personnelQuery = (client: FairpassClient, { keyword, type, state }: { readonly keyword: string; readonly type: string; readonly state: PassState | '' }) =>
  infiniteQueryOptions({
    queryKey: ['exhibitorPeople', 'holders', '', keyword, type, state] as const,
    queryFn: ({ pageParam, signal }) =>
      fromResult((options) =>
        getExhibitorPeople(client).listHolders.execute(
          { ...(keyword ? { keyword } : {}), ...(type ? { type } : {}), ...(state ? { state } : {}), current: pageParam, size: HOLDERS_PAGE_SIZE },
          options,
        ),
      )({ signal }),
    ...bladePaging,
  });
