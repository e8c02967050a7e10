// Whether the browser says it is online, kept current by its online/offline events, so a screen showing
// what it kept (a ticket) can say it is offline the moment the network goes.
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
