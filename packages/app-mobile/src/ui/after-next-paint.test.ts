import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

describe('work deferred until after the next paint', () => {
  afterEach(() => vi.useRealTimers());

  it('runs after the next animation frame, not before', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const task = vi.fn();

    afterNextPaint(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);

    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled (the screen left before it painted)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const task = vi.fn();

    const cancel = afterNextPaint(task);
    cancel();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(20);

    expect(task).not.toHaveBeenCalled();
  });

  it('waits the settle time after the paint when asked to', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const task = vi.fn();

    afterNextPaint(task, 300);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(299);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);

    expect(task).toHaveBeenCalledTimes(1);
  });
});
