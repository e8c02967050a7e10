import type { CallOptions, ErrorCode, Page, PageRequest, Result } from '@fairpass/domain';
import type { Invitee, ReachGateway } from '@fairpass/domain/reach';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { invalidPage } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { REACH_TOKENS } from './reach.tokens';

/** What list invitees can fail with. */
export const LIST_INVITEES_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.NUMBER_INVALID'] as const satisfies readonly ErrorCode[];

/**
 * The people the user invited, a page at a time, newest first: their invitations by text and e-mail
 * (`sent` until someone registers through one) and everyone who registered through their QR code, link
 * or share card, each with where their registration stands.
 */
@injectable()
export class ListInviteesUseCase {
  constructor(
    @inject(REACH_TOKENS.Gateway) private readonly reach: ReachGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LIST_INVITEES_ERRORS}. */
  execute(input: PageRequest, options?: CallOptions): Promise<Result<Page<Invitee>, ErrorOf<typeof LIST_INVITEES_ERRORS>>> {
    return guarded(LIST_INVITEES_ERRORS, invalidPage(input), () =>
      this.reach.invitees({ exhibitionId: exhibitionOf(this.session), current: input.current, size: input.size }, options),
    );
  }
}
