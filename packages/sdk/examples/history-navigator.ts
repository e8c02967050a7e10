// The /pc/ desktop site's navigation port: path routing under a base path (`/pc/registration`) with the
// History API, instead of the mobile app's hash routes. Hand it to createFairpassClient({ navigator }).
// Used by the SDK README's /pc/ recipe and tested in test/integration/pc-recipe.test.ts.
import type { NavigatorPort, RouteQuery } from '@fairpass/domain';

/** The parts of `window.location` and `window.history` the port needs (a test passes its own). */
export interface BrowserHistory {
  readonly location: { pathname: string; search: string; assign(url: string): void };
  readonly history: { pushState(data: unknown, unused: string, url: string): void; replaceState(data: unknown, unused: string, url: string): void };
}

export class HistoryNavigator implements NavigatorPort {
  constructor(
    /** Where the desktop site lives, e.g. '/pc'. */
    private readonly base: string,
    private readonly browser: BrowserHistory = { location: window.location, history: window.history },
  ) {}

  currentPath(): string {
    const { pathname } = this.browser.location;
    const inside = pathname.startsWith(this.base) ? pathname.slice(this.base.length) : pathname;
    return inside === '' ? '/' : inside;
  }

  currentQuery(): RouteQuery {
    return Object.fromEntries(new URLSearchParams(this.browser.location.search));
  }

  navigate(path: string, query?: RouteQuery): void {
    this.browser.history.pushState(null, '', this.urlOf(path, query));
  }

  replace(path: string, query?: RouteQuery): void {
    this.browser.history.replaceState(null, '', this.urlOf(path, query));
  }

  redirect(url: string): void {
    this.browser.location.assign(url);
  }

  private urlOf(path: string, query: RouteQuery = {}): string {
    const search = new URLSearchParams(query).toString();
    return `${this.base}${path}${search ? `?${search}` : ''}`;
  }
}
