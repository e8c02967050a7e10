// The offline pack a route's screen belongs to (issue 33): a feature with `features/<area>/offline-pack.ts`
// is one (build/offline-packs.ts lists its files); its routes ask for it when they open. Found on disk,
// like the route manifest: a new pack is a file in its feature.
import type { RouteEntry } from './route-entry';
import { featureOf } from './route-manifest';

const PACKS = new Set(Object.values(import.meta.glob<string>('../features/*/offline-pack.ts', { eager: true, import: 'offlinePack' })));

export const offlinePackOf = (route: RouteEntry): string | undefined => {
  const feature = featureOf(route);
  return feature !== undefined && PACKS.has(feature) ? feature : undefined;
};
