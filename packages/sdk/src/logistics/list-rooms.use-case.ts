import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { LogisticsGateway, Room } from '@fairpass/domain/logistics';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { LOGISTICS_TOKENS } from './logistics.tokens';

/** What list rooms can fail with. */
export const LIST_ROOMS_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/** Lists the hotel rooms booked for the user's party on this exhibition, by check-in, each with who sleeps there. */
@injectable()
export class ListRoomsUseCase {
  constructor(
    @inject(LOGISTICS_TOKENS.Gateway) private readonly logistics: LogisticsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (it takes no input: `execute()` or `execute({}, options)`): the value, or an error whose `code` is one of {@link LIST_ROOMS_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<readonly Room[], ErrorOf<typeof LIST_ROOMS_ERRORS>>> {
    return guarded(LIST_ROOMS_ERRORS, undefined, () => this.logistics.rooms(exhibitionOf(this.session), options));
  }
}
