// The wallet a phone keeps for the gate (issue 28 §3): a visitor who opened their wallet once can open it
// again from a fresh tab with no network and without logging in, until the tickets' validity ends or
// they log out (docs/offline-wallet.md). What is kept of a ticket, when a kept ticket stops showing its
// QR, and when the phone forgets the copy are rules, here; where it is kept is the SDK's.
//
// Times: a kept copy is judged on the server's clock as the phone last measured it (the offset between
// a server answer's `serverTime` and the phone's clock when it arrived, server-clock.ts), so a phone
// whose clock is wrong neither shows an ended ticket nor hides a valid one.
import { maskPhone } from '../masking/mask-phone';
import { showsQr } from './ticket-actions';
import type { Ticket } from './ticket.types';
import { parseWireTime } from './wire-time';

const HOUR_MS = 3_600_000;

/** How long after the last kept ticket's validity ends the phone still keeps the copy (to say "ended"). */
export const KEPT_AFTER_VALIDITY_MS = 24 * HOUR_MS;

/** How long a kept ticket counts when the backend sent no validity end: a week from when it was kept. */
export const KEPT_WITHOUT_VALIDITY_MS = 7 * 24 * HOUR_MS;

/** How many tickets the phone keeps at most (a wallet of hundreds is a bulk buyer's, read online). */
export const KEPT_TICKETS_MAX = 50;

/**
 * What the phone keeps of a ticket: only what the offline screen shows. The rotation secret (a wallet
 * ticket's code is made from it; it has no static code), the static code only where the exhibition does
 * not rotate codes, the holder's name and masked mobile — no e-mail, no full mobile.
 */
export function keptCopyOf(ticket: Ticket): Ticket {
  const { holderEmail: _email, ...shown } = ticket;
  return { ...shown, holderPhone: maskPhone(ticket.holderPhone), code: ticket.rotation ? '' : ticket.code };
}

/**
 * What of a ticket says until when it admits: its event's `endTime` (`yyyy-MM-dd HH:mm:ss` Beijing), the
 * closing of the last day the ticket's type admits on.
 */
export interface ValidityFacts {
  readonly event?: { readonly endTime: string } | undefined;
}

/** Epoch ms (server clock) of the ticket's validity end, or undefined when it has none that reads. */
export const validityEndOf = (ticket: ValidityFacts): number | undefined => parseWireTime(ticket.event?.endTime);

/** Whether the ticket's validity has ended at `serverNowMs`; a ticket without a validity end has not. */
export const validityEnded = (ticket: ValidityFacts, serverNowMs: number): boolean => {
  const end = validityEndOf(ticket);
  return end !== undefined && serverNowMs >= end;
};

/** Whether the wallet shows the ticket's QR at `serverNowMs`: a valid ticket whose validity has not ended. */
export const showsQrAt = (ticket: Pick<Ticket, 'issueStatus'> & ValidityFacts, serverNowMs: number): boolean =>
  showsQr(ticket) && !validityEnded(ticket, serverNowMs);

/** The tickets of a wallet answer the phone keeps: the valid ones (a locked one says why it has no QR), at most {@link KEPT_TICKETS_MAX}. */
export const ticketsToKeep = (tickets: readonly Ticket[]): Ticket[] =>
  tickets
    .filter((ticket) => ticket.issueStatus !== 'revoked' && ticket.entryStatus !== 'entered')
    .slice(0, KEPT_TICKETS_MAX)
    .map(keptCopyOf);

/**
 * Until when (server clock, epoch ms) the phone keeps a copy of `tickets` made at `keptAtServerMs`: a day
 * after the last validity end (a ticket without one counts a week from keeping); undefined when there is
 * nothing to keep (no ticket), so the copy goes at once.
 */
export function keptWalletUntil(tickets: readonly ValidityFacts[], keptAtServerMs: number): number | undefined {
  if (tickets.length === 0) return undefined;
  const ends = tickets.map((ticket) => validityEndOf(ticket) ?? keptAtServerMs + KEPT_WITHOUT_VALIDITY_MS);
  return Math.max(...ends) + KEPT_AFTER_VALIDITY_MS;
}
