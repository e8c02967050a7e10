import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorPeopleGateway, StaffInviteCode } from '@fairpass/domain/exhibitor-people';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_PEOPLE_TOKENS } from './exhibitor-people.tokens';
import { blankType } from './people.input-guards';

/** What fetch staff invite code can fail with. */
export const FETCH_STAFF_INVITE_CODE_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** The link id and code by which the company's staff apply for a pass of this type themselves. */
@injectable()
export class FetchStaffInviteCodeUseCase {
  constructor(
    @inject(EXHIBITOR_PEOPLE_TOKENS.Gateway) private readonly people: ExhibitorPeopleGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_STAFF_INVITE_CODE_ERRORS}. */
  execute(input: { readonly credentialType: string }, options?: CallOptions): Promise<Result<StaffInviteCode, ErrorOf<typeof FETCH_STAFF_INVITE_CODE_ERRORS>>> {
    return guarded(FETCH_STAFF_INVITE_CODE_ERRORS, blankType(input, 'credentialType'), () =>
      this.people.inviteCode({ exhibitionId: exhibitionOf(this.session), credentialType: input.credentialType.trim() }, options),
    );
  }
}
