import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { Activity, ConferenceGateway } from '@fairpass/domain/conference';
import { inject, injectable } from 'inversify';
import { guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import { CONFERENCE_TOKENS } from './conference.tokens';

/** What register activity can fail with. */
export const REGISTER_ACTIVITY_ERRORS = [
  ...WRITE_FAILURES,
  'ACTIVITY.FULL',
  'CONFERENCE.SIGN_UP_CLOSED',
  'CONFERENCE.ALREADY_REGISTERED',
  'VALIDATION.REQUIRED',
] as const satisfies readonly ErrorCode[];

/**
 * Signs the user up for an activity: the value is the activity with `mine` set. A full one is
 * `ACTIVITY.FULL`. Carries an Idempotency-Key: pass `options.idempotencyKey` to keep one across a reload.
 */
@injectable()
export class RegisterActivityUseCase {
  constructor(@inject(CONFERENCE_TOKENS.Gateway) private readonly conference: ConferenceGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link REGISTER_ACTIVITY_ERRORS}. */
  execute(input: { activityId: string }, options?: CallOptions): Promise<Result<Activity, ErrorOf<typeof REGISTER_ACTIVITY_ERRORS>>> {
    return guarded(REGISTER_ACTIVITY_ERRORS, missingText(input, ['activityId']), () => this.conference.registerActivity(input.activityId.trim(), options));
  }
}
