import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { LogisticsGateway, ParkingRules } from '@fairpass/domain/logistics';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { LOGISTICS_TOKENS } from './logistics.tokens';

/** What fetch parking rules can fail with. */
export const FETCH_PARKING_RULES_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/** Fetches the days a car pass may cover (the show's first and last day) and the server's today. */
@injectable()
export class FetchParkingRulesUseCase {
  constructor(
    @inject(LOGISTICS_TOKENS.Gateway) private readonly logistics: LogisticsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (it takes no input: `execute()` or `execute({}, options)`): the value, or an error whose `code` is one of {@link FETCH_PARKING_RULES_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<ParkingRules, ErrorOf<typeof FETCH_PARKING_RULES_ERRORS>>> {
    return guarded(FETCH_PARKING_RULES_ERRORS, undefined, () => this.logistics.parkingRules(exhibitionOf(this.session), options));
  }
}
