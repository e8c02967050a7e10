// Hash routing for wouter, over hash-path.ts. wouter's stock hash hook keeps the query inside the path
// (so `/error?code=x` would not match `/error`) and its navigate rewrites `location.search` (losing the
// link's parameters); these hooks do neither.
import { useSyncExternalStore } from 'react';
import type { BaseLocationHook } from 'wouter';
import { currentHashPath, currentHashQuery, hashNavigate, subscribeToHash } from './hash-path';

// The same reading while React hydrates the build's login markup: it was rendered for the address it opens.
const useSyncStore = (getSnapshot: () => string) => useSyncExternalStore(subscribeToHash, getSnapshot, getSnapshot);

/**
 * The router's search: the hash's own query (`#/error?code=…`). The link's query before the hash stays
 * where it is across in-app navigations; the SDK reads it through the domain's entry parser.
 */
export const useHashQuery = (): string => useSyncStore(currentHashQuery);

export const useAppHashLocation: BaseLocationHook = () => [useSyncStore(currentHashPath), hashNavigate];

/** For `<Router hook=… searchHook=…>` and `<Link>` hrefs. */
export const hashHrefs = (href: string): string => '#' + href;
