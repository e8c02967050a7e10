import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { DelegatesGateway, Team } from '@fairpass/domain/delegates';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { DELEGATES_TOKENS } from './delegates.tokens';

/** What fetch team can fail with. */
export const FETCH_TEAM_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/** Fetches the team the user registered on this exhibition, its members in order with their review; `undefined` before the first submission. */
@injectable()
export class FetchTeamUseCase {
  constructor(
    @inject(DELEGATES_TOKENS.Gateway) private readonly delegates: DelegatesGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (it takes no input: `execute()` or `execute({}, options)`): the value, or an error whose `code` is one of {@link FETCH_TEAM_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<Team | undefined, ErrorOf<typeof FETCH_TEAM_ERRORS>>> {
    return guarded(FETCH_TEAM_ERRORS, undefined, () => this.delegates.team(exhibitionOf(this.session), options));
  }
}
