import type { CallOptions, ErrorCode, Page, PageRequest, Result } from '@fairpass/domain';
import type { Ticket, TicketingGateway, TicketScope } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { outOfRange } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { invalidPage } from './ticketing.input-guards';
import { exhibitionOf, guarded } from './ticketing.operation';
import { TICKETING_TOKENS } from './ticketing.tokens';

/** What list tickets can fail with. */
export const LIST_TICKETS_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.NUMBER_INVALID', 'VALIDATION.OUT_OF_RANGE'] as const satisfies readonly ErrorCode[];

/** Which page of the wallet: the valid tickets, or the history (revoked, replaced, used). */
export interface ListTicketsInput extends PageRequest {
  readonly scope: TicketScope;
}

/** Lists the user's tickets of this exhibition a page at a time (/wallet, /ticket). */
@injectable()
export class ListTicketsUseCase {
  constructor(
    @inject(TICKETING_TOKENS.Gateway) private readonly ticketing: TicketingGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LIST_TICKETS_ERRORS}. */
  execute(input: ListTicketsInput, options?: CallOptions): Promise<Result<Page<Ticket>, ErrorOf<typeof LIST_TICKETS_ERRORS>>> {
    return guarded(LIST_TICKETS_ERRORS, outOfRange(input, 'scope', ['valid', 'history']) ?? invalidPage(input), () =>
      this.ticketing.tickets({ exhibitionId: exhibitionOf(this.session), scope: input.scope, current: input.current, size: input.size }, options),
    );
  }
}
