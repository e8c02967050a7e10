// What the page does before any app file has arrived: index.html carries this, compiled, as an inline
// script (build/inline-boot-script.ts), so the runtime config and the exhibition's config reads start
// with the HTML instead of after the ~130 KiB app. main.ts takes the result (or runs it itself when
// there is no inline script, as under the dev server).
import { parseEntryLink } from '@fairpass/domain';
import { prefetchEntryConfig, storedLanguage, WebStorageAdapter, type PrimedReads } from '@fairpass/sdk/prefetch';
import { isAppLanguage, type AppLanguage } from '../ui/app-language';
import { loadRuntimeConfig, type RuntimeConfig } from '../ui/runtime-config';

export interface BootPrefetch {
  readonly runtimeConfig: Promise<RuntimeConfig>;
  /** The language the visit starts in: the link's, else the visitor's earlier choice. */
  readonly language: AppLanguage;
  /** The config reads, started as soon as the runtime config names the API and the client. */
  readonly primedReads: Promise<PrimedReads>;
}

export function startBootPrefetch(landingHref: string, userAgent: string): BootPrefetch {
  const linkLanguage = parseEntryLink(landingHref).query.languageType;
  const language: AppLanguage = isAppLanguage(linkLanguage) ? linkLanguage : storedLanguage(new WebStorageAdapter());
  const runtimeConfig = loadRuntimeConfig();
  const primedReads = runtimeConfig.then((config) =>
    prefetchEntryConfig({
      baseURL: config.apiBaseUrl,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      landingHref,
      language,
      userAgent,
    }),
  );
  // Awaited by main.ts; this only keeps an early failure from being reported as unhandled meanwhile.
  primedReads.catch(() => undefined);
  return { runtimeConfig, language, primedReads };
}
