// The domain's waiting-list rules (@fairpass/domain/waiting-list: offersFor, waitingQuantityMax),
// restated for the server, which must not load the domain at run time (header-rules.ts says why).
// waiting-rules.test.ts holds both versions to the same answers.

/** How long an offer holds its seats before it goes to the next in line. */
export const WAITING_OFFER_MS = 24 * 3600 * 1000;

export interface PlaceInLine {
  entryId: string;
  quantity: number;
}

/** The places (in line order) offered `free` seats: the first whose whole quantity fits, then the next with what is left. */
export function offersFor(line: readonly PlaceInLine[], free: number): string[] {
  const offered: string[] = [];
  let left = free;
  for (const place of line) {
    if (left <= 0) break;
    if (place.quantity <= left) {
      offered.push(place.entryId);
      left -= place.quantity;
    }
  }
  return offered;
}

/** The most tickets one may wait for: an order's maximum, lowered to what the per-person limit leaves after `held`. */
export function waitingQuantityMax(type: { maxPerOrder: number; limitPerUser?: number }, held = 0): number {
  const left = type.limitPerUser === undefined ? type.maxPerOrder : type.limitPerUser - held;
  return Math.max(0, Math.min(type.maxPerOrder, left));
}
