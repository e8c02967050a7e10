/** Milliseconds since the epoch; injectable so tests can move time past a token's expiry. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
