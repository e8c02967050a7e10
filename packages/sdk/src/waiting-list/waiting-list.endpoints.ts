// The waiting-list area's backend endpoints (docs/endpoints.md "Waiting list (issue 28)"): the caller's
// entries, joining a sold-out type's list, a sale-start reminder, leaving, and ordering an offer. Every
// write carries an Idempotency-Key.
import type { AcceptOfferRequest, JoinWaitingListRequest, OfferOrder, SaleReminderRequest, WaitingEntry } from '@fairpass/domain/waiting-list';
import { endpoint } from '../http/endpoint';
import { RC } from '../http/endpoints';
import { normaliseOfferOrder, normaliseWaitingEntries, normaliseWaitingEntry } from './waiting-list.normalisers';

/** The waiting-list area's endpoint catalogue, for `client.api.call(WAITING_LIST_ENDPOINTS.x, input)`. */
export const WAITING_LIST_ENDPOINTS = {
  entries: endpoint<{ exhibitionId: string }, WaitingEntry[]>()({ method: 'GET', path: `${RC}waitingList/list` }, normaliseWaitingEntries),
  join: endpoint<JoinWaitingListRequest, WaitingEntry>()({ method: 'POST', path: `${RC}waitingList/join`, idempotent: true }, normaliseWaitingEntry),
  remind: endpoint<SaleReminderRequest, WaitingEntry>()({ method: 'POST', path: `${RC}waitingList/remind`, idempotent: true }, normaliseWaitingEntry),
  leave: endpoint<{ entryId: string }, WaitingEntry>()({ method: 'POST', path: `${RC}waitingList/leave`, idempotent: true }, normaliseWaitingEntry),
  accept: endpoint<AcceptOfferRequest, OfferOrder>()({ method: 'POST', path: `${RC}waitingList/accept`, idempotent: true }, normaliseOfferOrder),
} as const;
