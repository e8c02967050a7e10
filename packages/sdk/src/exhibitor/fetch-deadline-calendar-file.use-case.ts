import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorGateway } from '@fairpass/domain/exhibitor';
import type { SignedFile } from '@fairpass/domain/files';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_TOKENS } from './exhibitor.tokens';

/** What fetch deadline calendar file can fail with. */
export const FETCH_DEADLINE_CALENDAR_FILE_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/**
 * The company's open deadlines as one .ics file at the server's signed, short-lived address (no token in
 * it), each with reminders 3 days and 1 day before: for "add all to my calendar" inside WeChat, whose
 * browser saves no file a page makes.
 */
@injectable()
export class FetchDeadlineCalendarFileUseCase {
  constructor(
    @inject(EXHIBITOR_TOKENS.Gateway) private readonly exhibitor: ExhibitorGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (no input): the value, or an error whose `code` is one of {@link FETCH_DEADLINE_CALENDAR_FILE_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<SignedFile, ErrorOf<typeof FETCH_DEADLINE_CALENDAR_FILE_ERRORS>>> {
    return guarded(FETCH_DEADLINE_CALENDAR_FILE_ERRORS, undefined, () => this.exhibitor.deadlineCalendarFile(exhibitionOf(this.session), options));
  }
}
