import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorPeopleGateway, StaffInviteCode } from '@fairpass/domain/exhibitor-people';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_PEOPLE_TOKENS } from './exhibitor-people.tokens';
import { blankType } from './people.input-guards';

/** What renew staff invite code can fail with. */
export const RENEW_STAFF_INVITE_CODE_ERRORS = [...WRITE_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * A new staff link and code for the pass type, when the old one went further than it should: the old link
 * and code stop at once (its landing says it is no longer valid); people who applied through it keep their
 * applications. Carries an Idempotency-Key.
 */
@injectable()
export class RenewStaffInviteCodeUseCase {
  constructor(
    @inject(EXHIBITOR_PEOPLE_TOKENS.Gateway) private readonly people: ExhibitorPeopleGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the new link and code, or an error whose `code` is one of {@link RENEW_STAFF_INVITE_CODE_ERRORS}. */
  execute(input: { readonly credentialType: string }, options?: CallOptions): Promise<Result<StaffInviteCode, ErrorOf<typeof RENEW_STAFF_INVITE_CODE_ERRORS>>> {
    return guarded(RENEW_STAFF_INVITE_CODE_ERRORS, blankType(input, 'credentialType'), () =>
      this.people.renewInviteCode({ exhibitionId: exhibitionOf(this.session), credentialType: input.credentialType.trim() }, options),
    );
  }
}
