// The login guard of spec §2, read from the domain's route catalogue: open and no-token routes pass;
// every other route needs a token, else the visitor goes to /registration with the link's query kept
// (it carries the exhibition, register type and tenant the login needs).
import { DEFAULT_ENTRY_PATH, policyOfRoute } from '@fairpass/domain';
import type { RouteEntry } from './route-entry';

export interface GuardInput {
  readonly route: Pick<RouteEntry, 'path' | 'identities'>;
  readonly hasToken: boolean;
  /** The logged-in user's register type, when known. */
  readonly registerType: string | null;
  /** The current query (without '?'), kept across the redirect. */
  readonly search: string;
}

export type GuardDecision = { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: string };

const toLogin = (search: string): GuardDecision => ({ kind: 'redirect', to: search ? `${DEFAULT_ENTRY_PATH}?${search}` : DEFAULT_ENTRY_PATH });

export function guardRoute({ route, hasToken, registerType, search }: GuardInput): GuardDecision {
  if (policyOfRoute(route.path).access !== 'login') return { kind: 'allow' };
  if (!hasToken) return toLogin(search);
  // An identity the route is not for starts over at the login page, whose next-step decision knows
  // where this user belongs; until the user record has loaded there is nothing to compare.
  if (route.identities && registerType !== null && !route.identities.includes(registerType)) return toLogin(search);
  return { kind: 'allow' };
}
