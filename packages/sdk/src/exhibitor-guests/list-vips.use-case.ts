import type { CallOptions, ErrorCode, Page, PageRequest, Result } from '@fairpass/domain';
import type { ExhibitorGuestsGateway, VipInvitation } from '@fairpass/domain/exhibitor-guests';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { invalidPage } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_GUESTS_TOKENS } from './exhibitor-guests.tokens';

/** What list VIPs can fail with. */
export const LIST_VIPS_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.NUMBER_INVALID'] as const satisfies readonly ErrorCode[];

/** The company's VIP invitations a page at a time, newest first, each sent, registered or declined. */
@injectable()
export class ListVipsUseCase {
  constructor(
    @inject(EXHIBITOR_GUESTS_TOKENS.Gateway) private readonly guests: ExhibitorGuestsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the page, or an error whose `code` is one of {@link LIST_VIPS_ERRORS}. */
  execute(input: PageRequest, options?: CallOptions): Promise<Result<Page<VipInvitation>, ErrorOf<typeof LIST_VIPS_ERRORS>>> {
    return guarded(LIST_VIPS_ERRORS, invalidPage(input), () =>
      this.guests.vipList({ exhibitionId: exhibitionOf(this.session), current: input.current, size: input.size }, options),
    );
  }
}
