import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { InformationGateway, NewsItem } from '@fairpass/domain/information';
import { inject, injectable } from 'inversify';
import { guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import { INFORMATION_TOKENS } from './information.tokens';

/** What fetch news can fail with. */
export const FETCH_NEWS_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** Fetches one news item with its HTML `content` (sanitise it before showing it). Needs no login. */
@injectable()
export class FetchNewsUseCase {
  constructor(@inject(INFORMATION_TOKENS.Gateway) private readonly information: InformationGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_NEWS_ERRORS}. */
  execute(input: { id: string }, options?: CallOptions): Promise<Result<NewsItem, ErrorOf<typeof FETCH_NEWS_ERRORS>>> {
    return guarded(FETCH_NEWS_ERRORS, missingText(input, ['id']), () => this.information.newsItem(input.id, options));
  }
}
