// The waiting list's rules (issue 28), the app's and the contract server's (its own copy,
// server/waitlist/waiting-rules.ts, held to these by a parity test):
// - what a ticket type offers a buyer about it: a sold-out type its waiting list, a type not on sale yet
//   a reminder at the sale start, and a buyer already on either their entry (waitingChoiceOf);
// - how many tickets one waits for: as many as one order may take and the per-person limit leaves
//   (waitingQuantityMax, waitingQuantityErrors);
// - who is offered the seats that come back: the first in line whose whole quantity fits the seats free,
//   then the next with what is left (offersFor) — someone ahead who wants more keeps their place for the
//   next seats, and nobody gets fewer tickets than they asked for;
// - an offer holds its seats for WAITING_OFFER_HOURS, counted on the server's clock (offerSecondsLeft).
import type { FieldErrors } from '../validation/validate-input';
import type { TicketType } from '../ticketing/ticket-type.types';
import { secondsLeft } from '../ticketing/order-countdown';
import { serverClockOffset, serverNow } from '../ticketing/server-clock';
import type { WaitingEntry } from './waiting-list.types';

/** How long an offer holds its seats before it goes to the next in line. */
export const WAITING_OFFER_HOURS = 24;

/** What a ticket type shows a buyer about its waiting list or reminder. */
export type WaitingChoice =
  | { readonly kind: 'join' }
  | { readonly kind: 'remind' }
  | { readonly kind: 'waiting'; readonly entry: WaitingEntry }
  | { readonly kind: 'offered'; readonly entry: WaitingEntry }
  | { readonly kind: 'reminderSet'; readonly entry: WaitingEntry }
  | { readonly kind: 'none' };

/** The buyer's entry for the type still in play: a place in line or an open offer, or a reminder not yet sent. */
export function activeEntryOf(ticketTypeId: string, entries: readonly WaitingEntry[]): WaitingEntry | undefined {
  return entries.find(
    (entry) => entry.ticketTypeId === ticketTypeId && (entry.kind === 'seats' ? entry.status === 'waiting' || entry.status === 'offered' : entry.status === 'waiting'),
  );
}

/**
 * What `type` offers the buyer whose entries are `entries`: their open offer or place in line first
 * (whatever the type shows others), then a sold-out type's list, a not-yet-on-sale type's reminder
 * (or the one set). A type on sale or whose sale ended offers neither.
 */
export function waitingChoiceOf(type: Pick<TicketType, 'id' | 'saleState'>, entries: readonly WaitingEntry[]): WaitingChoice {
  const entry = activeEntryOf(type.id, entries);
  if (entry?.kind === 'seats') return entry.status === 'offered' ? { kind: 'offered', entry } : { kind: 'waiting', entry };
  if (type.saleState === 'sold_out') return { kind: 'join' };
  if (type.saleState === 'not_started') return entry ? { kind: 'reminderSet', entry } : { kind: 'remind' };
  return { kind: 'none' };
}

/** The most tickets one may wait for: an order's maximum, lowered to what the per-person limit leaves after `held`. */
export function waitingQuantityMax(type: Pick<TicketType, 'maxPerOrder' | 'limitPerUser'>, held = 0): number {
  const left = type.limitPerUser === undefined ? type.maxPerOrder : type.limitPerUser - held;
  return Math.max(0, Math.min(type.maxPerOrder, left));
}

/** The join form's field → error codes: a whole number from the type's minimum to `max` ({} when fine). */
export function waitingQuantityErrors(quantity: number, limits: { readonly min: number; readonly max: number }): FieldErrors<'quantity'> {
  const fits = Number.isInteger(quantity) && quantity >= Math.max(1, limits.min) && quantity <= limits.max;
  return fits ? {} : { quantity: ['VALIDATION.OUT_OF_RANGE'] };
}

/** One place in line, as the allocation reads it. */
export interface PlaceInLine {
  readonly entryId: string;
  readonly quantity: number;
}

/**
 * The places (in line order) to offer `free` seats to: the first whose whole quantity fits, then the
 * next with the seats left, until none fits.
 */
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

/** Seconds left on an offer received at `receivedAt` (the phone's clock), at the phone's `phoneNow`; 0 when none is open. */
export function offerSecondsLeft(entry: Pick<WaitingEntry, 'status' | 'remainingSeconds' | 'serverTime'>, receivedAt: number, phoneNow: number): number {
  if (entry.status !== 'offered' || !Number.isFinite(entry.remainingSeconds) || entry.remainingSeconds < 0) return 0;
  const offset = serverClockOffset({ serverTime: entry.serverTime, receivedAt });
  return secondsLeft(entry.serverTime + entry.remainingSeconds * 1000, serverNow(phoneNow, offset));
}
