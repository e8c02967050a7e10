import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ConferenceGateway, ConferenceSession } from '@fairpass/domain/conference';
import { inject, injectable } from 'inversify';
import { guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import { CONFERENCE_TOKENS } from './conference.tokens';

/** What fetch session can fail with. */
export const FETCH_SESSION_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** Fetches one session with its `speakers` (/meetingDetail); with a login, the user's sign-up as `mine`. */
@injectable()
export class FetchSessionUseCase {
  constructor(@inject(CONFERENCE_TOKENS.Gateway) private readonly conference: ConferenceGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_SESSION_ERRORS}. */
  execute(input: { id: string }, options?: CallOptions): Promise<Result<ConferenceSession, ErrorOf<typeof FETCH_SESSION_ERRORS>>> {
    return guarded(FETCH_SESSION_ERRORS, missingText(input, ['id']), () => this.conference.session(input.id, options));
  }
}
