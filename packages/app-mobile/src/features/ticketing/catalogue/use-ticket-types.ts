// The ticket types of the visit's link (`registerLinkId`, spec §2), read once per exhibition and link.
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../ui/use-session';
import { useShell } from '../../../ui/shell-context';
import { ticketTypesQuery } from '../ticketing.queries';

export function useTicketTypes() {
  const { client } = useShell();
  const exhibitionId = useSession((s) => s.entry.exhibitionId ?? '');
  const registerLinkId = useSession((s) => s.entry.registerLinkId ?? '');
  return useQuery(ticketTypesQuery(client, exhibitionId, registerLinkId));
}
