import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ConferenceGateway, SignInResult } from '@fairpass/domain/conference';
import { inject, injectable } from 'inversify';
import { guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import { CONFERENCE_TOKENS } from './conference.tokens';

/**
 * Why the server can refuse a sign-in at the door (wire codes 4511–4514): the window not open yet
 * (`params.opensAt`), closed, the user not (successfully) signed up for the session, or no such code.
 */
export const SIGN_IN_FAILURES = ['SIGN_IN.NOT_STARTED', 'SIGN_IN.ENDED', 'SIGN_IN.NOT_REGISTERED', 'SIGN_IN.UNKNOWN_CODE'] as const satisfies readonly ErrorCode[];

/** What sign in can fail with. */
export const SIGN_IN_ERRORS = [...WRITE_FAILURES, ...SIGN_IN_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * Signs the user in at a session's door with the code of its link. The window opens 30 minutes before
 * the session and closes at its end (server clock). Signing in again answers the same with `already`.
 * Carries an Idempotency-Key: pass `options.idempotencyKey` to keep one across a reload.
 */
@injectable()
export class SignInUseCase {
  constructor(@inject(CONFERENCE_TOKENS.Gateway) private readonly conference: ConferenceGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link SIGN_IN_ERRORS}. */
  execute(input: { signCodeId: string }, options?: CallOptions): Promise<Result<SignInResult, ErrorOf<typeof SIGN_IN_ERRORS>>> {
    return guarded(SIGN_IN_ERRORS, missingText(input, ['signCodeId']), () => this.conference.signIn(input.signCodeId.trim(), options));
  }
}
