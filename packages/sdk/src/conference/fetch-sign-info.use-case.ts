import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ConferenceGateway, SignInfo } from '@fairpass/domain/conference';
import { inject, injectable } from 'inversify';
import { guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import { CONFERENCE_TOKENS } from './conference.tokens';

/** What fetch sign info can fail with. */
export const FETCH_SIGN_INFO_ERRORS = [...HTTP_FAILURES, 'SIGN_IN.UNKNOWN_CODE', 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * What a sign-in code at the session's door stands for (/meetingSignIn, `signCodeId` from the link):
 * the session, and its `window` (`not_started`, `open`, `ended`) with the server's clock. Needs no login.
 */
@injectable()
export class FetchSignInfoUseCase {
  constructor(@inject(CONFERENCE_TOKENS.Gateway) private readonly conference: ConferenceGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_SIGN_INFO_ERRORS}. */
  execute(input: { signCodeId: string }, options?: CallOptions): Promise<Result<SignInfo, ErrorOf<typeof FETCH_SIGN_INFO_ERRORS>>> {
    return guarded(FETCH_SIGN_INFO_ERRORS, missingText(input, ['signCodeId']), () => this.conference.signInfo(input.signCodeId.trim(), options));
  }
}
