// The login guard of spec §2, driven by the manifest flags: no-token routes are open; every other route
// needs a token, else the visitor goes to /registration with the link's query kept (it carries the
// exhibition, register type and tenant the login needs).
import type { RouteEntry } from './route-entry';

export const LOGIN_PATH = '/registration';

export interface GuardInput {
  readonly route: Pick<RouteEntry, 'noToken' | 'identities'>;
  readonly hasToken: boolean;
  /** The logged-in user's register type, when known. */
  readonly registerType: string | null;
  /** The current query (without '?'), kept across the redirect. */
  readonly search: string;
}

export type GuardDecision = { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: string };

const withSearch = (path: string, search: string) => (search ? `${path}?${search}` : path);

export function guardRoute({ route, hasToken, registerType, search }: GuardInput): GuardDecision {
  if (route.noToken) return { kind: 'allow' };
  if (!hasToken) return { kind: 'redirect', to: withSearch(LOGIN_PATH, search) };
  // An identity the route is not for starts over at the login page, whose next-step decision knows
  // where this user belongs; until the user record has loaded there is nothing to compare.
  if (route.identities && registerType !== null && !route.identities.includes(registerType)) {
    return { kind: 'redirect', to: withSearch(LOGIN_PATH, search) };
  }
  return { kind: 'allow' };
}
