// What the page does before any app file has arrived: index.html carries this, compiled, as an inline
// script (build/inline-boot-script.ts), so the runtime config and the exhibition's config reads start
// with the HTML instead of after the ~130 KiB app. main.ts takes the result (or runs it itself when
// there is no inline script, as under the dev server).
import { detectEnvironment, isOpenidStale, parseEntryLink, STORAGE_AREA_OF, STORAGE_KEYS } from '@fairpass/domain';
import { prefetchEntryConfig, storedLanguage, WebStorageAdapter, type PrimedReads } from '@fairpass/sdk/prefetch';
import { landingPathOf } from '../routes/landing-path';
import { isAppLanguage, type AppLanguage } from '../ui/app-language';
import { loadRuntimeConfig, type RuntimeConfig } from '../ui/runtime-config';
import { keepsPrerenderedLogin, opensBehindLogin } from './first-paint-rule';

export interface BootPrefetch {
  readonly runtimeConfig: Promise<RuntimeConfig>;
  /** The language the visit starts in: the link's, else the visitor's earlier choice. */
  readonly language: AppLanguage;
  /** The config reads, started as soon as the runtime config names the API and the client. */
  readonly primedReads: Promise<PrimedReads>;
  /** Whether the build's login markup in index.html is this visit's first screen (first-paint-rule.ts). */
  readonly prerenderedLogin: boolean;
  /** The markup is kept for a link to a screen behind the login, which the login will name. */
  readonly loginNamesTarget: boolean;
}

/** Resolves on the browser's first contentful paint; at the latest 1.5 s after the first frame. */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    try {
      new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) resolve();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing in this browser: the frame's time-out below.
    }
    requestAnimationFrame(() => setTimeout(resolve, 1_500));
  });
}

export function startBootPrefetch(landingHref: string, userAgent: string): BootPrefetch {
  const link = parseEntryLink(landingHref);
  const linkLanguage = link.query.languageType;
  const storage = new WebStorageAdapter();
  const language: AppLanguage = isAppLanguage(linkLanguage) ? linkLanguage : storedLanguage(storage);
  const loggedIn = storage.get<string>(STORAGE_AREA_OF.accessToken, STORAGE_KEYS.accessToken) !== undefined;
  const leavesForOpenid =
    detectEnvironment(userAgent).isWeChat &&
    link.query.openid === undefined &&
    isOpenidStale(storage.get<number>(STORAGE_AREA_OF.openidTimestamp, STORAGE_KEYS.openidTimestamp), Date.now());
  const landingPath = landingPathOf(link);
  const prerenderedLogin = keepsPrerenderedLogin({ landingPath, loggedIn, leavesForOpenid });
  // With the login in the HTML, the reads wait for its first paint: the screen needs none of them to show
  // (the app applies the theme and texts once its script has run, and that script starts after the paint
  // too), so nothing on the network stands between the HTML and the first screen.
  const runtimeConfig = (prerenderedLogin ? afterFirstPaint() : Promise.resolve()).then(() => loadRuntimeConfig());
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
  return { runtimeConfig, language, primedReads, prerenderedLogin, loginNamesTarget: prerenderedLogin && opensBehindLogin(landingPath) };
}
