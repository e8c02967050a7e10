// How many leads wait on this phone (issue 29): the lead tool's logged-out screen says it before anyone
// logs in, from the phone's store alone. A lead waits while it has writes in the outbox (saved on the
// phone, not yet on the server, or refused and parked); several writes of one lead count once. Only the
// visit's exhibition counts (a store's `owner` is `<exhibitionId>/<userId>`), and only the number is
// shown: nothing of any account's leads.
import type { OutboxEntry } from './local-lead.types';

/** The start every `owner` of an exhibition's accounts shares. */
export const leadOwnerPrefixOf = (exhibitionId: string): string => `${exhibitionId}/`;

/** The leads with writes still to send among `entries`, of the exhibition's accounts only, each once. */
export function waitingLeadCount(entries: readonly Pick<OutboxEntry, 'owner' | 'localId'>[], exhibitionId: string): number {
  if (exhibitionId === '') return 0;
  const prefix = leadOwnerPrefixOf(exhibitionId);
  return new Set(entries.filter((entry) => entry.owner.startsWith(prefix)).map((entry) => `${entry.owner}\u0000${entry.localId}`)).size;
}
