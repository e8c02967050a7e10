import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { DeliveryAddress, Order, TicketingGateway } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import { invalidAddress, notPositiveInteger } from './ticketing.input-guards';
import { guarded } from './ticketing.operation';
import { TICKETING_TOKENS } from './ticketing.tokens';

/** What order journal can fail with. */
export const ORDER_JOURNAL_ERRORS = [
  ...WRITE_FAILURES,
  'TICKET.SOLD_OUT',
  'TICKET.NOT_ON_SALE',
  'TICKET.SALE_ENDED',
  'ORDER.QUANTITY_OUT_OF_RANGE',
  'VALIDATION.REQUIRED',
  'VALIDATION.NUMBER_INVALID',
] as const satisfies readonly ErrorCode[];

/** Copies of a catalogue and where to send them. */
export interface OrderJournalInput {
  readonly journalId: string;
  readonly quantity: number;
  readonly address: DeliveryAddress;
}

/** Orders copies of the exhibition catalogue for delivery (/journal/{orderId}): an order of kind `journal`. Carries an Idempotency-Key. */
@injectable()
export class OrderJournalUseCase {
  constructor(@inject(TICKETING_TOKENS.Gateway) private readonly ticketing: TicketingGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link ORDER_JOURNAL_ERRORS}. */
  execute(input: OrderJournalInput, options?: CallOptions): Promise<Result<Order, ErrorOf<typeof ORDER_JOURNAL_ERRORS>>> {
    const invalid = missingText(input, ['journalId']) ?? notPositiveInteger(input, 'quantity') ?? invalidAddress(input);
    return guarded(ORDER_JOURNAL_ERRORS, invalid, () => {
      const { name, phone, province, city, district, detail } = input.address;
      return this.ticketing.orderJournal({ journalId: input.journalId, quantity: input.quantity, address: { name, phone, province, city, district, detail } }, options);
    });
  }
}
