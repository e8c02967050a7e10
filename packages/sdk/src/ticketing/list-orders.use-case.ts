import type { CallOptions, ErrorCode, Page, PageRequest, Result } from '@fairpass/domain';
import { ORDER_TABS, orderNoQueryOf, type Order, type OrderTab, type TicketingGateway } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { outOfRange } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { invalidPage } from './ticketing.input-guards';
import { exhibitionOf, guarded } from './ticketing.operation';
import { TICKETING_TOKENS } from './ticketing.tokens';

/** What list orders can fail with. */
export const LIST_ORDERS_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.NUMBER_INVALID', 'VALIDATION.OUT_OF_RANGE'] as const satisfies readonly ErrorCode[];

/** A page of "my orders": optionally one status tab (全部 / 待付款 / 已完成 / 退款售后) and a part of an order number. */
export interface ListOrdersInput extends PageRequest {
  readonly status?: OrderTab;
  /** Any part of the number, typed as the buyer reads it (blanks and case do not matter). */
  readonly orderNo?: string;
}

/** Lists the user's orders of this exhibition a page at a time, newest first (lines included, attendees not). */
@injectable()
export class ListOrdersUseCase {
  constructor(
    @inject(TICKETING_TOKENS.Gateway) private readonly ticketing: TicketingGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LIST_ORDERS_ERRORS}. */
  execute(input: ListOrdersInput, options?: CallOptions): Promise<Result<Page<Order>, ErrorOf<typeof LIST_ORDERS_ERRORS>>> {
    const status = input.status === undefined || input.status === 'all' ? undefined : input.status;
    const orderNo = orderNoQueryOf(input.orderNo ?? '');
    return guarded(LIST_ORDERS_ERRORS, (input.status === undefined ? undefined : outOfRange(input, 'status', ORDER_TABS)) ?? invalidPage(input), () =>
      this.ticketing.orders(
        { exhibitionId: exhibitionOf(this.session), current: input.current, size: input.size, ...(status ? { status } : {}), ...(orderNo ? { orderNo } : {}) },
        options,
      ),
    );
  }
}
