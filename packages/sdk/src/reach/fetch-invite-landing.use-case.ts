import { DomainError, err, type CallOptions, type ErrorCode, type Result } from '@fairpass/domain';
import { referralOf, type InviteLanding, type InviteLandingRequest, type ReachGateway } from '@fairpass/domain/reach';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { type ErrorOf, HTTP_FAILURES, withinCodes } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { REACH_TOKENS } from './reach.tokens';

/** What fetch invite landing can fail with. */
export const FETCH_INVITE_LANDING_ERRORS = [...HTTP_FAILURES, 'INVITE.INVITER_UNKNOWN'] as const satisfies readonly ErrorCode[];

/**
 * Who invited the visitor (/invite/home): the name the server has for the inviter of the link this visit
 * came through (its register link, else its sharer) — never the link's own `inviteUserName`, which
 * anyone can write. Needs no login. INVITE.INVITER_UNKNOWN when the link names nobody.
 */
@injectable()
export class FetchInviteLandingUseCase {
  constructor(
    @inject(REACH_TOKENS.Gateway) private readonly reach: ReachGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_INVITE_LANDING_ERRORS}. */
  async execute(_input: Record<string, never> = {}, options?: CallOptions): Promise<Result<InviteLanding, ErrorOf<typeof FETCH_INVITE_LANDING_ERRORS>>> {
    const referral = referralOf(this.session.getSnapshot().entry);
    const request: InviteLandingRequest | undefined = referral?.registerLink
      ? { registerLinkId: referral.registerLink.registerLinkId }
      : referral?.fissionParentBladeUserId
        ? { fissionParentBladeUserId: referral.fissionParentBladeUserId }
        : undefined;
    const answer = request === undefined ? err(new DomainError('INVITE.INVITER_UNKNOWN', 'the visit came through no invitation link')) : await this.reach.inviteLanding(request, options);
    return withinCodes(answer, FETCH_INVITE_LANDING_ERRORS);
  }
}
