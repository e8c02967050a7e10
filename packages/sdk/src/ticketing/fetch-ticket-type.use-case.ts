import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { TicketingGateway, TicketType } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import { guarded } from './ticketing.operation';
import { TICKETING_TOKENS } from './ticketing.tokens';

/** What fetch ticket type can fail with. */
export const FETCH_TICKET_TYPE_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** Fetches one ticket type (/ticket-type/{id}), with the details each of its tickets asks for. */
@injectable()
export class FetchTicketTypeUseCase {
  constructor(@inject(TICKETING_TOKENS.Gateway) private readonly ticketing: TicketingGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_TICKET_TYPE_ERRORS}. */
  execute(input: { id: string }, options?: CallOptions): Promise<Result<TicketType, ErrorOf<typeof FETCH_TICKET_TYPE_ERRORS>>> {
    return guarded(FETCH_TICKET_TYPE_ERRORS, missingText(input, ['id']), () => this.ticketing.ticketType(input.id, options));
  }
}
