/**
 * The waiting-list area: joining a sold-out ticket type's waiting list, the time-limited offer when seats
 * come back (ordered at the list price), and a reminder when a type not on sale yet goes on sale.
 * @module @fairpass/sdk/waiting-list
 */
// @fairpass/sdk/waiting-list — the waiting-list area (issue 28). Loaded into a client on first use:
//
//   import { getWaitingList } from '@fairpass/sdk/waiting-list';
//   const waitingList = getWaitingList(client);
//   const entry = await waitingList.joinWaitingList.execute({ ticketTypeId, quantity: 1 }, { idempotencyKey });
import type { FairpassClient } from '../client';
import { lazyArea, type AreaOperations, type OperationNames } from '../di/lazy-area';
import type { WAITING_LIST_OPERATIONS } from './waiting-list.area';

export type { WAITING_LIST_OPERATIONS } from './waiting-list.area';

/** The waiting-list area's operations; each `execute()` resolves to a `Result`. */
export type WaitingListApi = AreaOperations<typeof WAITING_LIST_OPERATIONS>;

const NAMES = {
  listWaitingEntries: true,
  joinWaitingList: true,
  remindAtSaleStart: true,
  leaveWaitingList: true,
  acceptOffer: true,
} as const satisfies OperationNames<typeof WAITING_LIST_OPERATIONS>;

/** The waiting list area of `client`: its code is fetched, and loaded into the client's container, when an operation first runs. */
export function getWaitingList(client: FairpassClient): WaitingListApi {
  return lazyArea(client, { name: 'waiting-list', operations: NAMES, load: async () => (await import('./waiting-list.area')).waitingListArea });
}

export { WAITING_LIST_ENDPOINTS } from './waiting-list.endpoints';
export { ListWaitingEntriesUseCase } from './list-waiting-entries.use-case';
export { JoinWaitingListUseCase, type JoinWaitingListInput } from './join-waiting-list.use-case';
export { RemindAtSaleStartUseCase } from './remind-at-sale-start.use-case';
export { LeaveWaitingListUseCase } from './leave-waiting-list.use-case';
export { AcceptOfferUseCase, type AcceptOfferInput } from './accept-offer.use-case';

// what each operation can fail with (its error type is `ErrorOf<typeof LIST>`)
export { ACCEPT_OFFER_ERRORS, ACCEPT_OFFER_FAILURES } from './accept-offer.use-case';
export { JOIN_FAILURES, JOIN_WAITING_LIST_ERRORS } from './join-waiting-list.use-case';
export { LEAVE_WAITING_LIST_ERRORS } from './leave-waiting-list.use-case';
export { LIST_WAITING_ENTRIES_ERRORS } from './list-waiting-entries.use-case';
export { REMIND_AT_SALE_START_ERRORS } from './remind-at-sale-start.use-case';
