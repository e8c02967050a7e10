import type { Article, ContentGateway, DomainError, Result } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';

/** Fetches a content page (/contentPage/{id}); its HTML must be sanitised by the caller before display. */
@injectable()
export class FetchArticleUseCase {
  constructor(@inject(TOKENS.ContentGateway) private readonly content: ContentGateway) {}

  execute(input: { id: string }): Promise<Result<Article, DomainError>> {
    return this.content.article(input.id);
  }
}
