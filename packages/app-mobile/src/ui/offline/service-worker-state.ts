// What the offline shell can promise on this page: whether a service worker keeps the app, so it reopens
// with no network. The registration (app/service-worker.ts, loaded after the first screen) writes here;
// screens read it through the hook below.
import { useSyncExternalStore } from 'react';

/**
 * - `unsupported`: no service workers in this browser (or this page is not a secure context).
 * - `starting`: supported, not registered or not yet in control (the first visit).
 * - `controlled`: a worker serves this page and the files this visit needs offline are kept, so it reopens
 *   offline.
 * - `failed`: the registration was refused.
 */
export type ServiceWorkerStatus = 'unsupported' | 'starting' | 'controlled' | 'failed';

export interface ServiceWorkerState {
  readonly status: ServiceWorkerStatus;
}

const initialStatus = (): ServiceWorkerStatus => {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return 'unsupported';
  return navigator.serviceWorker.controller ? 'controlled' : 'starting';
};

let state: ServiceWorkerState = { status: initialStatus() };
const listeners = new Set<() => void>();

const publish = (next: ServiceWorkerState): void => {
  state = next;
  for (const listener of listeners) listener();
};

export const serviceWorkerState = (): ServiceWorkerState => state;

export function setServiceWorkerStatus(status: ServiceWorkerStatus): void {
  // On the page too (`<html data-offline>`), for journeys that wait for the phone to hold the app.
  if (typeof document !== 'undefined') document.documentElement.dataset.offline = status;
  if (state.status !== status) publish({ status });
}

/** Back to what the browser says now (tests; the store is module state). */
export function resetServiceWorkerState(): void {
  publish({ status: initialStatus() });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useServiceWorkerState = (): ServiceWorkerState => useSyncExternalStore(subscribe, serviceWorkerState, serviceWorkerState);
