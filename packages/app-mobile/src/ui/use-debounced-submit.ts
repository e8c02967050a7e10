// Submits are at least 1500 ms apart (spec §9) and never overlap. A tap while a submit is still running
// is a double tap and is dropped; a tap after it finished but inside the window (the visitor corrected a
// field right after a quick refusal) is not lost but runs when the window ends, with what the form holds
// then. The SDK's in-flight lock and idempotency keys stay the real guard against double writes; this
// spares the user a second spinner and a confusing second message.
import { CLICK_DEBOUNCE_MS } from '@fairpass/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface DebouncedSubmit<A extends unknown[]> {
  /** Runs the submit now, or when the debounce window ends; dropped while one is still running. */
  readonly submit: (...args: A) => void;
  /** A submit is running or waiting for the window to end. */
  readonly pending: boolean;
}

export function useDebouncedSubmit<A extends unknown[]>(
  action: (...args: A) => Promise<unknown> | void,
  windowMs: number = CLICK_DEBOUNCE_MS,
  now: () => number = Date.now,
): DebouncedSubmit<A> {
  const lastRun = useRef<number | null>(null);
  const running = useRef(false);
  const deferred = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);
  const [pending, setPending] = useState(false);
  const latest = useRef(action);
  latest.current = action;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (deferred.current !== null) clearTimeout(deferred.current);
    };
  }, []);

  const run = useCallback(
    (args: A) => {
      deferred.current = null;
      lastRun.current = now();
      running.current = true;
      setPending(true);
      void Promise.resolve(latest.current(...args)).finally(() => {
        running.current = false;
        if (mounted.current) setPending(false);
      });
    },
    [now],
  );

  const submit = useCallback(
    (...args: A) => {
      if (running.current || deferred.current !== null) return;
      const wait = lastRun.current === null ? 0 : lastRun.current + windowMs - now();
      if (wait <= 0) return run(args);
      setPending(true);
      deferred.current = setTimeout(() => {
        if (mounted.current) run(args);
      }, wait);
    },
    [now, run, windowMs],
  );

  return { submit, pending };
}
