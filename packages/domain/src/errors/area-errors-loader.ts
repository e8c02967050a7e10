// Every area's failures, fetched when they may first be needed rather than bundled with whoever might need
// them: the SDK starts this when a client loads its first area and judges no reply before it is done, so a
// screen's first load carries none of the other areas' tables (issue 33). Importing all-area-errors.ts
// itself stays the way to know them at once.
import { expectAreaErrors } from './area-error-registry';

let loading: Promise<void> | undefined;

/**
 * Makes every area's failures known (as `knowAllAreaErrors()`), once their tables have arrived. A fetch
 * that failed (no network, and the tables not kept by the offline shell) is tried again by the next call.
 */
export function loadAllAreaErrors(): Promise<void> {
  if (!loading) {
    const fetching = import('./all-area-errors').then(
      ({ knowAllAreaErrors }) => knowAllAreaErrors(),
      (error: unknown) => {
        if (loading === fetching) loading = undefined;
        throw error;
      },
    );
    loading = fetching;
    expectAreaErrors(fetching);
  }
  return loading;
}
