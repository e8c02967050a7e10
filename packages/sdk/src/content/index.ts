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
import type { Operations } from '../di/area';
import { useArea } from '../di/area-container';
import { CONTENT_OPERATIONS, contentArea } from './content.area';

export { CONTENT_OPERATIONS, contentArea };

/** The content area's operations; each `execute()` resolves to a `Result`. */
export type ContentApi = Operations<typeof CONTENT_OPERATIONS>;

/** The content area of `client`, loaded into its container the first time it is asked for. */
export function getContent(client: FairpassClient): ContentApi {
  return useArea(client, contentArea);
}

export { CONTENT_ENDPOINTS } from './content.endpoints';
export { FetchArticleUseCase } from './fetch-article.use-case';
export { FetchDictionaryUseCase } from './fetch-dictionary.use-case';

// what each operation can fail with (its error type is `ErrorOf<typeof LIST>`)
export { FETCH_ARTICLE_ERRORS } from './fetch-article.use-case';
export { FETCH_DICTIONARY_ERRORS } from './fetch-dictionary.use-case';
