// The /pc/ desktop site's navigation port: path routing under a base path (`/pc/registration`) with the
// History API, instead of the mobile app's hash routes. Hand it to createFairpassClient({ navigator }).
import type { NavigatorPort, RouteQuery } from '@fairpass/domain';

/** The parts of `window.location` and `window.history` the port needs (a test passes its own). */
export interface BrowserHistory {
  readonly location: { pathname: string; search: string; assign(url: string): void };
  readonly history: { pushState(data: unknown, unused: string, url: string): void; replaceState(data: unknown, unused: string, url: string): void };
}

/**
 * Navigation by path under a base path with the History API (the /pc/ desktop site's routes), for
 * `createFairpassClient({ navigator: new HistoryNavigator('/pc') })`.
 */
export class HistoryNavigator implements NavigatorPort {
  constructor(
    /** Where the desktop site lives, e.g. '/pc'. */
    private readonly base: string,
    private readonly browser: BrowserHistory = { location: window.location, history: window.history },
  ) {}

  /** The path inside the base path, e.g. `/registration`. */
  currentPath(): string {
    const { pathname } = this.browser.location;
    const inside = pathname.startsWith(this.base) ? pathname.slice(this.base.length) : pathname;
    return inside === '' ? '/' : inside;
  }

  /** The page's query. */
  currentQuery(): RouteQuery {
    return Object.fromEntries(new URLSearchParams(this.browser.location.search));
  }

  /** Pushes a route of the site. */
  navigate(path: string, query?: RouteQuery): void {
    this.browser.history.pushState(null, '', this.urlOf(path, query));
  }

  /** Replaces the current route of the site. */
  replace(path: string, query?: RouteQuery): void {
    this.browser.history.replaceState(null, '', this.urlOf(path, query));
  }

  /** Leaves for another address. */
  redirect(url: string): void {
    this.browser.location.assign(url);
  }

  private urlOf(path: string, query: RouteQuery = {}): string {
    const search = new URLSearchParams(query).toString();
    return `${this.base}${path}${search ? `?${search}` : ''}`;
  }
}
