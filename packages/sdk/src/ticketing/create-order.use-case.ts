import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { AttendeeDetails, BasketLine, Order, TicketingGateway } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { invalidAttendees, invalidLines } from './ticketing.input-guards';
import { BASKET_FAILURES, basketOf, exhibitionOf, guarded, optionalText } from './ticketing.operation';
import { TICKETING_TOKENS } from './ticketing.tokens';

/** What create order can fail with. */
export const CREATE_ORDER_ERRORS = [
  ...WRITE_FAILURES,
  ...BASKET_FAILURES,
  'ORDER.PRICE_CHANGED',
  'VALIDATION.REQUIRED',
  'VALIDATION.NUMBER_INVALID',
] as const satisfies readonly ErrorCode[];

/** An order to write: the basket, the link it is bought through, and each ticket's holder. */
export interface CreateOrderInput {
  readonly registerLinkId?: string;
  readonly lines: readonly BasketLine[];
  readonly discountCode?: string;
  /** One entry per ticket whose type asks for details (`[]` when none does). */
  readonly attendees: readonly AttendeeDetails[];
}

/**
 * Writes an order (free orders come back completed, paid ones reserved for 15 minutes). It carries an
 * Idempotency-Key: pass `options.idempotencyKey` to reuse one across a reload, so the same order is
 * answered again instead of a second one being made.
 */
@injectable()
export class CreateOrderUseCase {
  constructor(
    @inject(TICKETING_TOKENS.Gateway) private readonly ticketing: TicketingGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link CREATE_ORDER_ERRORS}. */
  execute(input: CreateOrderInput, options?: CallOptions): Promise<Result<Order, ErrorOf<typeof CREATE_ORDER_ERRORS>>> {
    return guarded(CREATE_ORDER_ERRORS, invalidLines(input) ?? invalidAttendees(input), () =>
      this.ticketing.createOrder(
        {
          exhibitionId: exhibitionOf(this.session),
          registerLinkId: optionalText(input.registerLinkId),
          ...basketOf(input),
          attendees: input.attendees.map(({ ticketTypeId, values }) => ({ ticketTypeId, values })),
        },
        options,
      ),
    );
  }
}
