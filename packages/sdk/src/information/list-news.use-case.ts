import type { CallOptions, ErrorCode, Page, PageRequest, Result } from '@fairpass/domain';
import type { InformationGateway, NewsItem } from '@fairpass/domain/information';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { invalidPage } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { INFORMATION_TOKENS } from './information.tokens';

/** What list news can fail with. */
export const LIST_NEWS_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.NUMBER_INVALID'] as const satisfies readonly ErrorCode[];

/** Lists the exhibition's news a page at a time, newest first, without their content. Needs no login. */
@injectable()
export class ListNewsUseCase {
  constructor(
    @inject(INFORMATION_TOKENS.Gateway) private readonly information: InformationGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LIST_NEWS_ERRORS}. */
  execute(input: PageRequest, options?: CallOptions): Promise<Result<Page<NewsItem>, ErrorOf<typeof LIST_NEWS_ERRORS>>> {
    return guarded(LIST_NEWS_ERRORS, invalidPage(input), () =>
      this.information.news({ exhibitionId: exhibitionOf(this.session), current: input.current, size: input.size }, options),
    );
  }
}
