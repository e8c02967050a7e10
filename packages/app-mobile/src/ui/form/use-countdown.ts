// A seconds countdown (the wait before another verification code may be requested).
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(): { readonly seconds: number; readonly start: (from: number) => void } {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const start = useCallback((from: number) => setSeconds(from), []);
  return { seconds, start };
}
