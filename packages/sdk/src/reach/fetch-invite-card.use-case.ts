import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { InviteCard, ReachGateway } from '@fairpass/domain/reach';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { REACH_TOKENS } from './reach.tokens';

/** What fetch invite card can fail with. */
export const FETCH_INVITE_CARD_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/**
 * The user's invitation card (/inviteRegistration, /share): the register link and the inviter's name,
 * department and channel code that their invitation links carry — build them with the domain's
 * `invitationLinkQuery`.
 */
@injectable()
export class FetchInviteCardUseCase {
  constructor(
    @inject(REACH_TOKENS.Gateway) private readonly reach: ReachGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_INVITE_CARD_ERRORS}. */
  execute(_input: Record<string, never> = {}, options?: CallOptions): Promise<Result<InviteCard, ErrorOf<typeof FETCH_INVITE_CARD_ERRORS>>> {
    return guarded(FETCH_INVITE_CARD_ERRORS, undefined, () => this.reach.inviteCard(exhibitionOf(this.session), options));
  }
}
