import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ConferenceGateway, MySession } from '@fairpass/domain/conference';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { CONFERENCE_TOKENS } from './conference.tokens';

/** What list my sessions can fail with. */
export const LIST_MY_SESSIONS_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/** Lists the user's sign-ups on this exhibition by start time, each with its session, state and sign-in. */
@injectable()
export class ListMySessionsUseCase {
  constructor(
    @inject(CONFERENCE_TOKENS.Gateway) private readonly conference: ConferenceGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (it takes no input: `execute()` or `execute({}, options)`): the value, or an error whose `code` is one of {@link LIST_MY_SESSIONS_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<readonly MySession[], ErrorOf<typeof LIST_MY_SESSIONS_ERRORS>>> {
    return guarded(LIST_MY_SESSIONS_ERRORS, undefined, () => this.conference.mySessions(exhibitionOf(this.session), options));
  }
}
