import { ContainerModule } from 'inversify';
import { defineArea } from '../di/area';
import { CONTENT_TOKENS } from './content.tokens';
import { FetchArticleUseCase } from './fetch-article.use-case';
import { FetchDictionaryUseCase } from './fetch-dictionary.use-case';
import { HttpContentGateway } from './http-content.gateway';
import { HttpDictionaryGateway } from './http-dictionary.gateway';

/** The content area's operations, by the names callers use. */
export const CONTENT_OPERATIONS = {
  fetchArticle: FetchArticleUseCase,
  fetchDictionary: FetchDictionaryUseCase,
} as const;

/** The content area: content pages (/contentPage/{id}) and the dictionaries that fill selects. */
export const contentArea = defineArea({
  name: 'content',
  module: new ContainerModule(({ bind }) => {
    bind(CONTENT_TOKENS.ContentGateway).to(HttpContentGateway).inSingletonScope();
    bind(CONTENT_TOKENS.DictionaryGateway).to(HttpDictionaryGateway).inSingletonScope();
  }),
  operations: CONTENT_OPERATIONS,
});
