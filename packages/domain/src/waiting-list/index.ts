/**
 * @module @fairpass/domain/waiting-list
 */
// The public surface of @fairpass/domain/waiting-list (issue 28): the names other packages use, nothing else.
export type { WaitingEntry, WaitingKind, WaitingStatus, JoinWaitingListRequest, SaleReminderRequest } from './waiting-list.types';
export { WAITING_KINDS, WAITING_STATUSES } from './waiting-list.types';
export type { WaitingListGateway, AcceptOfferRequest, OfferOrder } from './waiting-list.gateway';
export { WAITING_OFFER_HOURS, activeEntryOf, waitingChoiceOf, waitingQuantityMax, waitingQuantityErrors, offersFor, offerSecondsLeft } from './waiting-rules';
export type { WaitingChoice, PlaceInLine } from './waiting-rules';
