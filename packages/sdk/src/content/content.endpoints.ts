// The content area's backend endpoints (docs/endpoints.md): content pages and the dictionaries that fill selects.
import type { Article, DictionaryItem } from '@fairpass/domain';
import { endpoint } from '../http/endpoint';
import { RC } from '../http/endpoints';
import { normaliseArticle, normaliseDictionary } from './content.normalisers';

/** The content area's endpoint catalogue, for `client.api.call(CONTENT_ENDPOINTS.x, input)`. */
export const CONTENT_ENDPOINTS = {
  articleDetail: endpoint<{ id: string }, Article>()({ method: 'GET', path: `${RC}article/detail` }, normaliseArticle),
  dictionary: endpoint<{ code: string }, DictionaryItem[]>()({ method: 'GET', path: '/api/blade-system/dict-biz/dictionary' }, normaliseDictionary),
} as const;
