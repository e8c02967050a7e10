// The server's clock as seen from the phone. A phone's clock may be minutes off (or set by hand), so
// anything that counts down or steps with time (an order's time to pay, a rotating ticket code) runs
// on the phone's clock plus the offset measured when a server answer arrived.

/** A server answer's `serverTime` and the phone's clock when the answer arrived (both epoch ms). */
export interface ServerClockReading {
  readonly serverTime: number;
  readonly receivedAt: number;
}

/**
 * Milliseconds to add to the phone's clock to get the server's. The network's delay counts in, which
 * errs a second at most. A serverTime that is not a time (Jackson's -1, absent) gives 0: the phone's
 * clock is the best left.
 */
export const serverClockOffset = ({ serverTime, receivedAt }: ServerClockReading): number =>
  Number.isFinite(serverTime) && serverTime > 0 && Number.isFinite(receivedAt) ? serverTime - receivedAt : 0;

/** The server's now, from the phone's clock and the offset. */
export const serverNow = (phoneNow: number, offsetMs: number): number => phoneNow + offsetMs;
