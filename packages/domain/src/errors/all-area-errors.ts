import { AREA_ERRORS } from './area-errors.generated';
import { registerAreaErrors } from './area-error-registry';

let known = false;

/**
 * Makes every area's failures known to the lookups (`isErrorCode`, `messageKeyFor`, `errorAreaOf`,
 * `errorFromResponse`) at once. The SDK fetches them when a client loads its first area
 * (`loadAllAreaErrors`); call this yourself when you read area codes without the SDK (a route parameter,
 * a server's answer).
 */
export function knowAllAreaErrors(): void {
  if (known) return;
  known = true;
  for (const [area, errors] of Object.entries(AREA_ERRORS)) registerAreaErrors(area, errors);
}
