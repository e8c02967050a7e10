// The link's target across a login (issue 27): a screen opened while logged out is where the visitor
// lands after the login (after-login-choice.ts says when). A target is an in-app route of the catalogue
// only: never an address of another site, never a login screen or a page the interception leaves alone,
// never a credential (dropped from its query). The caller names the routes it has screens for (the app:
// its manifest, every entry a route of the catalogue; the tests: ROUTE_PATHS), so the catalogue's list
// of 145 paths stays off the first screen.
import { LINK_CREDENTIAL_PARAMS } from '../entry/link-credentials';
import { buildQueryString, parseQueryString } from '../entry/query-string';
import { routeAmong } from '../routes/route-access';
import { policyOfRoute } from '../routes/route-catalogue';
import type { RoutePath } from '../routes/route-paths';

/** The login route's query parameter naming the screen to continue to (`#/registration?redirect=%2Fnews`). */
export const LOGIN_TARGET_PARAM = 'redirect';

/** An in-app address that passed {@link loginTargetOf}: the only kind the after-login choice follows. */
export type LoginTarget = string & { readonly __loginTarget: true };

/** A target longer than this is no address the app makes. */
const MAX_TARGET_LENGTH = 1024;

/** The login screens themselves: continuing to one of them after a login would be a loop. */
const LOGIN_SCREENS: readonly RoutePath[] = [
  '/registration',
  '/exhibitorSelfService/exhibitorRegist/login',
  '/whatsApp',
  '/extractConfirmation',
  '/forgotPassword',
];

/**
 * Query parameters a target never carries: the link credentials, the code of OAuth's answer (inside the
 * app only /error and /jump read a `code`, and neither is a target) and a nested target.
 */
const DROPPED_PARAMS: ReadonlySet<string> = new Set([...LINK_CREDENTIAL_PARAMS, 'code', LOGIN_TARGET_PARAM]);

// C0 controls, space, DEL, backslash and '#': a browser might read the address otherwise than this rule.
// eslint-disable-next-line no-control-regex
const AMBIGUOUS = /[\u0000-\u0020\u007f\\#]/;

/**
 * Whether `raw` has the shape of an address inside the app (`/path?query`), before any route is looked up:
 * not another site's (`https://…`, `//host`), not a script (`javascript:`), nothing a browser might read
 * otherwise, not longer than an address the app makes.
 */
export const isInAppAddress = (raw: string): boolean =>
  raw !== '' && raw.length <= MAX_TARGET_LENGTH && raw.startsWith('/') && !raw.startsWith('//') && !AMBIGUOUS.test(raw);

/**
 * The in-app address a raw target stands for (`/news`, `/order/190…?tab=x`), without credentials; or
 * undefined when it is no target: not a path of the app (`https://…`, `//host`, `javascript:`), none of
 * `routes` (routes of the catalogue), a login screen or a page the interception leaves alone (`/`,
 * `/error`, `/closed`, …).
 */
export function loginTargetOf(raw: string | null | undefined, routes: readonly RoutePath[]): LoginTarget | undefined {
  if (typeof raw !== 'string' || !isInAppAddress(raw)) return undefined;
  const at = raw.indexOf('?');
  const path = at === -1 ? raw : raw.slice(0, at);
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return undefined;
  const route = routeAmong(path, routes);
  if (route === undefined || LOGIN_SCREENS.includes(route) || policyOfRoute(route).intercept === false) return undefined;
  const query = parseQueryString(at === -1 ? '' : raw.slice(at + 1));
  const kept = Object.fromEntries(Object.entries(query).filter(([name]) => !DROPPED_PARAMS.has(name)));
  const search = buildQueryString(kept);
  return (search ? `${path}?${search}` : path) as LoginTarget;
}
