import type { ClockPort } from '@fairpass/domain';

/**
 * A clock that only moves when told to: the test twin of {@link SystemClock}, so time-based rules
 * (the 600 s openid refresh) are tested without waiting.
 */
export class FixedClock implements ClockPort {
  constructor(private current = 0) {}

  now(): number {
    return this.current;
  }

  /** Moves the clock forward by `ms` milliseconds. */
  advance(ms: number): void {
    this.current += ms;
  }

  /** Moves the clock to `epochMs`. */
  set(epochMs: number): void {
    this.current = epochMs;
  }
}
