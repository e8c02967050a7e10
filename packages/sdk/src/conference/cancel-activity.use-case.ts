import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ConferenceGateway } from '@fairpass/domain/conference';
import { inject, injectable } from 'inversify';
import { guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import { CONFERENCE_TOKENS } from './conference.tokens';

/** What cancel activity can fail with. */
export const CANCEL_ACTIVITY_ERRORS = [...WRITE_FAILURES, 'CONFERENCE.SIGN_UP_CLOSED', 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * Cancels the user's place at an activity (`CONFERENCE.SIGN_UP_CLOSED` once it started). Carries an
 * Idempotency-Key: pass `options.idempotencyKey` to keep one across a reload.
 */
@injectable()
export class CancelActivityUseCase {
  constructor(@inject(CONFERENCE_TOKENS.Gateway) private readonly conference: ConferenceGateway) {}

  /** Runs the operation: `true` once cancelled, or an error whose `code` is one of {@link CANCEL_ACTIVITY_ERRORS}. */
  execute(input: { activityId: string }, options?: CallOptions): Promise<Result<true, ErrorOf<typeof CANCEL_ACTIVITY_ERRORS>>> {
    return guarded(CANCEL_ACTIVITY_ERRORS, missingText(input, ['activityId']), () => this.conference.cancelActivity(input.activityId.trim(), options));
  }
}
