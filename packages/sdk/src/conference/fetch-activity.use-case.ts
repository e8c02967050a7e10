import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { Activity, ConferenceGateway } from '@fairpass/domain/conference';
import { inject, injectable } from 'inversify';
import { guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import { CONFERENCE_TOKENS } from './conference.tokens';

/** What fetch activity can fail with. */
export const FETCH_ACTIVITY_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** Fetches one activity; with a login, the user's sign-up as `mine`. */
@injectable()
export class FetchActivityUseCase {
  constructor(@inject(CONFERENCE_TOKENS.Gateway) private readonly conference: ConferenceGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_ACTIVITY_ERRORS}. */
  execute(input: { id: string }, options?: CallOptions): Promise<Result<Activity, ErrorOf<typeof FETCH_ACTIVITY_ERRORS>>> {
    return guarded(FETCH_ACTIVITY_ERRORS, missingText(input, ['id']), () => this.conference.activity(input.id, options));
  }
}
