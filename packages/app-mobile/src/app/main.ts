// Boot. The inline script in index.html (boot-prefetch.ts) has already asked for the runtime config and
// the exhibition's config; this entry holds the SDK, React and the shell in one file (on HTTP/1.1 every
// further file costs a connection and a share of the line), builds the one SDK client on the primed
// replies, starts the entry flow and renders. The login screen arrives alongside, preloaded by
// index.html (build/preload-chunks.ts).
// The landing URL is captured by the FIRST import, before anything can rewrite history.
import { LANDING_HREF, LANDING_URL } from './landing-url';
import { parseEntryLink } from '@fairpass/domain';
import { takeBootPrefetch } from './boot-prefetch-handoff';
import { createContainer } from './container';
import { applyTheme, themeVariables } from './theme';
import { landingPathOf } from '../routes/landing-path';
import { loadRouteDeps } from '../routes/route-chunk-preload';
import { loadWholeRouteTable } from '../routes/route-table';
import { startApp } from './app-start';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_PATH } from './first-paint-login';
import { loadShellTexts } from './shell-texts/load-shell-texts';
import { loadTextFiles } from './i18n';
import { loadErrorCatalogue } from '../ui/use-error-message';
import { fetchSharedErrorTexts } from '../ui/shared-error-texts';
import { i18nLanguageOf } from '../ui/app-language';
import { nextTask } from '../ui/start-in-slots';
import { loadRetryRule } from './screen-boundary';
// The kit's global styles (CSS variables, base rules): components are imported one by one, not via its index.
import 'antd-mobile/es/global';
import './app.css';


async function boot(root: HTMLElement): Promise<void> {
  const userAgent = navigator.userAgent;
  // No inline script under the dev server: the same prefetch, only later.
  const prefetch = takeBootPrefetch() ?? (await import('./boot-prefetch')).startBootPrefetch(LANDING_HREF, userAgent);
  // The shell's texts in the visit's language, fetched alongside the config reads (i18n.ts).
  loadShellTexts(i18nLanguageOf(prefetch.language)).catch(() => undefined);
  // The catalogue that words a failure, and the shared codes' words (the login has painted by now): in
  // before a boot that fails says why.
  loadErrorCatalogue().catch(() => undefined);
  fetchSharedErrorTexts(i18nLanguageOf(prefetch.language)).catch(() => undefined);
  // And what "try again" does when the app's own code failed to arrive, while the page's files are in reach.
  loadRetryRule().catch(() => undefined);
  // A link to a screen behind the login, opened with no login, shows the login first (first-paint-rule.ts).
  const landingPath = prefetch.loginNamesTarget ? PRERENDERED_PATH : landingPathOf(parseEntryLink(LANDING_HREF));
  const loginFirst = landingPath === PRERENDERED_PATH;
  // The rest of the route table (the first load holds the landing routes only: routes/route-table.ts)
  // alongside the config reads too, where a screen other than the login comes first: its route is there.
  // Where its texts are fetched from as well (the login's come with the shell's).
  if (!loginFirst) {
    loadWholeRouteTable().catch(() => undefined);
    loadTextFiles().catch(() => undefined);
  }
  const runtimeConfig = await prefetch.runtimeConfig;
  const primedReads = await prefetch.primedReads;
  const { language } = prefetch;
  // The entry's evaluation was one task; the client and the shell come in tasks of their own, so the
  // browser can handle what the visitor does in between (the login already shows: issue 33).
  await nextTask();
  const { client, environment } = createContainer({ runtimeConfig, userAgent, landingUrl: LANDING_URL, origin: location.origin, primedReads });
  // Stored colours first, so a returning visitor never sees the default theme flash.
  applyTheme(themeVariables(client.session.getSnapshot().config?.theme));
  await client.changeLanguage.execute({ language });

  // The visit is recorded once the first screen has painted (or the retry screen shows): its writes
  // must not share the line with that screen's downloads.
  let firstScreenShown = () => {};
  const shown = new Promise<void>((resolve) => (firstScreenShown = resolve));
  const entryRun = client.startFromLink.execute({ url: LANDING_HREF, recordVisitAfter: shown });
  void entryRun.then((result) => (result.ok ? undefined : firstScreenShown()));

  await nextTask();
  // The routes' preload list: at once where a screen other than the login comes first (its chunks then
  // come in parallel), after the first screen otherwise (it must not share the line with the login's, nor
  // must the rest of the route table).
  if (!loginFirst) loadRouteDeps();
  else
    void shown.then(() => {
      loadRouteDeps();
      loadWholeRouteTable().catch(() => undefined);
      loadTextFiles().catch(() => undefined);
    });
  // index.html's inline script has already put the loading line back where the login is not the first screen.
  const hydrate = prefetch.prerenderedLogin && root.hasAttribute(PRERENDERED_ATTRIBUTE);
  await startApp({
    root,
    client,
    environment,
    runtimeConfig,
    userAgent,
    language,
    landingPath,
    entryRun,
    onFirstScreen: firstScreenShown,
    hydrate,
    loginNamesTarget: prefetch.loginNamesTarget,
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');
boot(root).catch((error: unknown) => {
  // Nothing can be translated yet: a bilingual line is the honest fallback for a broken deployment.
  root.textContent = '页面加载失败，请刷新重试 / The page could not be loaded. Please refresh.';
  throw error;
});
