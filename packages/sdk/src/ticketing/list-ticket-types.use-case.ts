import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { TicketingGateway, TicketType } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { exhibitionOf, guarded, optionalText } from './ticketing.operation';
import { TICKETING_TOKENS } from './ticketing.tokens';

/** What list ticket types can fail with. */
export const LIST_TICKET_TYPES_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/** Which ticket types to list: those of a registration link, or every public type without one. */
export interface ListTicketTypesInput {
  readonly registerLinkId?: string;
}

/** Lists the exhibition's ticket types (/ticket-type) with their prices, sale state, limits and conflicts. */
@injectable()
export class ListTicketTypesUseCase {
  constructor(
    @inject(TICKETING_TOKENS.Gateway) private readonly ticketing: TicketingGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LIST_TICKET_TYPES_ERRORS}. */
  execute(input: ListTicketTypesInput = {}, options?: CallOptions): Promise<Result<readonly TicketType[], ErrorOf<typeof LIST_TICKET_TYPES_ERRORS>>> {
    const registerLinkId = optionalText(input?.registerLinkId);
    return guarded(LIST_TICKET_TYPES_ERRORS, undefined, () => this.ticketing.ticketTypes({ exhibitionId: exhibitionOf(this.session), registerLinkId }, options));
  }
}
