import type { NavigatorPort, RouteQuery } from '@fairpass/domain';
import { hashRoute, parseHashRoute } from './hash-route';

/** One navigation the memory twin recorded. */
export type NavigationRecord =
  | { kind: 'navigate' | 'replace'; path: string; href: string }
  | { kind: 'redirect'; url: string };

/** In-memory twin of {@link HashNavigator}: records where the SDK sent the user. */
export class MemoryNavigator implements NavigatorPort {
  readonly history: NavigationRecord[] = [];
  private hash: string;

  constructor(initialRoute = '/') {
    this.hash = `#${initialRoute}`;
  }

  currentPath(): string {
    return parseHashRoute(this.hash).path;
  }

  /** The query of the in-app route. */
  currentQuery(): RouteQuery {
    return parseHashRoute(this.hash).query;
  }

  navigate(path: string, query?: RouteQuery): void {
    this.go('navigate', path, query);
  }

  replace(path: string, query?: RouteQuery): void {
    this.go('replace', path, query);
  }

  redirect(url: string): void {
    this.history.push({ kind: 'redirect', url });
  }

  /** The latest navigation, or undefined when nothing happened yet. */
  get last(): NavigationRecord | undefined {
    return this.history[this.history.length - 1];
  }

  private go(kind: 'navigate' | 'replace', path: string, query?: RouteQuery): void {
    const href = hashRoute(path, query);
    this.history.push({ kind, path, href });
    this.hash = `#${href}`;
  }
}
