// The information reads over the SDK's information area, with their keys: the hotel, traffic and special
// pages, news, partners, materials, the builder's filing and the entry records. The filing's submit
// invalidates INFORMATION_KEYS.filing.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { FairpassClient } from '@fairpass/sdk';
import type { InfoPageKind } from '@fairpass/domain/information';
import { getInformation } from '@fairpass/sdk/information';
import { bladePaging } from '../../ui/server-state/paging';
import { fromResult } from '../../ui/server-state/result-query';

/** News, materials and entry records are read this many at a time. */
export const PAGE_SIZE = 10;

export const INFORMATION_KEYS = {
  all: ['information'] as const,
  page: (kind: InfoPageKind) => ['information', 'page', kind] as const,
  news: ['information', 'news'] as const,
  article: (id: string) => ['information', 'article', id] as const,
  partners: ['information', 'partners'] as const,
  materials: ['information', 'materials'] as const,
  material: (id: string) => ['information', 'material', id] as const,
  filing: ['information', 'filing'] as const,
  entrances: ['information', 'entrances'] as const,
};

const information = (client: FairpassClient) => getInformation(client);

export const infoPageQuery = (client: FairpassClient, kind: InfoPageKind) =>
  queryOptions({ queryKey: INFORMATION_KEYS.page(kind), queryFn: fromResult((options) => information(client).fetchInfoPage.execute({ kind }, options)) });

export const newsQuery = (client: FairpassClient) =>
  infiniteQueryOptions({
    queryKey: INFORMATION_KEYS.news,
    queryFn: ({ pageParam, signal }) => fromResult((options) => information(client).listNews.execute({ current: pageParam, size: PAGE_SIZE }, options))({ signal }),
    ...bladePaging,
  });

export const articleQuery = (client: FairpassClient, id: string) =>
  queryOptions({ queryKey: INFORMATION_KEYS.article(id), queryFn: fromResult((options) => information(client).fetchNews.execute({ id }, options)) });

export const partnersQuery = (client: FairpassClient) =>
  queryOptions({ queryKey: INFORMATION_KEYS.partners, queryFn: fromResult((options) => information(client).listPartners.execute({}, options)) });

export const materialsQuery = (client: FairpassClient) =>
  infiniteQueryOptions({
    queryKey: INFORMATION_KEYS.materials,
    queryFn: ({ pageParam, signal }) =>
      fromResult((options) => information(client).listMaterials.execute({ current: pageParam, size: PAGE_SIZE }, options))({ signal }),
    ...bladePaging,
  });

/** A material's signed address lasts 10 minutes: read it anew after 5 so a link on screen still opens. */
export const materialQuery = (client: FairpassClient, id: string) =>
  queryOptions({
    queryKey: INFORMATION_KEYS.material(id),
    queryFn: fromResult((options) => information(client).fetchMaterial.execute({ id }, options)),
    staleTime: 5 * 60 * 1000,
    refetchInterval: 5 * 60 * 1000,
  });

export const filingQuery = (client: FairpassClient) =>
  queryOptions({
    queryKey: INFORMATION_KEYS.filing,
    // TanStack Query keeps no `undefined` answer: "no filing yet" is null here.
    queryFn: fromResult(async (options) => {
      const result = await information(client).fetchBuilderFiling.execute({}, options);
      return result.ok ? { ok: true as const, value: result.value ?? null } : result;
    }),
  });

export const entrancesQuery = (client: FairpassClient) =>
  infiniteQueryOptions({
    queryKey: INFORMATION_KEYS.entrances,
    queryFn: ({ pageParam, signal }) =>
      fromResult((options) => information(client).listEntrances.execute({ current: pageParam, size: PAGE_SIZE }, options))({ signal }),
    ...bladePaging,
  });
