import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { Activity, ConferenceGateway } from '@fairpass/domain/conference';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { CONFERENCE_TOKENS } from './conference.tokens';

/** What list my activities can fail with. */
export const LIST_MY_ACTIVITIES_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/** Lists the activities the user signed up for on this exhibition. */
@injectable()
export class ListMyActivitiesUseCase {
  constructor(
    @inject(CONFERENCE_TOKENS.Gateway) private readonly conference: ConferenceGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (it takes no input: `execute()` or `execute({}, options)`): the value, or an error whose `code` is one of {@link LIST_MY_ACTIVITIES_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<readonly Activity[], ErrorOf<typeof LIST_MY_ACTIVITIES_ERRORS>>> {
    return guarded(LIST_MY_ACTIVITIES_ERRORS, undefined, () => this.conference.myActivities(exhibitionOf(this.session), options));
  }
}
