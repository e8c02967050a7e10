// A ticket once shown is kept on the phone (local storage, per user), so the gate can still be shown
// its QR when the hall's network is gone. Only what the wallet shows is kept: the code, the rotation
// secret and the holder's details as the server sent them.
import type { Ticket } from '@fairpass/domain';

const PREFIX = 'fairpass.ticket.';
const keyOf = (userId: string, ticketId: string) => `${PREFIX}${userId}.${ticketId}`;

export function keepTicket(userId: string, ticket: Ticket): void {
  try {
    localStorage.setItem(keyOf(userId, ticket.ticketId), JSON.stringify(ticket));
  } catch {
    // Full or refused storage: the ticket still shows while online.
  }
}

export function keptTicket(userId: string, ticketId: string): Ticket | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(keyOf(userId, ticketId)) ?? 'null') as Ticket | null;
    return kept && kept.ticketId === ticketId ? kept : undefined;
  } catch {
    return undefined;
  }
}
