// The waiting-list reads over the SDK's waiting-list area (issue 28): the user's entries and reminders.
// Its writes (join, remind, leave, order an offer) invalidate WAITING_KEYS.all, and an offer ordered the
// ticketing keys too (a new order, the type's seats).
import { queryOptions } from '@tanstack/react-query';
import type { FairpassClient } from '@fairpass/sdk';
import { getWaitingList } from '@fairpass/sdk/waiting-list';
import { fromResult } from '../../../ui/server-state/result-query';

export const WAITING_KEYS = {
  all: ['waitingList'] as const,
  entries: ['waitingList', 'entries'] as const,
};

/** An offer's time runs on the server: read the entries again every minute while a screen shows them. */
export const ENTRIES_REFRESH_MS = 60_000;

/**
 * Seats can be offered at any moment (someone else's refund): the entries are never taken as fresh, so
 * each screen that shows them, and the page coming back to the front (from the SMS), reads them anew.
 */
export const waitingEntriesQuery = (client: FairpassClient) =>
  queryOptions({
    queryKey: WAITING_KEYS.entries,
    queryFn: fromResult((options) => getWaitingList(client).listWaitingEntries.execute({}, options)),
    staleTime: 0,
  });
