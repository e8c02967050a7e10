// Whether the login markup in index.html (first-paint-login.ts) is what this visit shows first: the link
// opens the login (or lands on it, or on one of the screens behind it that links open first, which send a
// visitor with no login to it), with nobody logged in in this tab, in either language (index.html carries
// the English login too, which the first-paint script puts in for an English visit). Read by the
// boot prefetch (inline, before the body is parsed) and by the few lines that move such a link's address
// to the login (login-first-address.ts), not by the entry: the first load does not carry it.
import type { RoutePath } from '@fairpass/domain';
import { PRERENDERED_PATH } from './first-paint-login';

/**
 * Screens that shared links open first and that need a login on the visitors' login page: opened with no
 * login kept in the tab (a new webview), the visitor sees the login first, so it comes with the HTML too
 * (docs/first-screen-speed.md, session 18). Before React takes the markup over, the app puts the route
 * guard's redirect into the address (app-start.tsx), so it hydrates the login, and the login then names
 * the screen the visitor will land on. first-paint-rule.test.ts checks each against the route catalogue.
 */
export const LOGIN_FIRST_PATHS: readonly RoutePath[] = ['/infoWap', '/ticket-type'];

/** Whether the link opens one of LOGIN_FIRST_PATHS (the login shows first, and names it). */
export const opensBehindLogin = (landingPath: string | undefined): boolean => LOGIN_FIRST_PATHS.some((path) => path === landingPath);

export interface FirstPaintFacts {
  /** The screen the link opens (landingPathOf), if it says. */
  readonly landingPath: string | undefined;
  /** A login kept in this tab (the session's token). */
  readonly loggedIn: boolean;
  /**
   * Inside WeChat, the SDK's auto login is about to leave for WeChat's openid page (no openid came back
   * to this tab, and the last trip is older than the SDK's wait): what was typed would go with the page.
   */
  readonly leavesForOpenid: boolean;
}

/** Whether the build's login markup is what this visit shows first. */
export function keepsPrerenderedLogin({ landingPath, loggedIn, leavesForOpenid }: FirstPaintFacts): boolean {
  const showsLogin = landingPath === PRERENDERED_PATH || opensBehindLogin(landingPath);
  return showsLogin && !loggedIn && !leavesForOpenid;
}
