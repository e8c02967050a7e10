// Session state for screens: one useSyncExternalStore over the SDK's SessionStore. Select what the screen
// needs (a primitive or an object the store keeps stable) so it re-renders only when that changes.
import { useCallback, useSyncExternalStore } from 'react';
import type { SessionSnapshot } from '@fairpass/sdk';
import { useShell } from './shell-context';

export function useSession<T>(select: (snapshot: SessionSnapshot) => T): T {
  const { client, hydrationSession } = useShell();
  const { session } = client;
  const subscribe = useCallback((listener: () => void) => session.subscribe(listener), [session]);
  const getSelected = () => select(session.getSnapshot());
  // React reads the third while it hydrates the build's markup of the first screen, and at no other time.
  const getHydrated = () => select(hydrationSession ?? session.getSnapshot());
  return useSyncExternalStore(subscribe, getSelected, getHydrated);
}
