import type { CallOptions, ErrorCode, Page, PageRequest, Result } from '@fairpass/domain';
import type { ConferenceGateway, ConferenceSession, SessionQuery } from '@fairpass/domain/conference';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded, optionalText } from '../operations/area-operation';
import { invalidPage } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { CONFERENCE_TOKENS } from './conference.tokens';

/** What list sessions can fail with. */
export const LIST_SESSIONS_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.NUMBER_INVALID'] as const satisfies readonly ErrorCode[];

/** Which page of the programme: of one day, venue or topic, or matching a keyword (blank filters are none). */
export interface ListSessionsInput extends SessionQuery, PageRequest {}

/**
 * Lists the conference programme a page at a time, by start time (/meetingList). Needs no login; with
 * one, each session the user signed up for carries `mine`. A session is full when `capacity` is present
 * and `registered >= capacity`.
 */
@injectable()
export class ListSessionsUseCase {
  constructor(
    @inject(CONFERENCE_TOKENS.Gateway) private readonly conference: ConferenceGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LIST_SESSIONS_ERRORS}. */
  execute(input: ListSessionsInput, options?: CallOptions): Promise<Result<Page<ConferenceSession>, ErrorOf<typeof LIST_SESSIONS_ERRORS>>> {
    return guarded(LIST_SESSIONS_ERRORS, invalidPage(input), () =>
      this.conference.sessions(
        {
          exhibitionId: exhibitionOf(this.session),
          day: optionalText(input.day),
          venueId: optionalText(input.venueId),
          topicId: optionalText(input.topicId),
          keyword: optionalText(input.keyword),
          current: input.current,
          size: input.size,
        },
        options,
      ),
    );
  }
}
