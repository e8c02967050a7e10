import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorPeopleGateway, HoldersSubmitted } from '@fairpass/domain/exhibitor-people';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_PEOPLE_TOKENS } from './exhibitor-people.tokens';

/** What remove holder can fail with (an issued pass: the server's 400 "report it lost instead"). */
export const REMOVE_HOLDER_ERRORS = [...WRITE_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** Removes a pass not issued yet (or refused), which frees its place in the quota. Carries an Idempotency-Key. */
@injectable()
export class RemoveHolderUseCase {
  constructor(
    @inject(EXHIBITOR_PEOPLE_TOKENS.Gateway) private readonly people: ExhibitorPeopleGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: what is left of the quota, or an error whose `code` is one of {@link REMOVE_HOLDER_ERRORS}. */
  execute(input: { readonly relationId: string }, options?: CallOptions): Promise<Result<HoldersSubmitted, ErrorOf<typeof REMOVE_HOLDER_ERRORS>>> {
    return guarded(REMOVE_HOLDER_ERRORS, missingText(input, ['relationId']), () =>
      this.people.removeHolder({ exhibitionId: exhibitionOf(this.session), relationId: input.relationId.trim() }, options),
    );
  }
}
