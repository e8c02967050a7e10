/**
 * For tests of code built on the SDK: the client's writable session store.
 * @module @fairpass/sdk/testing
 */
// @fairpass/sdk/testing — for tests of code built on the SDK, never for production code: the client's
// writable session store, so a test can put the session in the state it starts from or change it
// mid-test (a new user record, a new config) and watch the UI follow.
import type { FairpassClient } from './client';
import { internalsOf } from './di/client-internals';
import type { SessionStore } from './session/session.store';

export type { SessionStore } from './session/session.store';

/** The session store behind `client.session` (which callers see read-only). */
export function sessionStoreOf(client: FairpassClient): SessionStore {
  return internalsOf(client).core.ports.session;
}
