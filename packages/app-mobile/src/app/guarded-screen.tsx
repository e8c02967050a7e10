// One manifest entry on screen: the entry interception, the login guard, the page title, the lazy screen.
// The interception is decided once per navigation (path, query, exhibition config), from the router's
// state and the landing URL the shell captured, never from the live `location` while rendering.
import { useEffect, useMemo, useRef } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { areaHomeOf } from '../routes/area-home-of';
import type { RouteEntry } from '../routes/route-entry';
import { guardRoute } from '../routes/route-guard';
import { preloadRouteChunks } from '../routes/route-chunk-preload';
import { useRouteTable } from '../routes/use-route-table';
import { useSession } from '../ui/use-session';
import { requestOfflinePack } from '../ui/offline/offline-pack-requests';
import { useShell } from '../ui/shell-context';
import { AreaHomeContext } from '../ui/way-on/area-home';
import { entryGateAction } from './entry-gate';
import { useDocumentTitle } from './use-document-head';

export function GuardedScreen({ route }: { readonly route: RouteEntry }) {
  const { environment, runtimeConfig, landingUrl } = useShell();
  const [path] = useLocation();
  const search = useSearch();
  const config = useSession((snapshot) => snapshot.config?.functionConfig ?? null);
  const gate = useMemo(
    () =>
      entryGateAction({
        // The link's own query sits before the hash (fixed for the visit); the hash holds the navigation.
        href: `${landingUrl}#${path}${search ? `?${search}` : ''}`,
        path,
        config,
        environment,
        pcUrl: runtimeConfig.pcUrl,
      }),
    [landingUrl, path, search, config, environment, runtimeConfig.pcUrl],
  );
  const leaveTo = gate.kind === 'leave' ? gate.url : null;
  useEffect(() => {
    if (leaveTo) location.replace(leaveTo);
  }, [leaveTo]);
  if (gate.kind === 'leave') return null;
  if (gate.kind === 'route') return <Redirect to={gate.to} replace />;
  return <LoginGuard route={route} path={path} search={search} />;
}

function LoginGuard({ route, path, search }: { readonly route: RouteEntry; readonly path: string; readonly search: string }) {
  const hasToken = useSession((snapshot) => snapshot.token !== null);
  // The wallet this phone keeps for the gate, for this link's exhibition (a link naming none keeps the visit's).
  const keptWallet = useSession(({ keptWallet, entry }) => keptWallet !== null && (!entry.exhibitionId || keptWallet.entry.exhibitionId === entry.exhibitionId));
  const registerType = useSession((snapshot) => snapshot.user?.userExhibitionVO?.registerType ?? null);
  // Whether this screen has been on show: losing the session then is a logout on it (a 401 goes to /jump),
  // which must not leave the screen behind as the next login's target (a shared phone's next person). The
  // logout's own way to the login page may come after this render, so the guard decides it here.
  const shown = useRef(false);
  const decision = guardRoute({ route, path, hasToken, keptWallet, registerType, search, sessionEndedOnScreen: shown.current });
  const allowed = decision.kind === 'allow';
  useEffect(() => {
    if (allowed) shown.current = true;
  }, [allowed]);
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;
  return <TitledScreen route={route} />;
}

function TitledScreen({ route }: { readonly route: RouteEntry }) {
  const { offlinePackOf, routes } = useRouteTable();
  useDocumentTitle(route.titleKey);
  // Before the screen asks for its chunk: the chunks it imports come alongside (idempotent).
  preloadRouteChunks(route.path);
  // A screen that must work with no network keeps its feature's files on the phone (issue 33); the packs
  // are known with the whole route table (a landing route's is asked for once that is in).
  useEffect(() => {
    const pack = offlinePackOf(route);
    if (pack) requestOfflinePack(pack);
  }, [route, offlinePackOf]);
  // The area's list, for the ways on of a screen that cannot show what was asked (ui/way-on/).
  const home = useMemo(() => areaHomeOf(route, routes), [route, routes]);
  const Screen = route.screen;
  return (
    <AreaHomeContext.Provider value={home}>
      <Screen />
    </AreaHomeContext.Provider>
  );
}
