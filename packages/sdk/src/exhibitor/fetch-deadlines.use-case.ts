import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorGateway, CompanyDeadlines } from '@fairpass/domain/exhibitor';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_TOKENS } from './exhibitor.tokens';

/** What fetch deadlines can fail with. */
export const FETCH_DEADLINES_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/**
 * Every deadline of the company on one list (design exhibitor.md §5.1 "Beyond the anchors"): its
 * materials and manual forms, its service, ads and interpreter bookings (only the modules opened for the
 * login), with the server clock: `byUrgency(deadlines, serverTime)` orders them, `deadlineCalendarEvents`
 * makes the open ones calendar events with reminders 3 days and 1 day before.
 */
@injectable()
export class FetchDeadlinesUseCase {
  constructor(
    @inject(EXHIBITOR_TOKENS.Gateway) private readonly exhibitor: ExhibitorGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (no input): the value, or an error whose `code` is one of {@link FETCH_DEADLINES_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<CompanyDeadlines, ErrorOf<typeof FETCH_DEADLINES_ERRORS>>> {
    return guarded(FETCH_DEADLINES_ERRORS, undefined, () => this.exhibitor.deadlines(exhibitionOf(this.session), options));
  }
}
