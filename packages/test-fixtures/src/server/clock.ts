/** Milliseconds since the epoch; injectable so tests can move time past a token's expiry. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/**
 * The server's clock: a base clock plus an offset that only moves forward (the test hook that lets an
 * unpaid order run out without waiting 15 minutes). `reset()` puts it back on the base clock.
 */
export class MovableClock {
  private offsetMs = 0;

  constructor(private readonly base: Clock) {}

  /** The server's now; a plain function, so it can be handed on as a Clock. */
  readonly now: Clock = () => this.base() + this.offsetMs;

  /** Moves the clock forward by whole or fractional seconds; returns the new now. */
  advance(seconds: number): number {
    if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError(`advance takes a number of seconds ≥ 0, not ${seconds}`);
    this.offsetMs += Math.round(seconds * 1000);
    return this.now();
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
