import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ConferenceGateway, Speaker } from '@fairpass/domain/conference';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { CONFERENCE_TOKENS } from './conference.tokens';

/** What fetch my talks can fail with. */
export const FETCH_MY_TALKS_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/**
 * The logged-in user's own talks on this exhibition (issue 29): their speaker record with the `sessions`
 * they speak at (rooms and times), or undefined when they are no speaker here. Order them with the
 * domain's `speakerTalksOf`.
 */
@injectable()
export class FetchMyTalksUseCase {
  constructor(
    @inject(CONFERENCE_TOKENS.Gateway) private readonly conference: ConferenceGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (it takes no input: `execute()` or `execute({}, options)`): the value, or an error whose `code` is one of {@link FETCH_MY_TALKS_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<Speaker | undefined, ErrorOf<typeof FETCH_MY_TALKS_ERRORS>>> {
    return guarded(FETCH_MY_TALKS_ERRORS, undefined, () => this.conference.mySpeaker(exhibitionOf(this.session), options));
  }
}
