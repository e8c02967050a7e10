import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { Order, TicketingGateway } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import { guarded } from './ticketing.operation';
import { TICKETING_TOKENS } from './ticketing.tokens';

/** What upgrade ticket can fail with. */
export const UPGRADE_TICKET_ERRORS = [
  ...WRITE_FAILURES,
  'TICKET.NOT_UPGRADABLE',
  'TICKET.LOCKED',
  'TICKET.LIMIT_REACHED',
  'TICKET.CONFLICT',
  'TICKET.SOLD_OUT',
  'TICKET.NOT_ON_SALE',
  'TICKET.SALE_ENDED',
  'ORDER.QUANTITY_OUT_OF_RANGE',
  'VALIDATION.REQUIRED',
] as const satisfies readonly ErrorCode[];

/**
 * Orders the exchange of a ticket for a higher type (`order/upgrade`, not the entry link's
 * `upgradeTicket` parameter): an order of kind `upgrade` whose total is the difference; the ticket is
 * re-issued once it is paid. The target type is held to the sale rules of any basket (on sale, seats
 * left, the per-user limit, conflicts). Carries an Idempotency-Key (`options.idempotencyKey` to reuse one).
 */
@injectable()
export class UpgradeTicketUseCase {
  constructor(@inject(TICKETING_TOKENS.Gateway) private readonly ticketing: TicketingGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link UPGRADE_TICKET_ERRORS}. */
  execute(input: { ticketId: string; targetTicketTypeId: string }, options?: CallOptions): Promise<Result<Order, ErrorOf<typeof UPGRADE_TICKET_ERRORS>>> {
    return guarded(UPGRADE_TICKET_ERRORS, missingText(input, ['ticketId', 'targetTicketTypeId']), () =>
      this.ticketing.upgrade({ ticketId: input.ticketId, targetTicketTypeId: input.targetTicketTypeId }, options),
    );
  }
}
