// Who may open each screen route, and which routes the app's interception leaves alone: the one place
// this policy is written. Only the routes that differ from the default are listed — every other route of
// ROUTE_PATHS needs a login and is intercepted. The SDK's gates and the app's guard both read it here.
import type { RoutePath } from './route-paths';

/**
 * - `open`: neither a login nor a complete link (spec §2 "Open without login");
 * - `noToken`: a complete link but no login (spec §2 "Also marked no token", and the login screens);
 * - `login`: a login token.
 */
export type RouteAccess = 'open' | 'noToken' | 'login';

export interface RoutePolicy {
  readonly access: RouteAccess;
  /**
   * false: the app's interception on each navigation leaves it alone (the gates' own targets, the
   * landing, which runs the whole entry flow, and the diagnostics pages).
   */
  readonly intercept?: false;
  /**
   * true: without a login the route opens on the copy of the wallet this phone keeps for the gate (issue
   * 28 §3, docs/offline-wallet.md), when it keeps one for the link's exhibition; else the login.
   */
  readonly keptCopy?: true;
}

/** The policy of every route that is not login-only-and-intercepted. */
export const ROUTE_POLICIES: { readonly [P in RoutePath]?: RoutePolicy } = {
  '/': { access: 'open', intercept: false },
  '/error': { access: 'open', intercept: false },
  '/closed': { access: 'open', intercept: false },
  '/jump': { access: 'open', intercept: false },
  '/geo': { access: 'open' },
  '/user-center': { access: 'open' },
  '/invite/home': { access: 'open' },
  '/meetingSignIn': { access: 'open' },
  '/exhibitorSelfService/exhInviteStaff': { access: 'open' },
  '/hotel': { access: 'open' },
  '/traffic': { access: 'open' },
  '/test2': { access: 'open', intercept: false },
  '/exhibitorSelfService/boothInfo': { access: 'noToken' },
  '/test': { access: 'login', intercept: false },
  // the login page itself
  '/registration': { access: 'noToken' },
  // the exhibitor's login page (issue 30, design exhibitor.md decision 8: a login page, as /registration is)
  '/exhibitorSelfService/exhibitorRegist/login': { access: 'noToken' },
  // the letter lookup is itself an SMS login
  '/extractConfirmation': { access: 'noToken' },
  // the WhatsApp login
  '/whatsApp': { access: 'noToken' },
  // articles (visitor guide, privacy policy) are read before login
  '/contentPage/:id': { access: 'noToken' },
  // resetting a forgotten password
  '/forgotPassword': { access: 'noToken' },
  // a gift's claim link shows the gift before the recipient logs in or registers
  '/ticket/receive/complimentaryTickets': { access: 'noToken' },
  // a group's join link says which group it joins and who leads it before the member logs in (issue 29)
  '/groupManagement/join': { access: 'noToken' },
  // the wallet and a ticket's QR open from the phone's kept copy at a gate with no network and no login
  '/wallet': { access: 'login', keptCopy: true },
  '/wallet/:id': { access: 'login', keptCopy: true },
};

/** The default: a login, and the interception. */
export const LOGIN_POLICY: RoutePolicy = { access: 'login' };

/** The policy of a route pattern. */
export const policyOfRoute = (path: RoutePath): RoutePolicy => ROUTE_POLICIES[path] ?? LOGIN_POLICY;
