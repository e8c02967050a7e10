import type { CallOptions, ErrorCode, Page, PageRequest, Result } from '@fairpass/domain';
import type { ReachGateway, SourceChannel } from '@fairpass/domain/reach';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { invalidPage } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { REACH_TOKENS } from './reach.tokens';

/** What list sources can fail with. */
export const LIST_SOURCES_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.NUMBER_INVALID'] as const satisfies readonly ErrorCode[];

/** The user's traceability channels, a page at a time, newest first, each with how many registered through it. */
@injectable()
export class ListSourcesUseCase {
  constructor(
    @inject(REACH_TOKENS.Gateway) private readonly reach: ReachGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LIST_SOURCES_ERRORS}. */
  execute(input: PageRequest, options?: CallOptions): Promise<Result<Page<SourceChannel>, ErrorOf<typeof LIST_SOURCES_ERRORS>>> {
    return guarded(LIST_SOURCES_ERRORS, invalidPage(input), () =>
      this.reach.sources({ exhibitionId: exhibitionOf(this.session), current: input.current, size: input.size }, options),
    );
  }
}
