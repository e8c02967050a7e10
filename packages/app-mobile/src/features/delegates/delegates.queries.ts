// The registering-others reads over the SDK's delegates area, with their keys: the team, the people
// registered by one channel (20 a page) and one of them (the person form's own reads:
// person/person-form.queries.ts). A registration invalidates DELEGATES_KEYS.all.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { DelegateChannel } from '@fairpass/domain/delegates';
import type { FairpassClient } from '@fairpass/sdk';
import { getDelegates } from '@fairpass/sdk/delegates';
import { bladePaging } from '../../ui/server-state/paging';
import { fromResult } from '../../ui/server-state/result-query';

export const PAGE_SIZE = 20;

export const DELEGATES_KEYS = {
  all: ['delegates'] as const,
  team: ['delegates', 'team'] as const,
  people: (channel: DelegateChannel) => ['delegates', 'people', channel] as const,
  person: (id: string) => ['delegates', 'person', id] as const,
};

const delegates = (client: FairpassClient) => getDelegates(client);

export const teamQuery = (client: FairpassClient) =>
  queryOptions({
    queryKey: DELEGATES_KEYS.team,
    // TanStack Query keeps no `undefined` answer: "no team yet" is null here.
    queryFn: fromResult(async (options) => {
      const result = await delegates(client).fetchTeam.execute({}, options);
      return result.ok ? { ok: true as const, value: result.value ?? null } : result;
    }),
  });

export const peopleQuery = (client: FairpassClient, channel: DelegateChannel) =>
  infiniteQueryOptions({
    queryKey: DELEGATES_KEYS.people(channel),
    queryFn: ({ pageParam, signal }) =>
      fromResult((options) => delegates(client).listDelegates.execute({ channel, current: pageParam, size: PAGE_SIZE }, options))({ signal }),
    ...bladePaging,
  });

export const personQuery = (client: FairpassClient, id: string) =>
  queryOptions({ queryKey: DELEGATES_KEYS.person(id), queryFn: fromResult((options) => delegates(client).fetchDelegate.execute({ id }, options)) });
