// Forgetting an account on the phone (session/account-data.ts) as the lead tool must: the leads the
// server already has go (the next login of the account pulls them again), while a lead with writes still
// in the outbox stays, with its outbox, for that account's next login to send. Each lead is judged and
// removed in its own transaction, so a write queued meanwhile keeps its lead.
import type { LeadStorePort } from '@fairpass/domain/leads';
import type { ForgottenAccount } from '../session/account-data';

/** The lead book's account: the visit's exhibition and the user (the store's `owner`). */
export const leadOwnerOf = (exhibitionId: string | undefined, userId: string): string => `${exhibitionId ?? ''}/${userId}`;

/** Removes the owner's synced leads from the store; how many went. */
export async function forgetSyncedLeads(store: LeadStorePort, owner: string): Promise<number> {
  let removed = 0;
  for (const lead of await store.all(owner)) {
    const gone = await store.changeLead(owner, lead.localId, (current, entries) => (current !== undefined && entries.length === 0 ? { lead: null, result: true } : { result: false }));
    if (gone) removed += 1;
  }
  return removed;
}

/** The forgetting step of the lead tool: the forgotten account's synced leads leave the phone. */
export const forgetLeadsOf =
  (store: LeadStorePort) =>
  async (account: ForgottenAccount): Promise<void> => {
    if (account.userId === undefined) return;
    await forgetSyncedLeads(store, leadOwnerOf(account.exhibitionId, account.userId));
  };
