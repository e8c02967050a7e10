// "Try again" after the app's own code failed to arrive (a screen's chunk, an SDK area's, their texts).
// Chromium (150 at least) keeps a failed fetch of a script module for the page's life: importing it
// again answers the same failure with no request, and so does every module that imports it, or that a
// failed `modulepreload` named. So once the server answers again, the page is loaded anew — same address,
// same login, what was typed kept in the tab's drafts — and while it does not, the retry stays in place
// (a browser that fetches again by itself then simply succeeds).

/** The messages browsers give a failed dynamic import (Chromium, Firefox, Safari) and Vite a failed style. */
const CODE_FETCH_FAILED = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether the failure, or one it was caused by, is the app's code not arriving. */
export function isCodeFetchFailure(failure: unknown): boolean {
  for (let cause = failure, depth = 0; cause instanceof Error && depth < 4; cause = cause.cause, depth += 1) {
    if (CODE_FETCH_FAILED.test(cause.message)) return true;
  }
  return false;
}

/** Whether the app's server answers now (the page's own address, never from the HTTP cache). */
async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch(location.href.split('#')[0] ?? '/', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/**
 * Retries after `failure`: loads the page again when the app's code failed and the server answers now;
 * otherwise runs `inPlace` (a data read's refetch, a screen's render).
 */
export async function retryAfter(failure: unknown, inPlace: () => void): Promise<void> {
  if (isCodeFetchFailure(failure) && (await serverAnswers())) {
    location.reload();
    return;
  }
  inPlace();
}
