import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedSubmit } from './use-debounced-submit';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a submit button', () => {
  it('drops a double tap while the submit is still running', async () => {
    let finish: () => void = () => undefined;
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useDebouncedSubmit(action, 1500, () => Date.now()));
    act(() => result.current.submit());
    act(() => result.current.submit());
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => finish());
  });

  it('runs a corrected resubmit when the window ends instead of dropping it', async () => {
    const action = vi.fn(async () => undefined);
    const { result } = renderHook(() => useDebouncedSubmit(action, 1500, () => Date.now()));
    await act(async () => result.current.submit());
    await act(async () => vi.advanceTimersByTime(300));
    act(() => result.current.submit());
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(true);
    await act(async () => vi.advanceTimersByTime(1200));
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('runs at once after the window', async () => {
    const action = vi.fn(async () => undefined);
    const { result } = renderHook(() => useDebouncedSubmit(action, 1500, () => Date.now()));
    await act(async () => result.current.submit());
    await act(async () => vi.advanceTimersByTime(1600));
    await act(async () => result.current.submit());
    expect(action).toHaveBeenCalledTimes(2);
  });
});
