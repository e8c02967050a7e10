// A ticket once shown is kept on the phone (local storage, under the account: the SDK's `accountKey`),
// so the gate can still be shown its QR when the hall's network is gone. Only what the offline screen
// shows is kept: the rotation secret (a wallet ticket's code is made from it; it has no static code),
// the static code only where the exhibition does not rotate codes, the holder's name and masked mobile
// (no e-mail). The SDK forgets it with the account: on logout, on a 401 and when another account logs in.
import { maskPhone } from '@fairpass/domain';
import { type Ticket } from '@fairpass/domain/ticketing';
import { accountKey } from '@fairpass/sdk';

const keyOf = (userId: string, ticketId: string) => accountKey(userId, `ticket.${ticketId}`);

/** What is kept of a ticket: nothing the offline screen does not show. */
export function offlineCopyOf(ticket: Ticket): Ticket {
  const { holderEmail: _email, ...shown } = ticket;
  return { ...shown, holderPhone: maskPhone(ticket.holderPhone), code: ticket.rotation ? '' : ticket.code };
}

export function keepTicket(userId: string, ticket: Ticket): void {
  if (userId === '') return;
  try {
    localStorage.setItem(keyOf(userId, ticket.ticketId), JSON.stringify(offlineCopyOf(ticket)));
  } catch {
    // Full or refused storage: the ticket still shows while online.
  }
}

export function keptTicket(userId: string, ticketId: string): Ticket | undefined {
  if (userId === '') return undefined;
  try {
    const kept = JSON.parse(localStorage.getItem(keyOf(userId, ticketId)) ?? 'null') as Ticket | null;
    return kept && kept.ticketId === ticketId ? kept : undefined;
  } catch {
    return undefined;
  }
}
