// The stay and parking reads over the SDK's logistics area, with their keys: the party's rooms and
// people (20 a page), the parking days and the car passes (20 a page). A write invalidates
// LOGISTICS_KEYS.all, so every screen showing who sleeps where or the passes reads anew.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { FairpassClient } from '@fairpass/sdk';
import { getLogistics } from '@fairpass/sdk/logistics';
import { bladePaging } from '../../ui/server-state/paging';
import { fromResult } from '../../ui/server-state/result-query';

export const PAGE_SIZE = 20;

export const LOGISTICS_KEYS = {
  all: ['logistics'] as const,
  rooms: ['logistics', 'rooms'] as const,
  people: ['logistics', 'people'] as const,
  parkingRules: ['logistics', 'parkingRules'] as const,
  passes: ['logistics', 'passes'] as const,
};

const logistics = (client: FairpassClient) => getLogistics(client);

export const roomsQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: LOGISTICS_KEYS.rooms, queryFn: fromResult((options) => logistics(client).listRooms.execute({}, options)) });

export const stayPeopleQuery = (client: FairpassClient) =>
  infiniteQueryOptions({
    queryKey: LOGISTICS_KEYS.people,
    queryFn: ({ pageParam, signal }) => fromResult((options) => logistics(client).listStayPeople.execute({ current: pageParam, size: PAGE_SIZE }, options))({ signal }),
    ...bladePaging,
  });

export const parkingRulesQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: LOGISTICS_KEYS.parkingRules, queryFn: fromResult((options) => logistics(client).fetchParkingRules.execute({}, options)) });

export const passesQuery = (client: FairpassClient) =>
  infiniteQueryOptions({
    queryKey: LOGISTICS_KEYS.passes,
    queryFn: ({ pageParam, signal }) => fromResult((options) => logistics(client).listParkingPasses.execute({ current: pageParam, size: PAGE_SIZE }, options))({ signal }),
    ...bladePaging,
  });
