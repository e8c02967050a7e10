// The server-state cache (TanStack Query) of one SDK client: one per visit, emptied when the login
// changes, or the wallet the phone keeps for the gate, so one visitor's records never show to the next. Reads are not retried here: the SDK's own
// retry policy already retries idempotent reads on network faults, and a second layer would multiply
// the waits.
import { QueryClient } from '@tanstack/react-query';
import type { FairpassClient } from '@fairpass/sdk';

/** How long a read counts as fresh: screens opened again within it show the cache without a request. */
export const FRESH_FOR_MS = 30_000;

const clients = new WeakMap<FairpassClient, QueryClient>();

export function queryClientOf(client: FairpassClient): QueryClient {
  let queries = clients.get(client);
  if (queries) return queries;
  queries = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: FRESH_FOR_MS } } });
  clients.set(client, queries);
  const cache = queries;
  let token = client.session.getSnapshot().token;
  // Whose wallet the phone keeps (issue 28 §3): a tab with no login shows it, and forgets it with it.
  let keptFor = client.session.getSnapshot().keptWallet?.userId;
  client.session.subscribe(() => {
    const snapshot = client.session.getSnapshot();
    if (snapshot.token !== token || snapshot.keptWallet?.userId !== keptFor) cache.clear();
    token = snapshot.token;
    keptFor = snapshot.keptWallet?.userId;
  });
  return queries;
}
