import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { TicketingGateway, UpgradeOption } from '@fairpass/domain/ticketing';
import { inject, injectable } from 'inversify';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import { guarded } from './ticketing.operation';
import { TICKETING_TOKENS } from './ticketing.tokens';

/** What list upgrade options can fail with. */
export const LIST_UPGRADE_OPTIONS_ERRORS = [...HTTP_FAILURES, 'TICKET.NOT_UPGRADABLE', 'TICKET.LOCKED', 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** Lists the higher ticket types a ticket can be exchanged for, each with the difference to pay. */
@injectable()
export class ListUpgradeOptionsUseCase {
  constructor(@inject(TICKETING_TOKENS.Gateway) private readonly ticketing: TicketingGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LIST_UPGRADE_OPTIONS_ERRORS}. */
  execute(input: { ticketId: string }, options?: CallOptions): Promise<Result<readonly UpgradeOption[], ErrorOf<typeof LIST_UPGRADE_OPTIONS_ERRORS>>> {
    return guarded(LIST_UPGRADE_OPTIONS_ERRORS, missingText(input, ['ticketId']), () => this.ticketing.upgradeOptions(input.ticketId, options));
  }
}
