// The login guard of spec §2, read from the domain's route catalogue: open and no-token routes pass;
// every other route needs a token, else the visitor goes to /registration (an exhibitor's screen: the
// exhibitor's login page) with the link's query kept
// (it carries the exhibition, register type and tenant the login needs) and the screen they asked for as
// the login's target (`redirect=`, issue 27: the login leads there; app/login-target-keeper.tsx takes it
// off the address at once). A route the catalogue marks `keptCopy` (the wallet, issue 28 §3) opens
// without a token when the phone keeps a wallet for the link's exhibition: its screens show that copy.
// A screen that was on show when its session ended (a logout on it, the kept wallet forgotten) names no
// target: the next login on the phone, perhaps another person's, starts from its own next step.
import { DEFAULT_ENTRY_PATH, LOGIN_TARGET_PARAM, loginScreenOf, loginTargetOf, policyOfRoute, type PlainRoutePath } from '@fairpass/domain';
import type { RouteEntry } from './route-entry';

export interface GuardInput {
  readonly route: Pick<RouteEntry, 'path' | 'identities'>;
  /** The path as opened (`/order/190…`), the route's pattern filled in. */
  readonly path: string;
  readonly hasToken: boolean;
  /** Whether the phone keeps a wallet for the gate for this visit's exhibition (the SDK's keptWallet). */
  readonly keptWallet?: boolean;
  /** The logged-in user's register type, when known. */
  readonly registerType: string | null;
  /** The current query (without '?'), kept across the redirect. */
  readonly search: string;
  /** Whether this screen was on show and its session ended under it (not opened without one). */
  readonly sessionEndedOnScreen?: boolean;
}

export type GuardDecision = { readonly kind: 'allow' } | { readonly kind: 'redirect'; readonly to: string };

const toLogin = (search: string, target?: string, login: PlainRoutePath = DEFAULT_ENTRY_PATH): GuardDecision => {
  const query = new URLSearchParams(search);
  query.delete(LOGIN_TARGET_PARAM);
  if (target !== undefined) query.set(LOGIN_TARGET_PARAM, target);
  const kept = query.toString();
  return { kind: 'redirect', to: kept ? `${login}?${kept}` : login };
};

export function guardRoute({ route, path, hasToken, keptWallet = false, registerType, search, sessionEndedOnScreen = false }: GuardInput): GuardDecision {
  const policy = policyOfRoute(route.path);
  if (policy.access !== 'login') return { kind: 'allow' };
  if (!hasToken && keptWallet && policy.keptCopy) return { kind: 'allow' };
  // The screen as opened, its query included, through the domain's allowlist (credentials dropped).
  // (an exhibitor's self-service screen: the exhibitor's login page, issue 30)
  if (!hasToken) {
    const target = sessionEndedOnScreen ? undefined : loginTargetOf(search ? `${path}?${search}` : path, [route.path]);
    return toLogin(search, target, loginScreenOf(route.path));
  }
  // An identity the route is not for starts over at the login page, whose next-step decision knows
  // where this user belongs; until the user record has loaded there is nothing to compare.
  if (route.identities && registerType !== null && !route.identities.includes(registerType)) return toLogin(search);
  return { kind: 'allow' };
}
