// The waiting-list endpoints (docs/endpoints.md "Waiting list (issue 28)"): the caller's entries, joining
// a sold-out type's list, a reminder at a type's sale start, leaving, and buying what an offer holds.
import type { DomainError, Result } from '../errors/result';
import type { CallOptions } from '../ports/call-options';
import type { Order } from '../ticketing/order.types';
import type { AttendeeDetails } from '../ticketing/ticketing.gateway';
import type { JoinWaitingListRequest, SaleReminderRequest, WaitingEntry } from './waiting-list.types';

/**
 * What ordering an offer answers, of the order `waitingList/accept` sends (the ticketing Order): enough
 * to go to its pay step — the order's page, which reads the whole order.
 */
export type OfferOrder = Pick<Order, 'orderId' | 'orderNo' | 'total' | 'currency' | 'expireTime' | 'remainingSeconds' | 'serverTime'>;

/** What `waitingList/accept` takes: the offered entry, and each ticket's holder where the type asks. */
export interface AcceptOfferRequest {
  readonly entryId: string;
  readonly attendees: readonly AttendeeDetails[];
}

export interface WaitingListGateway {
  /** The caller's entries and reminders on one exhibition, newest first (left ones not included). */
  entries(exhibitionId: string, options?: CallOptions): Promise<Result<readonly WaitingEntry[], DomainError>>;
  /** Joins a sold-out type's list (idempotent; one entry per person and type). */
  join(input: JoinWaitingListRequest, options?: CallOptions): Promise<Result<WaitingEntry, DomainError>>;
  /** Asks for an SMS when a type not on sale yet goes on sale (idempotent). */
  remind(input: SaleReminderRequest, options?: CallOptions): Promise<Result<WaitingEntry, DomainError>>;
  /** Leaves a list, or cancels a reminder (idempotent); an open offer goes to the next in line. */
  leave(entryId: string, options?: CallOptions): Promise<Result<WaitingEntry, DomainError>>;
  /** Orders the seats an offer holds, at the list price: the order then waits for payment (idempotent). */
  accept(input: AcceptOfferRequest, options?: CallOptions): Promise<Result<OfferOrder, DomainError>>;
}
