import type { NavigatorPort, RouteQuery } from '@fairpass/domain';
import { hashRoute, parseHashRoute } from './hash-route';

/** The slice of `window.location` the navigator needs; injectable so the adapter is testable. */
export interface LocationLike {
  href: string;
  hash: string;
  /** Leaves for `url` with a new history entry. */
  assign(url: string): void;
  /** Leaves for `url` replacing the current entry. */
  replace(url: string): void;
}

/**
 * Navigation port over hash history (`#/path?query`), the routing style of spec §2.
 * `window.location` is read on each call, never at import time.
 */
export class HashNavigator implements NavigatorPort {
  constructor(private readonly location: () => LocationLike = () => globalThis.location) {}

  currentPath(): string {
    return parseHashRoute(this.location().hash).path;
  }

  /** The query of the in-app route. */
  currentQuery(): RouteQuery {
    return parseHashRoute(this.location().hash).query;
  }

  navigate(path: string, query?: RouteQuery): void {
    this.location().hash = `#${hashRoute(path, query)}`;
  }

  replace(path: string, query?: RouteQuery): void {
    const location = this.location();
    location.replace(`${location.href.split('#')[0]}#${hashRoute(path, query)}`);
  }

  /** Leaves the app. Callers check the URL against their allowlist first (isSafeRedirect). */
  redirect(url: string): void {
    this.location().assign(url);
  }
}
