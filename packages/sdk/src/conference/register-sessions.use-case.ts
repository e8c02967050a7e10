import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ConferenceGateway, MySession } from '@fairpass/domain/conference';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingTextList } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { CONFERENCE_TOKENS } from './conference.tokens';

/**
 * Why the server can refuse a sign-up (wire codes 4501–4504): a session full (`params.title`), two
 * sessions at the same time (`params.sessionA`, `params.sessionB`, titles in the request's language),
 * a session started or ended, or one the user signed up for already.
 */
export const SIGN_UP_FAILURES = [
  'CONFERENCE.SESSION_FULL',
  'CONFERENCE.CLASH',
  'CONFERENCE.SIGN_UP_CLOSED',
  'CONFERENCE.ALREADY_REGISTERED',
] as const satisfies readonly ErrorCode[];

/** What register sessions can fail with. */
export const REGISTER_SESSIONS_ERRORS = [...WRITE_FAILURES, ...SIGN_UP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * Signs the user up for one or more sessions, all or none: the value is the new sign-ups, `in_review`
 * for a session that needs the organiser's review, else `success`. Carries an Idempotency-Key: pass
 * `options.idempotencyKey` to keep one across a reload.
 */
@injectable()
export class RegisterSessionsUseCase {
  constructor(
    @inject(CONFERENCE_TOKENS.Gateway) private readonly conference: ConferenceGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link REGISTER_SESSIONS_ERRORS}. */
  execute(input: { sessionIds: readonly string[] }, options?: CallOptions): Promise<Result<readonly MySession[], ErrorOf<typeof REGISTER_SESSIONS_ERRORS>>> {
    return guarded(REGISTER_SESSIONS_ERRORS, missingTextList(input, 'sessionIds'), () =>
      this.conference.registerSessions({ exhibitionId: exhibitionOf(this.session), sessionIds: input.sessionIds.map((id) => id.trim()) }, options),
    );
  }
}
