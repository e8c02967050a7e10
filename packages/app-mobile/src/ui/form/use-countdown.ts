// A seconds countdown (the wait before another verification code may be requested). With a key, the
// moment it ends is kept in session storage, so a reload goes on counting instead of offering "get code"
// while the server still says wait (#12 item 10).
import { useCallback, useEffect, useState } from 'react';
import { RESEND_AT_KEY_PREFIX } from '@fairpass/domain';

const readEnd = (key: string | undefined): number => {
  if (key === undefined) return 0;
  try {
    return Number(globalThis.sessionStorage.getItem(RESEND_AT_KEY_PREFIX + key)) || 0;
  } catch {
    return 0;
  }
};

const keepEnd = (key: string | undefined, endsAt: number): void => {
  if (key === undefined) return;
  try {
    globalThis.sessionStorage.setItem(RESEND_AT_KEY_PREFIX + key, String(endsAt));
  } catch {
    // Refused storage: the countdown still runs, only not across a reload.
  }
};

const secondsUntil = (endsAt: number): number => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

export function useCountdown(key?: string): { readonly seconds: number; readonly start: (from: number) => void } {
  const [endsAt, setEndsAt] = useState(() => readEnd(key));
  const [seconds, setSeconds] = useState(() => secondsUntil(endsAt));
  useEffect(() => {
    if (seconds <= 0) return;
    // From the end time, not by subtracting: a tab in the background has its timers slowed.
    const timer = setTimeout(() => setSeconds(secondsUntil(endsAt)), 1000);
    return () => clearTimeout(timer);
  }, [seconds, endsAt]);
  const start = useCallback(
    (from: number) => {
      const end = Date.now() + from * 1000;
      keepEnd(key, end);
      setEndsAt(end);
      setSeconds(from);
    },
    [key],
  );
  return { seconds, start };
}
