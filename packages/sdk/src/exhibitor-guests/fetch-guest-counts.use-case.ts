import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorGuestsGateway, GuestStateCount } from '@fairpass/domain/exhibitor-guests';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_GUESTS_TOKENS } from './exhibitor-guests.tokens';

/** What fetch guest counts can fail with (a login that manages no company: the server's 400 with its message). */
export const FETCH_GUEST_COUNTS_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/** How many of the company's buyers stand in each state (sent, incomplete, reviewing, approved, rejected, entered). */
@injectable()
export class FetchGuestCountsUseCase {
  constructor(
    @inject(EXHIBITOR_GUESTS_TOKENS.Gateway) private readonly guests: ExhibitorGuestsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (no input): the counts, or an error whose `code` is one of {@link FETCH_GUEST_COUNTS_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<readonly GuestStateCount[], ErrorOf<typeof FETCH_GUEST_COUNTS_ERRORS>>> {
    return guarded(FETCH_GUEST_COUNTS_ERRORS, undefined, () => this.guests.recordCounts({ exhibitionId: exhibitionOf(this.session) }, options));
  }
}
