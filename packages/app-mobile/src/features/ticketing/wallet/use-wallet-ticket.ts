// One ticket of the wallet: from the server with a login (kept on the phone as it arrives), else from
// the copy the phone keeps for the gate (issue 28 §3) — marked, so the screen says which.
import { useQuery } from '@tanstack/react-query';
import type { Ticket } from '@fairpass/domain/ticketing';
import type { KeptAnswer } from '@fairpass/sdk/ticketing';
import { useShell } from '../../../ui/shell-context';
import { walletTicketQuery } from './wallet.queries';

export interface WalletTicket {
  readonly ticket: Ticket;
  /** The kept copy answered because the network (or the server) could not be reached. */
  readonly offline: boolean;
  /** The kept copy answered (no network, or no login in this tab): nothing can be changed from here. */
  readonly kept?: KeptAnswer | undefined;
  /** The phone's clock when the server's answer arrived (for the rotating code's clock offset). */
  readonly receivedAt: number;
}

export function useWalletTicket(ticketId: string) {
  const { client } = useShell();
  return useQuery({
    ...walletTicketQuery(client, ticketId),
    select: ({ ticket, receivedAt, kept }): WalletTicket => ({ ticket, receivedAt, kept, offline: kept?.because === 'offline' }),
  });
}
