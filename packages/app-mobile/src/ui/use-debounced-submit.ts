// Submit buttons ignore repeated clicks for 1500 ms (spec §9) and while the previous submit is still
// running. The SDK's in-flight lock and idempotency keys stay the real guard against double writes; this
// only spares the user a second spinner and a confusing second message.
import { CLICK_DEBOUNCE_MS } from '@fairpass/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface DebouncedSubmit<A extends unknown[]> {
  /** Runs the submit unless one ran less than the debounce window ago or is still pending. */
  readonly submit: (...args: A) => void;
  readonly pending: boolean;
}

export function useDebouncedSubmit<A extends unknown[]>(
  action: (...args: A) => Promise<unknown> | void,
  windowMs: number = CLICK_DEBOUNCE_MS,
  now: () => number = Date.now,
): DebouncedSubmit<A> {
  const lastRun = useRef<number | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);
  const [pending, setPending] = useState(false);
  const latest = useRef(action);
  latest.current = action;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = useCallback(
    (...args: A) => {
      const at = now();
      if (running.current || (lastRun.current !== null && at - lastRun.current < windowMs)) return;
      lastRun.current = at;
      running.current = true;
      setPending(true);
      void Promise.resolve(latest.current(...args)).finally(() => {
        running.current = false;
        if (mounted.current) setPending(false);
      });
    },
    [now, windowMs],
  );

  return { submit, pending };
}
