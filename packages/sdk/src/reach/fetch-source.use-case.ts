import { type CallOptions, type ErrorCode, type Result } from '@fairpass/domain';
import { normaliseSourceCode, type ReachGateway, type SourceChannel } from '@fairpass/domain/reach';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { REACH_TOKENS } from './reach.tokens';

/** What fetch source can fail with. */
export const FETCH_SOURCE_ERRORS = [...HTTP_FAILURES, 'SOURCE.NOT_FOUND', 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** One of the user's traceability channels (/source/details/{code}); someone else's answers SOURCE.NOT_FOUND. */
@injectable()
export class FetchSourceUseCase {
  constructor(
    @inject(REACH_TOKENS.Gateway) private readonly reach: ReachGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_SOURCE_ERRORS}. */
  execute(input: { code: string }, options?: CallOptions): Promise<Result<SourceChannel, ErrorOf<typeof FETCH_SOURCE_ERRORS>>> {
    return guarded(FETCH_SOURCE_ERRORS, missingText(input, ['code']), () =>
      this.reach.source({ exhibitionId: exhibitionOf(this.session), code: normaliseSourceCode(input.code) }, options),
    );
  }
}
