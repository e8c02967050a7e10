// "Try again" after the app's own code failed to arrive (a screen's chunk, an SDK area's, their texts).
// Chromium (150 at least) keeps a failed fetch of a script module for the page's life: importing it
// again answers the same failure with no request, and so does every module that imports it, or that a
// failed `modulepreload` named. So once the server answers again, the page is loaded anew — same address,
// same login, what was typed kept in the tab's drafts — and while it does not, the retry stays in place
// (a browser that fetches again by itself then simply succeeds).

/** The messages browsers give a failed dynamic import (Chromium, Firefox, Safari) and Vite a failed style. */
const CODE_FETCH_FAILED = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether the failure, or one it was caused by, is the app's code not arriving. */
export const isCodeFetchFailure = (failure: unknown): boolean =>
  failure instanceof Error && (CODE_FETCH_FAILED.test(failure.message) || isCodeFetchFailure(failure.cause));

/** Loads the page again when the server answers now (its own address, never from the HTTP cache); else runs `inPlace`. */
export async function reloadOr(inPlace: () => void): Promise<void> {
  const answers = await fetch(location.href.split('#')[0] ?? '/', { cache: 'no-store' }).then((reply) => reply.ok, () => false);
  if (answers) location.reload();
  else inPlace();
}

/** Retries after `failure`: the page anew when it was the app's code not arriving (reloadOr), else `inPlace` (a data read's refetch). */
export async function retryAfter(failure: unknown, inPlace: () => void): Promise<void> {
  if (isCodeFetchFailure(failure)) return reloadOr(inPlace);
  inPlace();
}

/** The address a failed dynamic import names (Chromium and Firefox say it; Safari does not). */
const failedAddress = (failure: unknown): string | undefined => (failure instanceof Error ? /https?:\/\/\S+?\.m?js\b/.exec(failure.message)?.[0] : undefined);

let attempts = 0;

/**
 * The part in a chunk fetched again: its module's exports are the chunk's own, or, where the build put the
 * module in a chunk with others, its namespace is one of the chunk's exports (the import being replaced read
 * it under a short name, `.then((chunk) => chunk.n)`).
 */
export function partIn<M, T>(chunk: object, pick: (module: M) => T | undefined): T | undefined {
  for (const candidate of [chunk, ...Object.values(chunk)]) {
    const part = candidate && typeof candidate === 'object' ? pick(candidate as M) : undefined;
    if (part !== undefined) return part;
  }
  return undefined;
}

/**
 * Loads a lazy part again after `failure`: where the failure names its chunk's address, under a new one
 * (`?again=n`; the old address keeps its failure), so a part left out while the network was gone comes when
 * it is back, without loading the page anew; else `load` once more. A chunk whose own imports failed too
 * stays left out until the page is next loaded.
 */
export async function importAgain<M, T>(failure: unknown, load: () => Promise<M>, pick: (module: M) => T | undefined): Promise<T | undefined> {
  const address = failedAddress(failure);
  return address ? partIn(await import(/* @vite-ignore */ `${address}?again=${(attempts += 1)}`), pick) : pick(await load());
}
