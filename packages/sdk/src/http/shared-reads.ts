import type { AbortSignalLike } from './http-transport';

interface Shared<R> {
  readonly result: Promise<R>;
  readonly controller: AbortController;
  waiters: number;
}

/**
 * Identical reads in flight share one request: the second caller waits for the first one's reply
 * instead of asking again. A caller that cancels leaves alone; the request itself is cancelled only
 * when every caller waiting for it has cancelled.
 */
export class SharedReads<R> {
  private readonly inFlight = new Map<string, Shared<R>>();

  constructor(private readonly aborted: () => R = () => undefined as R) {}

  join(key: string, run: (signal: AbortSignal) => Promise<R>, signal: AbortSignalLike | undefined): Promise<R> {
    let shared = this.inFlight.get(key);
    if (!shared) {
      const controller = new AbortController();
      const result = run(controller.signal).finally(() => {
        if (this.inFlight.get(key) === entry) this.inFlight.delete(key);
      });
      const entry: Shared<R> = { result, controller, waiters: 0 };
      shared = entry;
      this.inFlight.set(key, entry);
    }
    return this.wait(key, shared, signal);
  }

  private wait(key: string, shared: Shared<R>, signal: AbortSignalLike | undefined): Promise<R> {
    shared.waiters += 1;
    if (!signal) return shared.result;
    return new Promise<R>((resolve) => {
      const leave = () => {
        shared.waiters -= 1;
        if (shared.waiters === 0) {
          shared.controller.abort();
          // A later identical read must not join a request that is being cancelled.
          if (this.inFlight.get(key) === shared) this.inFlight.delete(key);
        }
        resolve(this.aborted());
      };
      signal.addEventListener('abort', leave, { once: true });
      void shared.result.then((value) => {
        signal.removeEventListener('abort', leave);
        resolve(value);
      });
    });
  }
}
