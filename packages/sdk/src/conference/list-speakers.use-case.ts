import type { CallOptions, ErrorCode, Page, PageRequest, Result } from '@fairpass/domain';
import type { ConferenceGateway, Speaker } from '@fairpass/domain/conference';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded, optionalText } from '../operations/area-operation';
import { invalidPage } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { CONFERENCE_TOKENS } from './conference.tokens';

/** What list speakers can fail with. */
export const LIST_SPEAKERS_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.NUMBER_INVALID'] as const satisfies readonly ErrorCode[];

/** Which page of the speakers, matching a keyword or not (a blank keyword is none). */
export interface ListSpeakersInput extends PageRequest {
  readonly keyword?: string;
}

/** Lists the conference's speakers (guests) a page at a time, by name. Needs no login. */
@injectable()
export class ListSpeakersUseCase {
  constructor(
    @inject(CONFERENCE_TOKENS.Gateway) private readonly conference: ConferenceGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LIST_SPEAKERS_ERRORS}. */
  execute(input: ListSpeakersInput, options?: CallOptions): Promise<Result<Page<Speaker>, ErrorOf<typeof LIST_SPEAKERS_ERRORS>>> {
    return guarded(LIST_SPEAKERS_ERRORS, invalidPage(input), () =>
      this.conference.speakers(
        { exhibitionId: exhibitionOf(this.session), keyword: optionalText(input.keyword), current: input.current, size: input.size },
        options,
      ),
    );
  }
}
