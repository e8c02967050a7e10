// Providers and the always-present chrome around the routed screen.
import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { useRouteTable } from '../routes/use-route-table';
import { lazyPart } from '../ui/lazy-part';
import { ShellContext, type Shell } from '../ui/shell-context';
import { useSession } from '../ui/use-session';
import { AppRoutes } from './app-routes';
import { BackHomeButton } from './back-home-button';
import { EntryBoot } from './entry-boot';
import { LoginTargetKeeper } from './login-target-keeper';
import type { FirstEntryRun } from './use-entry-flow';
import { hashHrefs, useAppHashLocation, useHashQuery } from './hash-location';
import { ScrollToTop } from './scroll-to-top';
import { applyTheme, themeVariables } from './theme';
import { useDocumentIcon } from './use-document-head';
import { useWeChatShare } from './use-wechat-share';

// The focus on a route change acts from the visitor's first navigation on, never on the first screen: it
// loads beside that screen, as the shell starts, instead of in the first download (a lazy part: a network
// that drops meanwhile leaves it out, never the app).
const RouteFocus = lazyPart(() => import('./route-focus'), (module) => module.RouteFocus);

function ExhibitionLook() {
  const theme = useSession((snapshot) => snapshot.config?.theme ?? null);
  useEffect(() => applyTheme(themeVariables(theme)), [theme]);
  useDocumentIcon();
  useWeChatShare(useRouteTable().routes);
  return null;
}

export interface AppRootProps {
  readonly shell: Shell;
  readonly i18n: I18n;
  /** The landing link, hash included, that the entry flow starts from. */
  readonly entryHref: string;
  /** The entry flow's first run, started at boot before the first render. */
  readonly firstEntryRun?: FirstEntryRun;
  /** Called once the first routed screen has painted. */
  readonly onFirstScreen?: () => void;
  /** The routes render at once (the build's login markup, rendered and hydrated; see first-paint-login.ts). */
  readonly startReady?: boolean;
}

export function AppRoot({ shell, i18n, entryHref, firstEntryRun, onFirstScreen, startReady }: AppRootProps) {
  return (
    <ShellContext.Provider value={shell}>
      <I18nextProvider i18n={i18n}>
        <Router hook={useAppHashLocation} searchHook={useHashQuery} hrefs={hashHrefs}>
          <ExhibitionLook />
          <ScrollToTop />
          <RouteFocus />
          <EntryBoot entryHref={entryHref} firstRun={firstEntryRun} onFirstScreen={onFirstScreen} startReady={startReady}>
            <BackHomeButton />
            <LoginTargetKeeper>
              <AppRoutes />
            </LoginTargetKeeper>
          </EntryBoot>
        </Router>
      </I18nextProvider>
    </ShellContext.Provider>
  );
}
