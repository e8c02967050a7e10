import type { CallOptions, ErrorCode, Page, PageRequest, Result } from '@fairpass/domain';
import type { LogisticsGateway, ParkingPass } from '@fairpass/domain/logistics';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { invalidPage } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { LOGISTICS_TOKENS } from './logistics.tokens';

/** What list parking passes can fail with. */
export const LIST_PARKING_PASSES_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.NUMBER_INVALID'] as const satisfies readonly ErrorCode[];

/** Lists the user's car passes on this exhibition, newest first, a page at a time. */
@injectable()
export class ListParkingPassesUseCase {
  constructor(
    @inject(LOGISTICS_TOKENS.Gateway) private readonly logistics: LogisticsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LIST_PARKING_PASSES_ERRORS}. */
  execute(input: PageRequest, options?: CallOptions): Promise<Result<Page<ParkingPass>, ErrorOf<typeof LIST_PARKING_PASSES_ERRORS>>> {
    return guarded(LIST_PARKING_PASSES_ERRORS, invalidPage(input), () =>
      this.logistics.parkingPasses({ exhibitionId: exhibitionOf(this.session), current: input.current, size: input.size }, options),
    );
  }
}
