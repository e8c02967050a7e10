// A form's write that takes long (issue 25): after SLOW_WRITE_NOTICE_MS still waiting, the form says
// the connection is slow and offers to keep waiting (the request stays) or to try again: the request is
// cancelled and the same values sent again, which carry the same Idempotency-Key (the write-key store
// keeps a key while its write may have happened), so the server answers with the first outcome if the
// first send did reach it. The SDK ends a keyed write by itself after WRITE_TIMEOUT_MS (NETWORK.TIMEOUT).
import { SLOW_WRITE_NOTICE_MS } from '@fairpass/domain';
import { createContext, useEffect, useRef, useState } from 'react';

/** What the slow notice needs of the form: whether it is slow, and the visitor's two choices. */
export interface SlowWriteControls {
  /** The write has been pending longer than the notice's delay and the visitor has not chosen to wait. */
  readonly slow: boolean;
  /** Hides the notice; the request goes on. */
  keepWaiting(): void;
  /** Cancels the request and sends the same values again. */
  tryAgain(): void;
}

export interface SlowWrite extends SlowWriteControls {
  /** Runs `send` with a signal the form may cancel, sending again (a new signal) each time the visitor tries again. */
  run<R>(send: (signal: AbortSignal) => Promise<R>): Promise<R>;
}

/** How long a cancelled send may take to let go of its request before the same write goes again. */
const LET_GO_MS = 1_000;

const RETRY: unique symbol = Symbol('retry');

interface Attempt {
  readonly controller: AbortController;
  readonly retry: () => void;
}

export function useSlowWrite(noticeMs: number = SLOW_WRITE_NOTICE_MS): SlowWrite {
  const [slow, setSlow] = useState(false);
  const current = useRef<Attempt | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopTimer = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => stopTimer, []);

  const run = async <R,>(send: (signal: AbortSignal) => Promise<R>): Promise<R> => {
    for (;;) {
      const controller = new AbortController();
      let retry: () => void = () => undefined;
      const retried = new Promise<typeof RETRY>((resolve) => {
        retry = () => resolve(RETRY);
      });
      current.current = { controller, retry };
      stopTimer();
      timer.current = setTimeout(() => setSlow(true), noticeMs);
      const sending = send(controller.signal);
      try {
        const outcome = await Promise.race([sending, retried]);
        if (outcome !== RETRY) return outcome;
      } finally {
        stopTimer();
        current.current = null;
        setSlow(false);
      }
      // The cancelled send lets go of its request (the SDK's lock on the same write) before it goes again.
      await Promise.race([sending.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, LET_GO_MS))]);
    }
  };

  const keepWaiting = () => setSlow(false);
  // The retry is settled before the cancel, so the form never takes the cancelled send's answer for its outcome.
  const tryAgain = () => {
    const attempt = current.current;
    attempt?.retry();
    attempt?.controller.abort();
  };

  return { slow, keepWaiting, tryAgain, run };
}

/** The slow notice of the form around it (provided by `Form`); none outside a form. */
export const SlowWriteContext = createContext<SlowWriteControls | null>(null);
