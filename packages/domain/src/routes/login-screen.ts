// Which login page a logged-out visitor is sent to (spec §2 guard; issue 30, design exhibitor.md §2.1):
// the exhibitor's own login for the company's self-service screens, the login page for everything else.
// Staff invited by an exhibitor meet /exhibitorSelfService/auditing too; it stays on the visitors' login,
// since their invitation is a visitor's registration.
import { DEFAULT_ENTRY_PATH } from '../entry/entry-route.table';
import type { PlainRoutePath } from './route-href';
import type { RoutePath } from './route-paths';

export const EXHIBITOR_LOGIN_PATH = '/exhibitorSelfService/exhibitorRegist/login' satisfies PlainRoutePath;

const EXHIBITOR_PREFIXES = ['/exhibitorSelfService/', '/exhibitorSelfServiceNew/'] as const;
const VISITOR_LOGIN_ROUTES: readonly RoutePath[] = ['/exhibitorSelfService/auditing'];

/** The login page for a route pattern that needs a login. */
export const loginScreenOf = (route: RoutePath): PlainRoutePath =>
  EXHIBITOR_PREFIXES.some((prefix) => route.startsWith(prefix)) && !VISITOR_LOGIN_ROUTES.includes(route) ? EXHIBITOR_LOGIN_PATH : DEFAULT_ENTRY_PATH;
