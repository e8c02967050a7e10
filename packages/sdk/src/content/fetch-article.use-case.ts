import type { Article, ContentGateway, DomainError, Result } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { CONTENT_TOKENS } from './content.tokens';
import { inject, injectable } from 'inversify';
import { missingText } from '../operations/input-guard';

/** Fetches a content page (/contentPage/{id}); its HTML must be sanitised by the caller before display. */
@injectable()
export class FetchArticleUseCase {
  constructor(@inject(CONTENT_TOKENS.ContentGateway) private readonly content: ContentGateway) {}

  execute(input: { id: string }, options?: CallOptions): Promise<Result<Article, DomainError>> {
    const invalid = missingText(input, ['id']);
    if (invalid) return Promise.resolve(invalid);
    return this.content.article(input.id, options);
  }
}
