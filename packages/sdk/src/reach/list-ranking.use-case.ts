import type { CallOptions, ErrorCode, Page, PageRequest, Result } from '@fairpass/domain';
import type { RankEntry, ReachGateway } from '@fairpass/domain/reach';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { invalidPage } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { REACH_TOKENS } from './reach.tokens';

/** What list ranking can fail with. */
export const LIST_RANKING_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.NUMBER_INVALID'] as const satisfies readonly ErrorCode[];

/** The sharers' ranking a page at a time, most registrations first; names masked but the user's own. */
@injectable()
export class ListRankingUseCase {
  constructor(
    @inject(REACH_TOKENS.Gateway) private readonly reach: ReachGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LIST_RANKING_ERRORS}. */
  execute(input: PageRequest, options?: CallOptions): Promise<Result<Page<RankEntry>, ErrorOf<typeof LIST_RANKING_ERRORS>>> {
    return guarded(LIST_RANKING_ERRORS, invalidPage(input), () =>
      this.reach.ranking({ exhibitionId: exhibitionOf(this.session), current: input.current, size: input.size }, options),
    );
  }
}
