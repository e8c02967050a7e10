// A form's checks in a chunk of their own: the domain's input classes bring class-validator (~12 KiB gzip
// with validator's e-mail rule), which the screen does not need to paint. The screen warms the chunk after
// its paint (long before anyone can fill in and submit); once it is in, checks run synchronously, so their
// messages show within the click, and a check before that waits for it. A failed fetch is tried again.
import { afterNextPaint, WARM_UP_DELAY_MS } from '../after-next-paint';

export interface ChecksOnDemand<M> {
  /** The chunk, fetched once. */
  load(): Promise<M>;
  /** `check(chunk)` at once when the chunk is in, else once it has arrived (a form's `validate` may return a promise). */
  run<R>(check: (chunk: M) => R): R | Promise<R>;
  /** For useEffect: fetches the chunk after the screen has painted; returns the cancel. */
  warm(): () => void;
}

export function checksOnDemand<M>(fetch: () => Promise<M>): ChecksOnDemand<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const load = (): Promise<M> =>
    (loading ??= fetch().then(
      (chunk) => (loaded = chunk),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    load,
    run: (check) => (loaded !== undefined ? check(loaded) : load().then(check)),
    warm: () => afterNextPaint(() => void load().catch(() => undefined), WARM_UP_DELAY_MS),
  };
}
