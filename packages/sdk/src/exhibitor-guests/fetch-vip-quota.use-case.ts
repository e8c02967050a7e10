import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorGuestsGateway, VipQuota } from '@fairpass/domain/exhibitor-guests';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_GUESTS_TOKENS } from './exhibitor-guests.tokens';

/** What fetch VIP quota can fail with. */
export const FETCH_VIP_QUOTA_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/** The company's VIP quota: used by registered VIPs, reserved by open invitations, and what is left to invite. */
@injectable()
export class FetchVipQuotaUseCase {
  constructor(
    @inject(EXHIBITOR_GUESTS_TOKENS.Gateway) private readonly guests: ExhibitorGuestsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (no input): the quota, or an error whose `code` is one of {@link FETCH_VIP_QUOTA_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<VipQuota, ErrorOf<typeof FETCH_VIP_QUOTA_ERRORS>>> {
    return guarded(FETCH_VIP_QUOTA_ERRORS, undefined, () => this.guests.vipQuota({ exhibitionId: exhibitionOf(this.session) }, options));
  }
}
