import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { AttendeeDetails } from '@fairpass/domain/ticketing';
import type { OfferOrder, WaitingListGateway } from '@fairpass/domain/waiting-list';
import { inject, injectable } from 'inversify';
import { guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import { WAITING_LIST_TOKENS } from './waiting-list.tokens';

/** Why the server can refuse to order an offer: it is not the user's, ran out, was ordered already; or the order's own refusals. */
export const ACCEPT_OFFER_FAILURES = [
  'WAITING.NOT_FOUND',
  'WAITING.CLOSED',
  'WAITING.OFFER_EXPIRED',
  'TICKET.LIMIT_REACHED',
  'TICKET.CONFLICT',
  'TICKET.SALE_ENDED',
  'REGISTRATION.NOT_REGISTERED_NO_TICKETS',
] as const satisfies readonly ErrorCode[];

/** What accept offer can fail with. */
export const ACCEPT_OFFER_ERRORS = [...WRITE_FAILURES, ...ACCEPT_OFFER_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** The offered entry, and each ticket's holder details where the type asks for them (none: the buyer holds them). */
export interface AcceptOfferInput {
  readonly entryId: string;
  readonly attendees?: readonly AttendeeDetails[];
}

/**
 * Orders the seats a waiting-list offer holds (issue 28), at the list price (no discount code), as one
 * order waiting for payment like any other: pay it on its page (`orderId`). The offer is then used;
 * an order left unpaid gives its seats to the next in line when it runs out. Carries an Idempotency-Key.
 */
@injectable()
export class AcceptOfferUseCase {
  constructor(@inject(WAITING_LIST_TOKENS.Gateway) private readonly waitingList: WaitingListGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link ACCEPT_OFFER_ERRORS}. */
  execute(input: AcceptOfferInput, options?: CallOptions): Promise<Result<OfferOrder, ErrorOf<typeof ACCEPT_OFFER_ERRORS>>> {
    return guarded(ACCEPT_OFFER_ERRORS, missingText(input, ['entryId']), () =>
      this.waitingList.accept({ entryId: input.entryId.trim(), attendees: (input.attendees ?? []).map(({ ticketTypeId, values }) => ({ ticketTypeId, values })) }, options),
    );
  }
}
