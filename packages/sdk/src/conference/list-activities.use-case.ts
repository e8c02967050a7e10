import type { CallOptions, ErrorCode, Page, PageRequest, Result } from '@fairpass/domain';
import type { Activity, ConferenceGateway } from '@fairpass/domain/conference';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { invalidPage } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { CONFERENCE_TOKENS } from './conference.tokens';

/** What list activities can fail with. */
export const LIST_ACTIVITIES_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.NUMBER_INVALID'] as const satisfies readonly ErrorCode[];

/** Lists the exhibition's activities a page at a time; with a login, those the user signed up for carry `mine`. */
@injectable()
export class ListActivitiesUseCase {
  constructor(
    @inject(CONFERENCE_TOKENS.Gateway) private readonly conference: ConferenceGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LIST_ACTIVITIES_ERRORS}. */
  execute(input: PageRequest, options?: CallOptions): Promise<Result<Page<Activity>, ErrorOf<typeof LIST_ACTIVITIES_ERRORS>>> {
    return guarded(LIST_ACTIVITIES_ERRORS, invalidPage(input), () =>
      this.conference.activities({ exhibitionId: exhibitionOf(this.session), current: input.current, size: input.size }, options),
    );
  }
}
