import type { Article, ContentGateway, DomainError, Result } from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { CONTENT_TOKENS } from './content.tokens';
import { inject, injectable } from 'inversify';
import { type ErrorOf, HTTP_FAILURES, withinCodes } from '../operations/operation-errors';
import { missingText } from '../operations/input-guard';

/** What fetch article can fail with. */
export const FETCH_ARTICLE_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** Fetches a content page (/contentPage/{id}); its HTML must be sanitised by the caller before display. */
@injectable()
export class FetchArticleUseCase {
  constructor(@inject(CONTENT_TOKENS.ContentGateway) private readonly content: ContentGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_ARTICLE_ERRORS}. */
  async execute(input: { id: string }, options?: CallOptions): Promise<Result<Article, ErrorOf<typeof FETCH_ARTICLE_ERRORS>>> {
    return withinCodes(await this.run(input, options), FETCH_ARTICLE_ERRORS);
  }

  private run(input: { id: string }, options?: CallOptions): Promise<Result<Article, DomainError>> {
    const invalid = missingText(input, ['id']);
    if (invalid) return Promise.resolve(invalid);
    return this.content.article(input.id, options);
  }
}
