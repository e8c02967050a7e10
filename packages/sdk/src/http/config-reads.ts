// The two config reads the boot prefetch sends before the SDK has loaded. Kept apart from the core
// catalogue so the prefetch entry carries their paths without the catalogue's reply normalisers.
import type { EndpointSpec } from './endpoint';

/** The path prefix of the registration client service. */
export const RC = '/api/ef-registration-client/';

/** The exhibition's function config and page config reads, as plain specs. */
export const CONFIG_READS = {
  functionConfig: { method: 'GET', path: `${RC}registerConfig/functionConfig` },
  pageConfig: { method: 'GET', path: `${RC}pageConfig` },
} as const satisfies Record<string, EndpointSpec>;
