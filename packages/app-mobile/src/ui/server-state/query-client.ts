// The server-state cache (TanStack Query) of one SDK client: one per visit, emptied when who is logged
// in changes, or the wallet the phone keeps for the gate, so one visitor's records never show to the
// next. A refreshed access token is the same visitor: emptying then would cancel the reads in flight
// (the one that met the 401 and is being sent again) and leave their screens loading for ever.
// Reads are not retried here: the SDK's own retry policy already retries idempotent reads on network
// faults, and a second layer would multiply the waits.
import { QueryClient } from '@tanstack/react-query';
import type { FairpassClient, SessionSnapshot } from '@fairpass/sdk';

/** How long a read counts as fresh: screens opened again within it show the cache without a request. */
export const FRESH_FOR_MS = 30_000;

const clients = new WeakMap<FairpassClient, QueryClient>();

/** A login whose user record has not arrived yet. */
const SIGNING_IN = Symbol('signing in');
type Holder = string | typeof SIGNING_IN | null;

/** Who the session's records belong to: nobody, a login whose user is still being read, or a user id. */
const holderOf = (snapshot: SessionSnapshot): Holder =>
  snapshot.token === null ? null : (snapshot.user?.userId ?? SIGNING_IN);

/** True when the cache holds someone else's records after this change (the user record arriving is not one). */
const ownerChanged = (before: Holder, after: Holder): boolean =>
  before !== after && !(before === SIGNING_IN && typeof after === 'string');

export function queryClientOf(client: FairpassClient): QueryClient {
  let queries = clients.get(client);
  if (queries) return queries;
  queries = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: FRESH_FOR_MS } } });
  clients.set(client, queries);
  const cache = queries;
  let holder = holderOf(client.session.getSnapshot());
  // Whose wallet the phone keeps (issue 28 §3): a tab with no login shows it, and forgets it with it.
  let keptFor = client.session.getSnapshot().keptWallet?.userId;
  let language = client.session.getSnapshot().language;
  client.session.subscribe(() => {
    const snapshot = client.session.getSnapshot();
    // The server words its records in the visit's language (a refusal's reason, a title): after a switch
    // every read is stale and the screens on show read again, so nothing stays in the other language.
    if (snapshot.language !== language) void cache.invalidateQueries();
    language = snapshot.language;
    const next = holderOf(snapshot);
    if (ownerChanged(holder, next) || snapshot.keptWallet?.userId !== keptFor) cache.clear();
    holder = next;
    keptFor = snapshot.keptWallet?.userId;
  });
  return queries;
}
