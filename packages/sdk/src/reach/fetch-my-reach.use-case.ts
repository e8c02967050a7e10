import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { MyReach, ReachGateway } from '@fairpass/domain/reach';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { REACH_TOKENS } from './reach.tokens';

/** What fetch my reach can fail with. */
export const FETCH_MY_REACH_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/** How many registered through the user (invitations and share card) and their rank among the sharers (/myRanking). */
@injectable()
export class FetchMyReachUseCase {
  constructor(
    @inject(REACH_TOKENS.Gateway) private readonly reach: ReachGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_MY_REACH_ERRORS}. */
  execute(_input: Record<string, never> = {}, options?: CallOptions): Promise<Result<MyReach, ErrorOf<typeof FETCH_MY_REACH_ERRORS>>> {
    return guarded(FETCH_MY_REACH_ERRORS, undefined, () => this.reach.myReach(exhibitionOf(this.session), options));
  }
}
