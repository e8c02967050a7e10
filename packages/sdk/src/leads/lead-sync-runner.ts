// Sends the outbox in the background: when a lead changes, when the browser says it is `online` again
// (then without waiting out the backoff), after a login (once its user record names the account), when
// the head of the line may be tried again, and every `intervalMs` besides (the `online` event is not
// fired by every in-app browser). Stops with the returned function.
import { merge, type Subscription } from 'rxjs';
import type { SessionStore } from '../session/session.store';
import type { LeadBook } from './lead-book';
import { LEASE_MS, type LeadSync, type SyncPassResult } from './lead-sync';

export interface AutoSyncOptions {
  /** The longest wait between passes; default 30 s. */
  readonly intervalMs?: number;
}

type Timer = ReturnType<typeof setTimeout>;

const unref = (timer: Timer): Timer => {
  // A Node script ends when its work is done, whatever this timer says.
  (timer as { unref?: () => void }).unref?.();
  return timer;
};

export function startAutoSync(book: LeadBook, sync: LeadSync, session: SessionStore, options: AutoSyncOptions = {}): () => void {
  const intervalMs = options.intervalMs ?? 30_000;
  let stopped = false;
  let timer: Timer | undefined;
  let soon: Timer | undefined;

  const after = (result: SyncPassResult): number => {
    if (result.outcome === 'wait') return Math.min(result.waitMs, intervalMs);
    if (result.outcome === 'busy') return LEASE_MS;
    return intervalMs;
  };

  const kick = async (): Promise<void> => {
    if (stopped) return;
    const result = await sync.pass();
    if (stopped) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = unref(setTimeout(() => void kick(), after(result)));
  };

  /** Several changes in one turn start one pass. */
  const kickSoon = () => {
    if (stopped || soon !== undefined) return;
    soon = unref(
      setTimeout(() => {
        soon = undefined;
        void kick();
      }, 0),
    );
  };

  book.onLocalChange = kickSoon;
  const onOnline = () => void sync.resume().then(kickSoon);
  const events = globalThis as { addEventListener?: (type: string, listener: () => void) => void; removeEventListener?: (type: string, listener: () => void) => void };
  events.addEventListener?.('online', onOnline);
  // A login: its token is kept first and the user record naming the account one request later, so a
  // pass started by the token alone finds no account (and the next would be an interval away). A pass
  // starts when both are there: the user record's arrival, or a new token of the same user.
  const logins: Subscription = merge(session.token$, session.user$).subscribe(() => {
    const { token, user } = session.getSnapshot();
    if (token !== null && user !== null) kickSoon();
  });
  kickSoon();

  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    if (soon !== undefined) clearTimeout(soon);
    book.onLocalChange = () => undefined;
    events.removeEventListener?.('online', onOnline);
    logins.unsubscribe();
  };
}
