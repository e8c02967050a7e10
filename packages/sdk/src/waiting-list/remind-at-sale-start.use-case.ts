import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { WaitingEntry, WaitingListGateway } from '@fairpass/domain/waiting-list';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { WAITING_LIST_TOKENS } from './waiting-list.tokens';

/** What remind at sale start can fail with. */
export const REMIND_AT_SALE_START_ERRORS = [...WRITE_FAILURES, 'WAITING.ALREADY_ON_SALE', 'WAITING.ALREADY_JOINED', 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * Asks for an SMS when a ticket type not on sale yet goes on sale (issue 28), one reminder per person
 * and type. A type already on sale is `WAITING.ALREADY_ON_SALE`; a second reminder
 * `WAITING.ALREADY_JOINED`. Carries an Idempotency-Key.
 */
@injectable()
export class RemindAtSaleStartUseCase {
  constructor(
    @inject(WAITING_LIST_TOKENS.Gateway) private readonly waitingList: WaitingListGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link REMIND_AT_SALE_START_ERRORS}. */
  execute(input: { readonly ticketTypeId: string }, options?: CallOptions): Promise<Result<WaitingEntry, ErrorOf<typeof REMIND_AT_SALE_START_ERRORS>>> {
    return guarded(REMIND_AT_SALE_START_ERRORS, missingText(input, ['ticketTypeId']), () =>
      this.waitingList.remind({ exhibitionId: exhibitionOf(this.session), ticketTypeId: input.ticketTypeId.trim() }, options),
    );
  }
}
