import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

describe('the resend countdown', () => {
  afterEach(() => vi.useRealTimers());

  // Second by second: each tick is scheduled after React has rendered the previous one.
  const pass = (seconds: number) => {
    for (let i = 0; i < seconds; i += 1) act(() => vi.advanceTimersByTime(1000));
  };

  it('goes on counting after a reload when it has a key', () => {
    vi.useFakeTimers();
    const first = renderHook(() => useCountdown('login-code'));
    act(() => first.result.current.start(60));
    pass(15);
    expect(first.result.current.seconds).toBe(45);
    first.unmount();

    const reloaded = renderHook(() => useCountdown('login-code'));
    expect(reloaded.result.current.seconds).toBe(45);
    pass(45);
    expect(reloaded.result.current.seconds).toBe(0);
  });

  it('starts from nothing without a key', () => {
    const first = renderHook(() => useCountdown());
    act(() => first.result.current.start(60));
    first.unmount();
    expect(renderHook(() => useCountdown()).result.current.seconds).toBe(0);
  });
});
