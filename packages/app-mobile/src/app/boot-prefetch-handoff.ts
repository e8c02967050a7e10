// Where the inline boot script leaves its prefetch for main.ts. Types only besides the key, so main.ts
// does not carry the prefetch code itself.
import type { BootPrefetch } from './boot-prefetch';

export const BOOT_PREFETCH_KEY = '__fairpassBootPrefetch';

export type BootPrefetchHolder = Window & { [BOOT_PREFETCH_KEY]?: BootPrefetch };

/** The inline script's prefetch, handed over once (a second caller gets nothing). */
export function takeBootPrefetch(holder: BootPrefetchHolder = window): BootPrefetch | undefined {
  const prefetch = holder[BOOT_PREFETCH_KEY];
  delete holder[BOOT_PREFETCH_KEY];
  return prefetch;
}
