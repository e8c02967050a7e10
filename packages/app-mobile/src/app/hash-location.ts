// Hash routing for wouter. Links carry the exhibition parameters before the hash
// (`/?exhibitionId=demo#/registration`) and screens may carry their own after it (`#/error?code=…`).
// wouter's stock hash hook keeps the query inside the path (so `/error?code=x` would not match `/error`)
// and its navigate rewrites `location.search` (losing the link's parameters); this hook does neither.
import { useSyncExternalStore } from 'react';
import type { BaseLocationHook } from 'wouter';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    addEventListener('hashchange', notify);
    addEventListener('popstate', notify);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      removeEventListener('hashchange', notify);
      removeEventListener('popstate', notify);
    }
  };
}

const hashParts = (): [path: string, query: string] => {
  const [path = '', query = ''] = location.hash.replace(/^#/, '').split('?');
  return ['/' + path.replace(/^\/+/, ''), query];
};

export const currentHashPath = (): string => hashParts()[0];

export const currentHashQuery = (): string => hashParts()[1];

export interface HashNavigateOptions {
  readonly replace?: boolean;
}

/** Moves to `to` (a path with an optional `?query`) inside the hash, leaving the link's query alone. */
export function hashNavigate(to: string, options: HashNavigateOptions = {}): void {
  const url = new URL(location.href);
  url.hash = '/' + to.replace(/^#?\/*/, '');
  if (url.href === location.href) return;
  history[options.replace ? 'replaceState' : 'pushState'](null, '', url.href);
  notify();
}

const useSyncStore = (getSnapshot: () => string) => useSyncExternalStore(subscribe, getSnapshot, () => '');

/**
 * The router's search: the hash's own query (`#/error?code=…`). The link's query before the hash stays
 * where it is across in-app navigations; the SDK reads it through the domain's entry parser.
 */
export const useHashQuery = (): string => useSyncStore(currentHashQuery);

export const useAppHashLocation: BaseLocationHook = () => [useSyncStore(currentHashPath), hashNavigate];

/** For `<Router hook=… searchHook=…>` and `<Link>` hrefs. */
export const hashHrefs = (href: string): string => '#' + href;
