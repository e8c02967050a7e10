// The content area's reads over the SDK's content module.
import { queryOptions } from '@tanstack/react-query';
import type { FairpassClient } from '@fairpass/sdk';
import { getContent } from '@fairpass/sdk/content';
import { fromResult } from '../../ui/server-state/result-query';

export const CONTENT_KEYS = {
  article: (id: string) => ['content', 'article', id] as const,
};

/** One article, both languages in one answer. */
export const articleQuery = (client: FairpassClient, id: string) =>
  queryOptions({ queryKey: CONTENT_KEYS.article(id), queryFn: fromResult((options) => getContent(client).fetchArticle.execute({ id }, options)) });
