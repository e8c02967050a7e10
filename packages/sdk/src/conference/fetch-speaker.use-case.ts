import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ConferenceGateway, Speaker } from '@fairpass/domain/conference';
import { inject, injectable } from 'inversify';
import { guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import { CONFERENCE_TOKENS } from './conference.tokens';

/** What fetch speaker can fail with. */
export const FETCH_SPEAKER_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** Fetches one speaker with the `sessions` they speak at. Needs no login. */
@injectable()
export class FetchSpeakerUseCase {
  constructor(@inject(CONFERENCE_TOKENS.Gateway) private readonly conference: ConferenceGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_SPEAKER_ERRORS}. */
  execute(input: { id: string }, options?: CallOptions): Promise<Result<Speaker, ErrorOf<typeof FETCH_SPEAKER_ERRORS>>> {
    return guarded(FETCH_SPEAKER_ERRORS, missingText(input, ['id']), () => this.conference.speaker(input.id, options));
  }
}
