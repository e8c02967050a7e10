import { ok, type CallOptions, type DomainError, type ErrorCode, type Result, type UserGateway } from '@fairpass/domain';
import { INVITE_LINK_SOURCE, referralOf } from '@fairpass/domain/reach';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf } from '../operations/area-operation';
import { type ErrorOf, WRITE_FAILURES, withinCodes } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';

/** What record referral can fail with. */
export const RECORD_REFERRAL_ERRORS = [...WRITE_FAILURES] as const satisfies readonly ErrorCode[];

/** What was recorded: the invitation's register link, the sharer (fission parent), both or neither. */
export interface ReferralRecorded {
  readonly recorded: readonly ('invitation' | 'share')[];
}

/**
 * Records who brought the logged-in user to register (spec §7): the register link of the invitation this
 * visit came through with its inviter (`userRegisterLink/save`) and the sharer of the card
 * (`saveFissionParentId`), now with the new registration's token, so the inviter's count and ranking
 * include it. Nothing without a login or an invitation link. Once recorded, the visit goes on as a plain
 * registration: the after-login steps no longer lead back to the invitation page. Carries an
 * Idempotency-Key (the same one on both writes): pass `options.idempotencyKey` to keep one across a reload.
 */
@injectable()
export class RecordReferralUseCase {
  constructor(
    @inject(TOKENS.UserGateway) private readonly users: UserGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link RECORD_REFERRAL_ERRORS}. */
  async execute(_input: Record<string, never> = {}, options?: CallOptions): Promise<Result<ReferralRecorded, ErrorOf<typeof RECORD_REFERRAL_ERRORS>>> {
    return withinCodes(await this.run(options), RECORD_REFERRAL_ERRORS);
  }

  private async run(options?: CallOptions): Promise<Result<ReferralRecorded, DomainError>> {
    const { token, entry } = this.session.getSnapshot();
    const referral = referralOf(entry);
    if (token === null || referral === undefined) return ok({ recorded: [] });
    const recorded: ('invitation' | 'share')[] = [];
    if (referral.registerLink) {
      const saved = await this.users.saveRegisterLink(referral.registerLink, options);
      if (!saved.ok) return saved;
      recorded.push('invitation');
    }
    if (referral.fissionParentBladeUserId) {
      const saved = await this.users.saveFissionParent({ exhibitionId: exhibitionOf(this.session), fissionParentBladeUserId: referral.fissionParentBladeUserId }, options);
      if (!saved.ok) return saved;
      recorded.push('share');
    }
    const current = this.session.getSnapshot().entry;
    if (current.registrationSource === INVITE_LINK_SOURCE) this.session.setEntry({ ...current, registrationSource: 'registration' });
    return ok({ recorded });
  }
}
