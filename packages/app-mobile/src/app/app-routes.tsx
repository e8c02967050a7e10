// The router, generated from the manifest. A path no screen answers shows the "page not found" screen
// (with a way to the registration page) instead of bouncing between redirects.
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { ROUTE_MANIFEST } from '../routes/route-manifest';
import type { RouteEntry } from '../routes/route-entry';
import { LoadingScreen } from '../ui/loading-screen';
import { GuardedScreen } from './guarded-screen';
import { HydrationMark } from './hydration-mark';
import { ScreenBoundary } from './screen-boundary';
import { useDocumentTitle } from './use-document-head';

const NotFoundScreen = lazy(() => import('../features/system/not-found-screen'));

function UnknownPath() {
  useDocumentTitle('system:title.notFound');
  return <NotFoundScreen />;
}

export function AppRoutes({ routes = ROUTE_MANIFEST }: { readonly routes?: readonly RouteEntry[] }) {
  return (
    <ScreenBoundary>
      <Suspense fallback={<LoadingScreen />}>
        <Switch>
          {routes.map((route) => (
            <Route key={route.path} path={route.path}>
              <GuardedScreen route={route} />
            </Route>
          ))}
          <Route>
            <UnknownPath />
          </Route>
        </Switch>
        <HydrationMark />
      </Suspense>
    </ScreenBoundary>
  );
}
