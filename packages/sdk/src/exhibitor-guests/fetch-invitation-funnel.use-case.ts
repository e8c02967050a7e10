import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorGuestsGateway, FunnelRow } from '@fairpass/domain/exhibitor-guests';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_GUESTS_TOKENS } from './exhibitor-guests.tokens';

/** What fetch invitation funnel can fail with. */
export const FETCH_INVITATION_FUNNEL_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/** Per way to invite (text, e-mail, QR code, link): how many were invited, registered, were approved and entered. */
@injectable()
export class FetchInvitationFunnelUseCase {
  constructor(
    @inject(EXHIBITOR_GUESTS_TOKENS.Gateway) private readonly guests: ExhibitorGuestsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (no input): the four ways' rows, or an error whose `code` is one of {@link FETCH_INVITATION_FUNNEL_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<readonly FunnelRow[], ErrorOf<typeof FETCH_INVITATION_FUNNEL_ERRORS>>> {
    return guarded(FETCH_INVITATION_FUNNEL_ERRORS, undefined, () => this.guests.funnel({ exhibitionId: exhibitionOf(this.session) }, options));
  }
}
