import type { CallOptions, ErrorCode, Page, PageRequest, Result } from '@fairpass/domain';
import type { Order, TicketingGateway } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { invalidPage } from './ticketing.input-guards';
import { exhibitionOf, guarded } from './ticketing.operation';
import { TICKETING_TOKENS } from './ticketing.tokens';

/** What list orders can fail with. */
export const LIST_ORDERS_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.NUMBER_INVALID'] as const satisfies readonly ErrorCode[];

/** Lists the user's orders of this exhibition a page at a time, newest first (lines included, attendees not). */
@injectable()
export class ListOrdersUseCase {
  constructor(
    @inject(TICKETING_TOKENS.Gateway) private readonly ticketing: TicketingGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LIST_ORDERS_ERRORS}. */
  execute(input: PageRequest, options?: CallOptions): Promise<Result<Page<Order>, ErrorOf<typeof LIST_ORDERS_ERRORS>>> {
    return guarded(LIST_ORDERS_ERRORS, invalidPage(input), () =>
      this.ticketing.orders({ exhibitionId: exhibitionOf(this.session), current: input.current, size: input.size }, options),
    );
  }
}
