// Time as a port, so time-based rules (openid refresh, debounce, token expiry) are testable.

export interface ClockPort {
  /** Epoch milliseconds. */
  now(): number;
}
