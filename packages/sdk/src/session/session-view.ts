import { Observable } from 'rxjs';
import type { SessionState, SessionStore } from './session.store';

/** An observable that reveals nothing of its source: no `next`, no `source` chain to reach the store's subject. */
const sealed = <T>(inner: Observable<T>): Observable<T> => new Observable<T>((subscriber) => inner.subscribe(subscriber));

/**
 * The session as callers see it: read-only streams and `subscribe`/`getSnapshot` bound to the store, so
 * `useSyncExternalStore(client.session.subscribe, client.session.getSnapshot)` works as written. Only the
 * SDK's own operations change the session.
 */
export function sessionView(store: SessionStore): SessionState {
  return Object.freeze({
    token$: sealed(store.token$),
    user$: sealed(store.user$),
    config$: sealed(store.config$),
    language$: sealed(store.language$),
    subscribe: (listener: () => void) => store.subscribe(listener),
    getSnapshot: () => store.getSnapshot(),
    reloadKeptWallet: () => store.reloadKeptWallet(),
  });
}
