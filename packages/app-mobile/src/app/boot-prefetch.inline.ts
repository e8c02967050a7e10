// The inline script's entry (build/inline-boot-script.ts): starts the prefetch and leaves it for main.ts.
import { startBootPrefetch } from './boot-prefetch';
import { BOOT_PREFETCH_KEY, type BootPrefetchHolder } from './boot-prefetch-handoff';

(window as BootPrefetchHolder)[BOOT_PREFETCH_KEY] = startBootPrefetch(location.href, navigator.userAgent);
