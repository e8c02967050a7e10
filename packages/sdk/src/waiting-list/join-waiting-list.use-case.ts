import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { WaitingEntry, WaitingListGateway } from '@fairpass/domain/waiting-list';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingText, notPositiveInteger } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { WAITING_LIST_TOKENS } from './waiting-list.tokens';

/** Why the server can refuse a place in line (wire 4621, 4622, 4624, 4101, 4106, 4109, 4112). */
export const JOIN_FAILURES = [
  'WAITING.SEATS_AVAILABLE',
  'WAITING.NOT_ON_SALE_YET',
  'WAITING.ALREADY_JOINED',
  'TICKET.LIMIT_REACHED',
  'TICKET.SALE_ENDED',
  'ORDER.QUANTITY_OUT_OF_RANGE',
  'REGISTRATION.NOT_REGISTERED_NO_TICKETS',
] as const satisfies readonly ErrorCode[];

/** What join waiting list can fail with. */
export const JOIN_WAITING_LIST_ERRORS = [...WRITE_FAILURES, ...JOIN_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.NUMBER_INVALID'] as const satisfies readonly ErrorCode[];

/** A sold-out type and how many of its tickets the user waits for. */
export interface JoinWaitingListInput {
  readonly ticketTypeId: string;
  /** A whole number ≥ 1, at most what one order may take and the per-person limit leaves (the domain's waitingQuantityMax). */
  readonly quantity: number;
}

/**
 * Joins a sold-out ticket type's waiting list (issue 28): one entry per person and type, in the order
 * people join. When seats come back the first in line whose quantity fits is offered them for 24 hours at
 * the list price, by SMS and in the app. A type with seats is `WAITING.SEATS_AVAILABLE` (buy them), one
 * not on sale yet `WAITING.NOT_ON_SALE_YET` (ask for a reminder: `params.saleStartTime`), a second entry
 * `WAITING.ALREADY_JOINED` (`params.entryId`). Carries an Idempotency-Key.
 */
@injectable()
export class JoinWaitingListUseCase {
  constructor(
    @inject(WAITING_LIST_TOKENS.Gateway) private readonly waitingList: WaitingListGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link JOIN_WAITING_LIST_ERRORS}. */
  execute(input: JoinWaitingListInput, options?: CallOptions): Promise<Result<WaitingEntry, ErrorOf<typeof JOIN_WAITING_LIST_ERRORS>>> {
    return guarded(JOIN_WAITING_LIST_ERRORS, missingText(input, ['ticketTypeId']) ?? notPositiveInteger(input, 'quantity'), () =>
      this.waitingList.join({ exhibitionId: exhibitionOf(this.session), ticketTypeId: input.ticketTypeId.trim(), quantity: input.quantity }, options),
    );
  }
}
