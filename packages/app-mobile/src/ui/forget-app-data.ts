// The app's own kept data of the logged-in account, forgotten with it (issue 25 §3). The SDK forgets the
// account on logout, on a 401 and when another account logs in (its session/account-data.ts: the
// session, the offline tickets kept under `accountKey`, the lead tool's synced leads); the keys the app
// itself writes are named here once, at start-up, so a logout or another account's login drops them too
// (after a 401 they stay for the same account's next login, so nothing typed is lost): form
// drafts (a half-typed invoice header), the resend countdowns of codes sent to the account's number, the
// Idempotency-Keys of writes meant once, the team members waiting to be sent, the business card read for
// the information form. The server-state cache empties itself when the login changes (query-client.ts).
import { DRAFT_KEY_PREFIX, RESEND_AT_KEY_PREFIX } from '@fairpass/domain';
import type { FairpassClient } from '@fairpass/sdk';

/** Web Storage keys of the app that hold account data: prefixes end in `.`, the rest are whole keys. */
export const APP_ACCOUNT_KEYS = [
  DRAFT_KEY_PREFIX,
  RESEND_AT_KEY_PREFIX,
  // ui/write-key.ts
  'fairpass.writeKey.',
  // features/delegates/team/waiting-members.ts
  'fairpass.teamWaiting.',
  // features/registration-flow/business-card-draft.ts
  'fairpassBusinessCardDraft',
  // ui/login-target.ts: the screen asked for before the login (a logout forgets it)
  'fairpass.loginTarget',
] as const;

/** Registers the app's keys with the client's forgetting of the account (once per client). */
export function forgetAppDataWithAccount(client: Pick<FairpassClient, 'accountData'>): void {
  client.accountData.registerKeys(...APP_ACCOUNT_KEYS);
}
