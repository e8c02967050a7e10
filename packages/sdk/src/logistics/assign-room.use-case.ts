import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { AssignRoomRequest, LogisticsGateway, Room } from '@fairpass/domain/logistics';
import { inject, injectable } from 'inversify';
import { guarded } from '../operations/area-operation';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import { invalidAssignment } from './logistics.input-guards';
import { LOGISTICS_TOKENS } from './logistics.tokens';

/** What assign room can fail with. */
export const ASSIGN_ROOM_ERRORS = [...WRITE_FAILURES, 'STAY.BEDS_EXCEEDED', 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * Sets who sleeps in a room: `personIds` replaces its people (an empty list leaves it empty). Each must
 * be the user or someone they registered; someone given a bed leaves the party's other room on the same
 * nights. The value is every room of the party. More people than beds is `STAY.BEDS_EXCEEDED`
 * (`params.beds`). Carries an Idempotency-Key: pass `options.idempotencyKey` to keep one across a reload.
 */
@injectable()
export class AssignRoomUseCase {
  constructor(@inject(LOGISTICS_TOKENS.Gateway) private readonly logistics: LogisticsGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link ASSIGN_ROOM_ERRORS}. */
  execute(input: AssignRoomRequest, options?: CallOptions): Promise<Result<readonly Room[], ErrorOf<typeof ASSIGN_ROOM_ERRORS>>> {
    return guarded(ASSIGN_ROOM_ERRORS, invalidAssignment(input), () =>
      this.logistics.assignRoom({ roomId: input.roomId.trim(), personIds: [...new Set(input.personIds.map((id) => id.trim()))] }, options),
    );
  }
}
