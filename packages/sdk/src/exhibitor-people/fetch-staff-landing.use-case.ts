import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorPeopleGateway, StaffInviteLanding } from '@fairpass/domain/exhibitor-people';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_PEOPLE_TOKENS } from './exhibitor-people.tokens';

/** What fetch staff landing can fail with: an unknown or renewed link is STAFF.INVITE_LINK_INVALID. */
export const FETCH_STAFF_LANDING_ERRORS = [...HTTP_FAILURES, 'STAFF.INVITE_LINK_INVALID', 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * What a staff link leads to, without a login: the inviting company as the server knows it (never as the
 * link's own text says), its booths and the pass applied for.
 */
@injectable()
export class FetchStaffLandingUseCase {
  constructor(
    @inject(EXHIBITOR_PEOPLE_TOKENS.Gateway) private readonly people: ExhibitorPeopleGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_STAFF_LANDING_ERRORS}. */
  execute(input: { readonly registerLinkId: string }, options?: CallOptions): Promise<Result<StaffInviteLanding, ErrorOf<typeof FETCH_STAFF_LANDING_ERRORS>>> {
    return guarded(FETCH_STAFF_LANDING_ERRORS, missingText(input, ['registerLinkId']), () =>
      this.people.staffLanding({ exhibitionId: exhibitionOf(this.session), registerLinkId: input.registerLinkId.trim() }, options),
    );
  }
}
