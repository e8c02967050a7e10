import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { LogisticsGateway, ParkingPass } from '@fairpass/domain/logistics';
import { inject, injectable } from 'inversify';
import { guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import { LOGISTICS_TOKENS } from './logistics.tokens';

/** What cancel parking can fail with. */
export const CANCEL_PARKING_ERRORS = [...WRITE_FAILURES, 'PARKING.NOT_CANCELLABLE', 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * Cancels one of the user's valid car passes whose last day has not passed (`PARKING.NOT_CANCELLABLE`
 * otherwise); the value is the pass, cancelled. Carries an Idempotency-Key: pass
 * `options.idempotencyKey` to keep one across a reload.
 */
@injectable()
export class CancelParkingUseCase {
  constructor(@inject(LOGISTICS_TOKENS.Gateway) private readonly logistics: LogisticsGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link CANCEL_PARKING_ERRORS}. */
  execute(input: { passId: string }, options?: CallOptions): Promise<Result<ParkingPass, ErrorOf<typeof CANCEL_PARKING_ERRORS>>> {
    return guarded(CANCEL_PARKING_ERRORS, missingText(input, ['passId']), () => this.logistics.cancelParking(input.passId.trim(), options));
  }
}
