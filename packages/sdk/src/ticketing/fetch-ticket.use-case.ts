import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { Ticket, TicketingGateway } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import { guarded } from './ticketing.operation';
import { TICKETING_TOKENS } from './ticketing.tokens';

/** What fetch ticket can fail with. */
export const FETCH_TICKET_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** Fetches one ticket (/wallet/{id}): its holder, status axes, static code and, when enabled, its rotation key. */
@injectable()
export class FetchTicketUseCase {
  constructor(@inject(TICKETING_TOKENS.Gateway) private readonly ticketing: TicketingGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_TICKET_ERRORS}. */
  execute(input: { ticketId: string }, options?: CallOptions): Promise<Result<Ticket, ErrorOf<typeof FETCH_TICKET_ERRORS>>> {
    return guarded(FETCH_TICKET_ERRORS, missingText(input, ['ticketId']), () => this.ticketing.ticket(input.ticketId, options));
  }
}
