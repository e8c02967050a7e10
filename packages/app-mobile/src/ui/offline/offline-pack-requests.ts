// Which offline packs this visit has asked for (issue 33): a screen of a feature that must work with no
// network (the lead tool, the wallet) asks for its feature's pack when it opens; the service worker's
// registration (app/service-worker.tsx, loaded after the first screen) keeps the packs' files on the phone.
// Kept tiny: it is part of the first load.
type Listener = (pack: string) => void;

const requested = new Set<string>();
let listener: Listener | undefined;

/** Asks for a pack once per visit; the keeper gets it now or when it starts. */
export function requestOfflinePack(pack: string): void {
  if (requested.has(pack)) return;
  requested.add(pack);
  listener?.(pack);
}

/** The keeper: called for every pack asked for so far, then for each new one. */
export function onOfflinePackRequest(next: Listener): void {
  listener = next;
  for (const pack of requested) next(pack);
}

/** Forgets the packs asked for and the keeper (tests: the list is module state). */
export function resetOfflinePackRequests(): void {
  requested.clear();
  listener = undefined;
}
