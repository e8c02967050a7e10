import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorGateway, ExhibitorProfile } from '@fairpass/domain/exhibitor';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_TOKENS } from './exhibitor.tokens';

/** What fetch profile can fail with. */
export const FETCH_PROFILE_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/**
 * The caller's exhibitor profile on this exhibition: the application's state (and a refusal's reason),
 * whether the login is bound to a company and the company form complete, the company, its booths and the
 * modules the organiser opened for this login. `exhibitorStepOf(profile)` says where the login goes next;
 * `moduleAllowed(profile.permissions, module)` gates a screen.
 */
@injectable()
export class FetchProfileUseCase {
  constructor(
    @inject(EXHIBITOR_TOKENS.Gateway) private readonly exhibitor: ExhibitorGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (no input): the value, or an error whose `code` is one of {@link FETCH_PROFILE_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<ExhibitorProfile, ErrorOf<typeof FETCH_PROFILE_ERRORS>>> {
    return guarded(FETCH_PROFILE_ERRORS, undefined, () => this.exhibitor.profile(exhibitionOf(this.session), options));
  }
}
