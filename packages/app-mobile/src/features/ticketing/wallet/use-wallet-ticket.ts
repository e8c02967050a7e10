// One ticket of the wallet: from the server, kept on the phone as it arrives; with no network, the kept
// copy, marked offline so the screen says so.
import { useQuery } from '@tanstack/react-query';
import { isDomainError } from '@fairpass/domain';
import { type Ticket } from '@fairpass/domain/ticketing';
import { getTicketing } from '@fairpass/sdk/ticketing';
import { useShell } from '../../../ui/shell-context';
import { useSession } from '../../../ui/use-session';
import { TICKETING_KEYS } from '../ticketing.queries';
import { keepTicket, keptTicket } from './ticket-cache';

export interface WalletTicket {
  readonly ticket: Ticket;
  readonly offline: boolean;
  /** The phone's clock when the server's answer arrived (for the rotating code's clock offset). */
  readonly receivedAt: number;
}

const OFFLINE_CODES = new Set(['NETWORK.EXCEPTION', 'NETWORK.TIMEOUT']);

export function useWalletTicket(ticketId: string) {
  const { client } = useShell();
  const userId = useSession((s) => s.user?.userId ?? '');
  return useQuery({
    queryKey: TICKETING_KEYS.ticket(ticketId),
    queryFn: async ({ signal }): Promise<WalletTicket> => {
      const fetched = await getTicketing(client).fetchTicket.execute({ ticketId }, { signal });
      if (fetched.ok) {
        keepTicket(userId, fetched.value);
        return { ticket: fetched.value, offline: false, receivedAt: Date.now() };
      }
      const kept = keptTicket(userId, ticketId);
      if (kept && isDomainError(fetched.error) && OFFLINE_CODES.has(fetched.error.code)) {
        return { ticket: kept, offline: true, receivedAt: kept.serverTime };
      }
      throw fetched.error;
    },
    retry: false,
    // Run even when the browser says it is offline (TanStack would pause the read): the kept copy is
    // what answers then.
    networkMode: 'always',
  });
}
