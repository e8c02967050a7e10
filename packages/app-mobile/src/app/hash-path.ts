// The hash location without React: read and move the path inside the hash, and tell subscribers. The
// SDK's navigator uses it at boot, before React is loaded; hash-location.ts turns it into wouter hooks.
// Links carry the exhibition parameters before the hash (`/?exhibitionId=demo#/registration`) and screens
// may carry their own after it (`#/error?code=…`): navigating never touches the link's query.

import { IN_APP_ENTRY } from '../ui/in-app-history';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function subscribeToHash(listener: () => void): () => void {
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
  // A pushed entry is marked, so "back" can tell an app page behind it from a page opened by a link.
  if (options.replace) history.replaceState(history.state, '', url.href);
  else history.pushState(IN_APP_ENTRY, '', url.href);
  notify();
}
