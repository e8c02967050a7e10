// In-app navigation (hash history in the browser, memory in tests) and full-page loads.

export type RouteQuery = Readonly<Record<string, string>>;

export interface NavigatorPort {
  /** The in-app path, e.g. '/registration' (without '#'). */
  currentPath(): string;
  currentQuery(): RouteQuery;
  /** Adds a history entry. */
  navigate(path: string, query?: RouteQuery): void;
  /** Replaces the current history entry (e.g. after an entry redirect). */
  replace(path: string, query?: RouteQuery): void;
  /** Leaves the app with a full-page load; callers check the URL with isSafeRedirect first. */
  redirect(url: string): void;
}
