// What the visitor already holds (their valid tickets' first page), for the basket's per-user limit and
// conflicts; the server checks all of them again when the order is placed.
import { useInfiniteQuery } from '@tanstack/react-query';
import { holdingsOf, type Holding } from '@fairpass/domain/ticketing';
import { recordsOf } from '../../../ui/server-state/paging';
import { useShell } from '../../../ui/shell-context';
import { ticketsQuery } from '../ticketing.queries';

export function useHeldTickets(): readonly Holding[] {
  const { client } = useShell();
  const tickets = useInfiniteQuery(ticketsQuery(client, 'valid'));
  return holdingsOf(recordsOf(tickets.data?.pages));
}
