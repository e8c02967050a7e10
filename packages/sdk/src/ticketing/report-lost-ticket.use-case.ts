import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { Ticket, TicketingGateway } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import { guarded } from './ticketing.operation';
import { TICKETING_TOKENS } from './ticketing.tokens';

/** What report lost ticket can fail with. */
export const REPORT_LOST_TICKET_ERRORS = [...WRITE_FAILURES, 'TICKET.LOCKED', 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * Reports a lost badge: the server revokes the ticket's code and answers with the ticket issued in its
 * place (the old one moves to the history, `revokedReason: 'lost'`). Carries an Idempotency-Key.
 */
@injectable()
export class ReportLostTicketUseCase {
  constructor(@inject(TICKETING_TOKENS.Gateway) private readonly ticketing: TicketingGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link REPORT_LOST_TICKET_ERRORS}. */
  execute(input: { ticketId: string }, options?: CallOptions): Promise<Result<Ticket, ErrorOf<typeof REPORT_LOST_TICKET_ERRORS>>> {
    return guarded(REPORT_LOST_TICKET_ERRORS, missingText(input, ['ticketId']), () => this.ticketing.reportLoss(input.ticketId, options));
  }
}
