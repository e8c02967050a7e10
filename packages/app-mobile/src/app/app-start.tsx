// The React half of boot (see main.ts): translations, the landing screen's texts, and the first render.
import type { Environment } from '@fairpass/domain';
import { createRoot, hydrateRoot } from './react-dom-client';
import { htmlLangOf, i18nLanguageOf, type AppLanguage } from '../ui/app-language';
import type { RuntimeConfig } from '../ui/runtime-config';
import type { Shell } from '../ui/shell-context';
import type { ShellClient } from '../ui/shell-client';
import { preloadRoute } from '../routes/route-preload';
import { routesFor } from '../routes/route-table';
import { ensureUiKitRenderer } from '../ui/ui-kit-renderer';
import { AppRoot } from './app-root';
import { PRERENDERED_ATTRIBUTE, STATIC_ATTRIBUTE } from './first-paint-login';
import { HydratedContext } from './hydration-mark';
import { addEveryAreaErrorText, createI18n } from './i18n';
import { LANDING_HREF, LANDING_URL } from './landing-url';
import { readTypedFields, replayTypedFields, takePendingTap } from './typed-before-hydration';
import type { FirstEntryRun } from './use-entry-flow';

/** Longest a tap on the hydrating login waits for the screen to be React's before React gets it anyway. */
const HYDRATION_WAIT_MS = 10_000;

export interface AppStartInput {
  readonly root: HTMLElement;
  readonly client: ShellClient;
  readonly environment: Environment;
  readonly runtimeConfig: RuntimeConfig;
  readonly userAgent: string;
  readonly language: AppLanguage;
  /** The screen the visitor will most likely see first, if the link says. */
  readonly landingPath: string | undefined;
  /** The entry flow, already running. */
  readonly entryRun: FirstEntryRun;
  /** Called once the first screen has painted. */
  readonly onFirstScreen?: () => void;
  /** `root` holds the build's login markup and it is this visit's first screen: hydrate it. */
  readonly hydrate?: boolean;
  /** The markup shows for a link to a screen behind the login (first-paint-rule.ts): the address moves to the login first. */
  readonly loginNamesTarget?: boolean;
}

export async function startApp({ root, client, environment, runtimeConfig, userAgent, language, landingPath, entryRun, onFirstScreen, hydrate = false, loginNamesTarget = false }: AppStartInput): Promise<void> {
  // Only such a visit needs it: on its way while the entry flow runs.
  const loginFirstAddress = hydrate && loginNamesTarget ? import('./login-first-address') : undefined;
  const i18n = await createI18n(language);
  // A landing screen outside the landing routes waits for the whole route table first (main.ts asked for it).
  const firstScreenReady = landingPath === undefined ? Promise.resolve() : routesFor(landingPath).then((routes) => preloadRoute(landingPath, routes, i18n));
  // The first screen is revealed with its code and texts already in: a Suspense fallback in between
  // would cost React's reveal throttle (~300 ms) at the slowest moment of the visit.
  const firstEntryRun = entryRun.then((result) => firstScreenReady.then(() => result));
  document.documentElement.lang = htmlLangOf(language);

  const shell: Shell = {
    client,
    runtimeConfig,
    landingUrl: LANDING_URL,
    environment,
    userAgent,
    changeLanguage: (next) => {
      void client.changeLanguage.execute({ language: next });
      document.documentElement.lang = htmlLangOf(next);
      void i18n.changeLanguage(i18nLanguageOf(next));
    },
  };
  // Only the kit's imperative pieces (Toast, Dialog, ImageViewer) need the React 19 renderer, and none
  // shows before the visitor acts, so it loads once the first screen has painted instead of competing with it.
  const firstScreenShown = () => {
    void ensureUiKitRenderer().catch(() => undefined);
    addEveryAreaErrorText(i18n);
    // The offline shell's worker: its download of the screens must not compete with the first one.
    void import('./service-worker').then(({ registerServiceWorker }) => registerServiceWorker(i18n)).catch(() => undefined);
    onFirstScreen?.();
  };
  if (!hydrate) {
    createRoot(root).render(
      <AppRoot shell={shell} i18n={i18n} entryHref={LANDING_HREF} firstEntryRun={firstEntryRun} onFirstScreen={firstScreenShown} />,
    );
    return;
  }
  // The login already shows (the build's markup) and takes typing; React takes it over once the entry
  // flow has run and the screen's code is in, so the exhibition's gates still decide before any tap counts.
  await firstEntryRun;
  // Hydration starts in a task of its own, after the entry flow's.
  await new Promise<void>((resolve) => setTimeout(resolve));
  if (loginFirstAddress) (await loginFirstAddress).moveToLoginBeforeHydration(client.session.getSnapshot().token !== null);
  const typed = readTypedFields(root);
  const focusedId = root.contains(document.activeElement) && document.activeElement?.id ? document.activeElement.id : undefined;
  const snapshot = client.session.getSnapshot();
  const hydrationShell: Shell = { ...shell, hydrationSession: { ...snapshot, token: null, user: null, config: null } };
  // Once only (a later screen's mark calls it again), and out of React's own work, as the visitor's events
  // come (inside it, React puts a field back to the value it rendered before it applies the change).
  // Until then index.html's inline script still keeps a tap on a button from React: a tap that reached the
  // form before what was typed earlier is in its state would find it empty ("required"), not log in.
  let replayed = false;
  const hydrated = () => {
    if (replayed) return;
    replayed = true;
    clearTimeout(lateRelease);
    setTimeout(() => {
      root.removeAttribute(STATIC_ATTRIBUTE);
      replayTypedFields(root, typed, focusedId, takePendingTap(root));
      // The screen is the app's now (the entry flow's decision applied): journeys wait for this.
      root.removeAttribute(PRERENDERED_ATTRIBUTE);
    });
  };
  // A screen that never marks itself hydrated (its code failed to load: the error screen shows instead)
  // must still take taps: its buttons are React's after a while, whatever happened.
  const lateRelease = setTimeout(hydrated, HYDRATION_WAIT_MS);
  hydrateRoot(
    root,
    <HydratedContext.Provider value={hydrated}>
      <AppRoot shell={hydrationShell} i18n={i18n} entryHref={LANDING_HREF} firstEntryRun={firstEntryRun} onFirstScreen={firstScreenShown} startReady />
    </HydratedContext.Provider>,
  );
}
