/**
 * The content area: content pages and the dictionaries that fill selects.
 * @module @fairpass/sdk/content
 */
// @fairpass/sdk/content — the content area: content pages (/contentPage/{id}) and the dictionaries that
// fill selects. Loaded into a client on first use:
//
//   import { getContent } from '@fairpass/sdk/content';
//   const article = await getContent(client).fetchArticle.execute({ id: 'privacy' });
import type { FairpassClient } from '../client';
import { lazyArea, type AreaOperations, type OperationNames } from '../di/lazy-area';
import type { CONTENT_OPERATIONS } from './content.area';

export type { CONTENT_OPERATIONS } from './content.area';

/** The content area's operations; each `execute()` resolves to a `Result`. */
export type ContentApi = AreaOperations<typeof CONTENT_OPERATIONS>;

const NAMES = {
  fetchArticle: true,
  fetchDictionary: true,
} as const satisfies OperationNames<typeof CONTENT_OPERATIONS>;

/** The content area of `client`: its code is fetched, and loaded into the client's container, when an operation first runs. */
export function getContent(client: FairpassClient): ContentApi {
  return lazyArea(client, { name: 'content', operations: NAMES, load: async () => (await import('./content.area')).contentArea });
}

export { CONTENT_ENDPOINTS } from './content.endpoints';
export { FetchArticleUseCase } from './fetch-article.use-case';
export { FetchDictionaryUseCase } from './fetch-dictionary.use-case';

// what each operation can fail with (its error type is `ErrorOf<typeof LIST>`)
export { FETCH_ARTICLE_ERRORS } from './fetch-article.use-case';
export { FETCH_DICTIONARY_ERRORS } from './fetch-dictionary.use-case';
