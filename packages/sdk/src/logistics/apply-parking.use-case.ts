import { type CallOptions, type ErrorCode, type Result } from '@fairpass/domain';
import { normalisePlate, type LogisticsGateway, type ParkingPass, type ParkingPassRequest } from '@fairpass/domain/logistics';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { invalidPassRequest } from './logistics.input-guards';
import { LOGISTICS_TOKENS } from './logistics.tokens';

/**
 * Why the server can refuse a car pass: a plate it does not take (`PARKING.PLATE_INVALID`,
 * `params.plateNumber`), days outside those still open (`PARKING.OUTSIDE_SHOW`, `params.firstDay`,
 * `params.lastDay`), or a plate with a valid pass on those days (`PARKING.PLATE_TAKEN`).
 */
export const PARKING_FAILURES = ['PARKING.PLATE_INVALID', 'PARKING.OUTSIDE_SHOW', 'PARKING.PLATE_TAKEN'] as const satisfies readonly ErrorCode[];

/** What apply parking can fail with. */
export const APPLY_PARKING_ERRORS = [
  ...WRITE_FAILURES,
  ...PARKING_FAILURES,
  'VALIDATION.REQUIRED',
  'VALIDATION.PLATE_INVALID',
  'VALIDATION.PHONE_INVALID',
  'VALIDATION.DATE_INVALID',
] as const satisfies readonly ErrorCode[];

/**
 * Applies for a car pass: a mainland plate (ordinary, or an 8-character new-energy one; spaces and dots
 * as typed are dropped), the driver's name and mainland mobile, and the first and last day
 * (`yyyy-MM-dd`, within the show from today on). The value is the pass, valid. Carries an
 * Idempotency-Key: pass `options.idempotencyKey` to keep one across a reload.
 */
@injectable()
export class ApplyParkingUseCase {
  constructor(
    @inject(LOGISTICS_TOKENS.Gateway) private readonly logistics: LogisticsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link APPLY_PARKING_ERRORS}. */
  execute(input: ParkingPassRequest, options?: CallOptions): Promise<Result<ParkingPass, ErrorOf<typeof APPLY_PARKING_ERRORS>>> {
    return guarded(APPLY_PARKING_ERRORS, invalidPassRequest(input), () =>
      this.logistics.applyParking(
        {
          exhibitionId: exhibitionOf(this.session),
          plateNumber: normalisePlate(input.plateNumber.trim()),
          driver: input.driver.trim(),
          phone: input.phone.trim(),
          startDate: input.startDate.trim(),
          endDate: input.endDate.trim(),
        },
        options,
      ),
    );
  }
}
