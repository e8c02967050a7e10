// The router, generated from the route table. A path no screen answers shows the "page not found" screen
// (with a way to the registration page) instead of bouncing between redirects; while the table holds only
// the landing routes (routes/route-table.ts), such a path waits on the loading screen for the rest of it
// (a failure to load it shows the screen boundary's "try again").
import { lazy, Suspense, use } from 'react';
import { Route, Switch } from 'wouter';
import type { RouteEntry } from '../routes/route-entry';
import { loadWholeRouteTable } from '../routes/route-table';
import { useRouteTable } from '../routes/use-route-table';
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

/** Suspends (the loading screen shows) until the whole table is in; the router then renders anew. */
function WholeTableAwaited() {
  use(loadWholeRouteTable());
  return null;
}

/** `routes`: a table of the caller's instead of the app's (tests). */
export function AppRoutes({ routes }: { readonly routes?: readonly RouteEntry[] }) {
  const table = useRouteTable();
  const complete = routes !== undefined || table.complete;
  return (
    <ScreenBoundary>
      <Suspense fallback={<LoadingScreen />}>
        <Switch>
          {(routes ?? table.routes).map((route) => (
            <Route key={route.path} path={route.path}>
              <GuardedScreen route={route} />
            </Route>
          ))}
          <Route>{complete ? <UnknownPath /> : <WholeTableAwaited />}</Route>
        </Switch>
        <HydrationMark />
      </Suspense>
    </ScreenBoundary>
  );
}
