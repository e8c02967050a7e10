import type { AbortSignalLike } from './http-transport';

/**
 * An abort controller of the SDK's own, aborted when any of the given signals aborts (the caller's and
 * the client's `dispose()`), with a `release()` that detaches it from them once the exchange ends.
 */
export function linkedAbort(...signals: Array<AbortSignalLike | undefined>): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const attached = signals.filter((signal): signal is AbortSignalLike => signal !== undefined);
  for (const signal of attached) {
    if (signal.aborted) controller.abort();
    else signal.addEventListener('abort', abort, { once: true });
  }
  return {
    signal: controller.signal,
    release: () => {
      for (const signal of attached) signal.removeEventListener('abort', abort);
    },
  };
}
